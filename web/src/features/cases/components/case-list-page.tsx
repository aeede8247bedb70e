import { useMutation, useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { Download, ListChecks, Plus } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { NO_STEP } from "@innfri/core/cases/case.schema";
import type { CaseListItemView } from "@innfri/core/cases/case-views.schema";
import { DataTable, type Column } from "@/components/data-table/data-table";
import { PageHeader } from "@/components/layout/page-parts";
import { Button, buttonVariants } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { formatDate, formatMoney } from "@/lib/format";
import { useLedgerAccess } from "@/lib/ledger-access";
import { usePageTitle } from "@/lib/use-page-title";
import { caseListQuery, exportCases } from "../api/cases";
import { useCaseEvents } from "../api/use-case-events";
import { serverText, statusLabel, stepLabel } from "../labels";
import type { CaseListSearch } from "../search";
import { CaseFilters } from "./case-filter-bar";
import { SelectionActions } from "./selection-actions";

/** SPEC 5: at most 50 cases selected at once (for the operations on several cases). */
export const MAX_SELECTED_CASES = 50;

/**
 * /customer/cases: the case list on the shared table (the API filters, sorts and pages; the state is in the URL),
 * with row selection up to 50 and the report export.
 */
export function CaseListPage({
  search,
  onSearchChange,
}: {
  search: CaseListSearch;
  onSearchChange: (next: CaseListSearch) => void;
}) {
  const { t } = useTranslation();
  usePageTitle("cases.titles.cases");
  const { customerId } = useLedgerAccess();
  const list = useQuery({ ...caseListQuery(customerId, search), enabled: !!customerId });
  useCaseEvents(customerId); // a batch that ran a step on a case of this page: the page again
  const [selected, setSelected] = useState<Map<string, CaseListItemView>>(new Map());
  const exporter = useMutation({
    mutationFn: () => exportCases(search),
    onSuccess: (filename) => toast.success(t("cases.list.exported", { filename }), { id: "cases-exported" }),
  });
  const columns: Column<CaseListItemView>[] = [
    {
      id: "caseNumber",
      header: t("cases.fields.caseNumber"),
      sortKey: "case_number",
      cell: (c) => (
        <Link
          to="/customer/cases/view/$id"
          params={{ id: c.caseId }}
          aria-label={t("cases.list.open", { caseNumber: c.caseNumber })}
          className="font-medium text-brand-800 underline underline-offset-2"
        >
          {c.caseNumber}
        </Link>
      ),
    },
    // a name wraps onto two lines at most at 1366 px: the column has room, the narrow default leaves it (C18)
    { id: "debtor", header: t("cases.fields.debtor"), cell: (c) => c.debtorName, className: "min-w-44" },
    {
      id: "customerNumber",
      header: t("cases.fields.customerNumber"),
      cell: (c) => c.customerNumber,
      hiddenByDefault: true,
    },
    { id: "status", header: t("cases.fields.status"), cell: (c) => statusLabel(c.status) },
    { id: "lastStep", header: t("cases.fields.lastStep"), cell: (c) => stepLabel(c.lastStep?.kind ?? NO_STEP) },
    {
      id: "dueDate",
      header: t("cases.fields.dueDate"),
      sortKey: "due_date",
      cell: (c) => formatDate(c.dueDate),
      className: "whitespace-nowrap",
    },
    {
      id: "amountOwed",
      header: t("cases.fields.amountOwed"),
      className: "text-right whitespace-nowrap",
      cell: (c) => formatMoney(c.amountOwedOre),
    },
    {
      id: "remaining",
      header: t("cases.fields.remaining"),
      className: "text-right whitespace-nowrap",
      cell: (c) => formatMoney(c.remainingOre),
    },
  ];
  const heading = t("cases.titles.cases");
  return (
    <div className="mx-auto grid max-w-6xl grid-cols-1 gap-6">
      <PageHeader
        title={heading}
        intro={t("cases.list.intro")}
        actions={
          <>
            <Link to="/customer/new-case" className={buttonVariants()}>
              <Plus aria-hidden="true" />
              {t("cases.list.newCase")}
            </Link>
            <Link
              to="/customer/cases/step-execution-on-multiple-cases-form"
              className={buttonVariants({ variant: "outline" })}
            >
              <ListChecks aria-hidden="true" />
              {t("cases.batches.form.link")}
            </Link>
            <Button variant="outline" disabled={exporter.isPending} onClick={() => exporter.mutate()}>
              {exporter.isPending ? <Spinner /> : <Download aria-hidden="true" />}
              {t("cases.list.export")}
            </Button>
          </>
        }
      />
      <SelectionActions cases={[...selected.values()]} onDone={() => setSelected(new Map())} />
      <DataTable
        caption={heading}
        columns={columns}
        rows={list.data?.data}
        total={list.data?.total}
        rowKey={(c) => c.caseId}
        search={search}
        // the route's navigate keeps the filters (it replaces only page, size, sort and search)
        onSearchChange={onSearchChange}
        loading={list.isFetching}
        searchLabel={t("cases.list.search")}
        empty={t("cases.list.empty")}
        columnMenu
        toolbar={<CaseFilters search={search} />}
        selection={{
          max: MAX_SELECTED_CASES,
          selected,
          onChange: setSelected,
          rowLabel: (c) => t("cases.list.selectCase", { caseNumber: c.caseNumber }),
          limitText: serverText("cases.tooManySelected"),
        }}
      />
    </div>
  );
}
