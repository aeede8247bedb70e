import { keepPreviousData, useMutation, useQuery } from "@tanstack/react-query";
import { Link, useNavigate } from "@tanstack/react-router";
import { Download, RefreshCw } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { Button, buttonVariants } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { formatDate, formatMoney } from "@/lib/format";
import { chosenSystem } from "@/lib/accounting";
import { usePageTitle } from "@/lib/use-page-title";
import { useRights } from "@/lib/use-rights";
import { exportLedgerStatistics, openItemsPath, openItemsQuery } from "../api/ledger";
import { daysOverdue, dueRangeOf, osloToday, type DueFilter as DueFilterValue } from "../due-periods";
import { useIntegrationSetting, useLedgerAccess } from "../hooks/use-ledger-access";
import { debtorLabel, voucherTypeName } from "../labels";
import { groupByDebtor } from "../rules";
import type { LedgerSearch } from "../search";
import { ClaimActions } from "./claim-actions";
import { DueFilter } from "./due-filter";
import { LedgerSyncButton } from "./ledger-sync-button";
import { DebtorActions, MoveMenu } from "./ledger-actions";
import { StartCaseBar, type SelectedItem } from "./start-case-bar";
import { Checkbox } from "@/components/ui/checkbox";
import { PageHeader } from "@/components/layout/page-parts";
import { Pager } from "@/components/data-table/pager";

