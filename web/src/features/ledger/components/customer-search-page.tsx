import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { Link, useNavigate } from "@tanstack/react-router";
import { useEffect, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { DataTable, type Column } from "@/components/data-table/data-table";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import { FormError, TextField } from "@/components/ui/text-field";
import { usePageTitle } from "@/lib/use-page-title";
import { createDebtor, debtorListQuery } from "../api/debtors";
import { ledgerKey } from "../api/integration";
import type { DebtorView as Debtor } from "@innfri/core/ledger/ledger-views.schema";
import { useLedgerAccess } from "../hooks/use-ledger-access";
import { DEBTOR_SEARCH_FIELDS, hasDebtorSearch, type DebtorSearch, type DebtorSearchField } from "../search";
import { DebtorDetails } from "./debtor-details";
import { DebtorForm } from "./debtor-form";
import { PageHeader } from "@/components/layout/page-parts";

const fieldsOf = (search: DebtorSearch) =>
  Object.fromEntries(DEBTOR_SEARCH_FIELDS.map((k) => [k, search[k] ?? ""])) as Record<DebtorSearchField, string>;

/**
 * /customer/customer-search/{debtorId}: find debtors by name, customer number, organisation number, postcode or
 * city (at least one), and with a debtor id show that debtor.
 */
export function CustomerSearchPage({
  debtorId,
  search,
  children,
}: {
  debtorId?: string;
  search: DebtorSearch;
  /** What other features show of the chosen debtor, under its details (composed by the route). */
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  usePageTitle("ledger.titles.customerSearch");
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { customerId, canChange } = useLedgerAccess();
  const [fields, setFields] = useState(fieldsOf(search));
  const [missing, setMissing] = useState(false);
  const [creating, setCreating] = useState(false);
  const searchKey = JSON.stringify(fieldsOf(search));
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(() => setFields(fieldsOf(search)), [searchKey]);
  const searching = hasDebtorSearch(search);
  const list = useQuery({
    ...debtorListQuery(customerId, search),
    enabled: !!customerId && searching,
    placeholderData: keepPreviousData,
  });
  const go = (params: { debtorId?: string }, next: DebtorSearch) =>
    navigate({ to: "/customer/customer-search/{-$debtorId}", params, search: next });

  const columns: Column<Debtor>[] = [
    {
      id: "name",
      header: t("ledger.debtor.name"),
      cell: (d) => (
        <Link
          to="/customer/customer-search/{-$debtorId}"
          params={{ debtorId: d.debtorId }}
          search={search}
          className="font-medium text-brand-800 underline underline-offset-4"
        >
          {d.name}
        </Link>
      ),
    },
    { id: "customerNumber", header: t("ledger.debtor.customerNumber"), cell: (d) => d.customerNumber },
    { id: "orgNumber", header: t("ledger.debtor.orgNumber"), cell: (d) => d.orgNumber ?? "–" },
    { id: "postcode", header: t("ledger.debtor.postcode"), cell: (d) => d.postcode ?? "–" },
    { id: "city", header: t("ledger.debtor.city"), cell: (d) => d.city ?? "–" },
    {
      id: "excluded",
      header: t("ledger.debtor.excluded"),
      cell: (d) => (d.excluded ? t("common.yes") : t("common.no")),
    },
  ];
  return (
    <div className="mx-auto grid max-w-6xl grid-cols-1 gap-6">
      <PageHeader
        title={t("ledger.titles.customerSearch")}
        intro={t("ledger.customerSearch.intro")}
        actions={canChange ? <Button onClick={() => setCreating(true)}>{t("ledger.customerSearch.new")}</Button> : null}
      />
      <form
        role="search"
        noValidate
        aria-label={t("ledger.customerSearch.formLabel")}
        className="grid gap-4"
        onSubmit={(e) => {
          e.preventDefault();
          const next: DebtorSearch = {};
          for (const key of DEBTOR_SEARCH_FIELDS) if (fields[key].trim()) next[key] = fields[key].trim();
          if (!hasDebtorSearch(next)) {
            setMissing(true);
            return;
          }
          setMissing(false);
          void go({ debtorId: undefined }, next);
        }}
      >
        <FormError message={missing ? "validation.searchParameter" : undefined} />
        <div className="grid gap-4 sm:grid-cols-3 lg:grid-cols-5">
          {DEBTOR_SEARCH_FIELDS.map((key) => (
            <TextField
              key={key}
              id={`search-${key}`}
              name={key}
              label={t(`ledger.debtor.${key}`)}
              inputMode={key === "name" || key === "city" ? undefined : "numeric"}
              value={fields[key]}
              onChange={(e) => setFields((f) => ({ ...f, [key]: e.target.value }))}
            />
          ))}
        </div>
        <div>
          <Button type="submit">{t("table.search")}</Button>
        </div>
      </form>
      {searching ? (
        <DataTable
          caption={t("ledger.customerSearch.results")}
          columns={columns}
          rows={list.data?.data}
          total={list.data?.total}
          rowKey={(d) => d.debtorId}
          loading={list.isPending}
          search={search}
          onSearchChange={(next) => void go({ debtorId }, next as DebtorSearch)}
          empty={t("ledger.customerSearch.none")}
        />
      ) : null}
      {debtorId ? <DebtorDetails debtorId={debtorId} /> : null}
      {debtorId ? children : null}
      <Dialog open={creating} onOpenChange={setCreating}>
        <DialogContent className="max-w-2xl">
          <DialogTitle>{t("ledger.customerSearch.new")}</DialogTitle>
          <DialogDescription>{t("ledger.customerSearch.newText")}</DialogDescription>
          <DebtorForm
            ariaLabel={t("ledger.customerSearch.new")}
            submitLabel={t("common.create")}
            save={createDebtor}
            onSaved={(d) => {
              toast.success(t("common.saved"), { id: "debtor-created" });
              void queryClient.invalidateQueries({ queryKey: ledgerKey });
              setCreating(false);
              void go({ debtorId: d.debtorId }, search);
            }}
          />
        </DialogContent>
      </Dialog>
    </div>
  );
}