/** /customer/ledger: the open items by due date, grouped by debtor, with the due-period filter and the toolbar. */
export function LedgerPage({ search }: { search: LedgerSearch }) {
  const { t } = useTranslation();
  usePageTitle("ledger.titles.ledger");
  const navigate = useNavigate();
  const { customerId, canChange } = useLedgerAccess();
  const integration = useIntegrationSetting();
  const system = chosenSystem(integration.data);
  // a sync changes the integration's state: editAccount, as on Settings → Integrasjon
  const { rights } = useRights();
  const mayEdit = canChange && rights.can("editAccount");
  const today = osloToday();
  const range = dueRangeOf(search, today);
  const path = openItemsPath(search, range);
  const list = useQuery({
    ...openItemsQuery(customerId, path),
    enabled: !!customerId,
    placeholderData: keepPreviousData,
  });
  // Open items picked to start a case (kept across pages and filters: a debtor's items may span pages).
  const [picked, setPicked] = useState<Map<string, SelectedItem>>(new Map());
  const toggle = (item: SelectedItem, on: boolean) =>
    setPicked((prev) => {
      const next = new Map(prev);
      if (on) next.set(item.voucherId, item);
      else next.delete(item.voucherId);
      return next;
    });
  const exporter = useMutation({
    mutationFn: () => exportLedgerStatistics(),
    onSuccess: (filename) => toast.success(t("ledger.exported", { filename }), { id: "ledger-exported" }),
  });
  const setSearch = (next: Partial<LedgerSearch>, keepFilter = true) => {
    const filter: DueFilterValue = keepFilter
      ? { period: search.period, dueFrom: search.dueFrom, dueTo: search.dueTo }
      : {};
    const out: Record<string, unknown> = { ...filter, rowsPerPage: search.rowsPerPage, ...next };
    for (const key of Object.keys(out)) if (out[key] === undefined) delete out[key];
    void navigate({ to: "/customer/ledger", search: out as LedgerSearch, replace: true });
  };
  const groups = groupByDebtor(list.data?.data ?? []);
  const heading = t("ledger.titles.ledger");
  const columns = canChange ? 8 : 7;
  return (
    <div className="mx-auto grid max-w-6xl grid-cols-1 gap-6">
      <PageHeader
        title={heading}
        intro={t("ledger.intro")}
        actions={
          <>
            {canChange ? <ClaimActions /> : null}
            {integration.data?.integration === "file" ? (
              <Link to={"/customer/ledger/import" as never} className={buttonVariants({ variant: "outline" })}>
                <RefreshCw aria-hidden="true" />
                {t("ledger.sync")}
              </Link>
            ) : system && integration.data?.connection?.status === "connected" && mayEdit ? (
              <LedgerSyncButton system={system} />
            ) : null}
            <Button variant="outline" disabled={exporter.isPending} onClick={() => exporter.mutate()}>
              {exporter.isPending ? <Spinner /> : <Download aria-hidden="true" />}
              {t("ledger.export")}
            </Button>
          </>
        }
      />
      <DueFilter value={search} onChange={(next) => setSearch({ ...next, page: undefined }, false)} />
      <p className="text-sm font-medium text-neutral-900" data-testid="ledger-totals" aria-live="polite">
        {list.data
          ? t("ledger.totals", { count: list.data.total, amount: formatMoney(list.data.totalAmountOre ?? 0) })
          : "\u00a0"}
      </p>
      {canChange ? <StartCaseBar selected={[...picked.values()]} onStarted={() => setPicked(new Map())} /> : null}
      <div className="relative overflow-x-auto rounded-lg border border-neutral-200 bg-white">
        <table className="w-full text-left text-sm" aria-busy={list.isFetching || undefined}>
          <caption className="sr-only">{heading}</caption>
          <thead className="border-b border-neutral-200 bg-neutral-50">
            <tr>
              {canChange ? (
                <th scope="col" className="w-8 px-3 py-2">
                  <span className="sr-only">{t("cases.ledger.startCase")}</span>
                </th>
              ) : null}
              <th scope="col" className="px-3 py-2 font-semibold">
                {t("ledger.fields.item")}
              </th>
              <th scope="col" className="px-3 py-2 font-semibold">
                {t("ledger.fields.voucherDate")}
              </th>
              <th scope="col" className="px-3 py-2 font-semibold">
                {t("ledger.fields.dueDate")}
              </th>
              <th scope="col" className="px-3 py-2 font-semibold">
                {t("ledger.fields.daysOverdue")}
              </th>
              <th scope="col" className="px-3 py-2 text-right font-semibold">
                {t("ledger.fields.amount")}
              </th>
              <th scope="col" className="px-3 py-2 text-right font-semibold">
                {t("ledger.fields.open")}
              </th>
              <th scope="col" className="px-3 py-2 font-semibold">
                {t("common.actions")}
              </th>
            </tr>
          </thead>
          {list.isPending ? (
            <tbody>
              <tr>
                <td colSpan={columns} className="px-3 py-8 text-center">
                  <Spinner label={t("app.loading")} />
                </td>
              </tr>
            </tbody>
          ) : groups.length === 0 ? (
            <tbody>
              <tr>
                <td colSpan={columns} className="px-3 py-8 text-center text-neutral-700">
                  {t("ledger.noOpenItems")}
                </td>
              </tr>
            </tbody>
          ) : (
            groups.map((g) => (
              <tbody key={g.debtorId} className="border-b border-neutral-200 last:border-0">
                <tr className="bg-neutral-50">
                  <th scope="rowgroup" colSpan={columns - 1} className="px-3 py-2 font-semibold text-neutral-900">
                    {debtorLabel(g, t("ledger.unknownDebtor"))}
                  </th>
                  <td className="px-3 py-1.5">
                    {g.debtorId && g.debtorId !== "unknown" ? (
                      <DebtorActions debtorId={g.debtorId} name={g.debtorName} customerNumber={g.customerNumber} />
                    ) : null}
                  </td>
                </tr>
                {g.items.map((item) => {
                  const label = `${voucherTypeName(t, item.type)} ${item.number ?? ""}`.trim();
                  const overdue = daysOverdue(item.dueDate, today);
                  return (
                    <tr key={item.voucherId} className="border-t border-neutral-100">
                      {canChange ? (
                        <td className="px-3 py-2">
                          {item.side === "debit" && item.balanceOre > 0 && !item.caseId ? (
                            <Checkbox
                              aria-label={t("cases.ledger.selectItem", { item: `${label} (${g.debtorName})` })}
                              checked={picked.has(item.voucherId)}
                              onChange={(e) =>
                                toggle({ voucherId: item.voucherId, debtorId: item.debtorId }, e.target.checked)
                              }
                            />
                          ) : null}
                        </td>
                      ) : null}
                      <th scope="row" className="px-3 py-2 pl-6 font-normal">
                        {label}
                        {item.caseId ? (
                          // already collected by a case (issue 20): no second case, and the way to it
                          <Link
                            to="/customer/cases/view/$id"
                            params={{ id: item.caseId }}
                            className="ml-2 rounded bg-brand-50 px-1.5 py-0.5 text-xs font-medium text-brand-800 underline underline-offset-2"
                          >
                            {t("cases.ledger.inCase", { caseNumber: item.caseId })}
                          </Link>
                        ) : null}
                      </th>
                      <td className="px-3 py-2">{formatDate(item.voucherDate)}</td>
                      <td className="px-3 py-2">{formatDate(item.dueDate)}</td>
                      <td className="px-3 py-2">{overdue > 0 ? overdue : t("ledger.notDue")}</td>
                      <td className="px-3 py-2 text-right whitespace-nowrap">{formatMoney(item.amountOre)}</td>
                      <td className="px-3 py-2 text-right whitespace-nowrap">{formatMoney(item.balanceOre)}</td>
                      <td className="px-3 py-1.5">{canChange ? <MoveMenu item={item} label={label} /> : null}</td>
                    </tr>
                  );
                })}
              </tbody>
            ))
          )}
        </table>
      </div>
      <Pager search={search} total={list.data?.total ?? 0} onChange={(next) => setSearch(next)} />
    </div>
  );
}
