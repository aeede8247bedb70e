import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { DataTable, type Column } from "@/components/data-table/data-table";
import { applyListLocally, type ListResponse } from "@/components/data-table/list-search";
import { useListNavigate } from "@/components/data-table/use-list-search";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/dialog";
import { formatDate, formatMoney } from "@/lib/format";
import { usePageTitle } from "@/lib/use-page-title";
import { debtorLedgerQuery } from "../api/debtors";
import { ledgerKey } from "../api/integration";
import type { VoucherView as Voucher, VoucherListView as VoucherList } from "@innfri/core/ledger/ledger-views.schema";
import { deleteVoucher, restoreVoucher, voucherListQuery } from "../api/vouchers";
import { useLedgerAccess } from "../hooks/use-ledger-access";
import { debtorLabel, statusName, statusOfVoucher } from "../labels";
import type { VoucherListSearch, VoucherTab } from "../search";
import { VOUCHER_KINDS, type VoucherKind } from "../voucher-kinds";
import { ApplyDialog } from "./apply-dialog";
import { LinkTabs, PageHeader } from "@/components/layout/page-parts";
import { SplitDialog } from "./split-dialog";
import { VoucherFormDialog } from "./voucher-form-dialog";

/** A debtor's vouchers of one kind and tab, from the debtor's ledger (small), paged here like the API does. */
function debtorList(lines: Voucher[], type: number, tab: VoucherTab, search: VoucherListSearch): VoucherList {
  const rows = lines.filter((v) => v.type === type && statusOfVoucher(v) === tab);
  const sorted = applyListLocally(
    rows,
    { ...search, sortBy: search.sortBy ?? "-voucher_date" },
    { voucher_date: (v) => v.voucherDate },
    () => "",
  ) as ListResponse<Voucher>;
  return { ...sorted, totalAmountOre: rows.reduce((s, v) => s + (v.deletedAt ? 0 : v.balanceOre), 0) };
}

/**
 * The payments, credit notes and corrections pages (SPEC 2): tabs for waiting for manual treatment, matched and
 * deleted; filtered by a debtor when the route has one; create, apply, split (payments), delete and restore.
 */
export function VoucherListPage({
  kind,
  debtorId,
  search,
}: {
  kind: VoucherKind;
  debtorId?: string;
  search: VoucherListSearch;
}) {
  const { t } = useTranslation();
  const config = VOUCHER_KINDS[kind];
  const k = `ledger.kinds.${kind}` as const;
  usePageTitle(`${k}.title`);
  const navigate = useListNavigate();
  const queryClient = useQueryClient();
  const { customerId, canChange } = useLedgerAccess();
  const tab = search.tab ?? "unmatched";
  const all = useQuery({
    ...voucherListQuery(customerId, config.resource, search),
    enabled: !!customerId && !debtorId,
    placeholderData: keepPreviousData,
  });
  const ledger = useQuery({ ...debtorLedgerQuery(customerId, debtorId ?? ""), enabled: !!customerId && !!debtorId });
  const list = debtorId
    ? ledger.data
      ? debtorList(ledger.data.lines, config.type, tab, search)
      : undefined
    : all.data;
  const [creating, setCreating] = useState(false);
  const [applying, setApplying] = useState<Voucher | null>(null);
  const [splitting, setSplitting] = useState<Voucher | null>(null);
  const [deleting, setDeleting] = useState<Voucher | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: ledgerKey });
  const remove = useMutation({
    mutationFn: (v: Voucher) => deleteVoucher(config.resource, v.voucherId),
    onSuccess: () => {
      toast.success(t("ledger.deleted"), { id: "voucher-deleted" });
      void refresh();
    },
    onSettled: () => setDeleting(null),
  });
  const restore = useMutation({
    mutationFn: (v: Voucher) => restoreVoucher(config.resource, v.voucherId),
    onSuccess: () => {
      toast.success(t("ledger.restored"), { id: "voucher-restored" });
      void refresh();
    },
  });

  const describe = (v: Voucher) => `${formatDate(v.voucherDate)} ${formatMoney(v.amountOre)}`;
  const columns: Column<Voucher>[] = [
    {
      id: "voucherDate",
      header: t("ledger.fields.voucherDate"),
      sortKey: "voucher_date",
      cell: (v) => formatDate(v.voucherDate),
    },
    { id: "debtor", header: t("ledger.fields.debtor"), cell: (v) => debtorLabel(v, t("ledger.unknownDebtor")) },
    {
      id: "reference",
      header: t("ledger.fields.reference"),
      cell: (v) =>
        [
          v.number ? `${t(`${k}.numberShort`)} ${v.number}` : null,
          v.kid ? `${t("ledger.fields.kid")} ${v.kid}` : null,
          v.invoiceNumber ? `${t("ledger.fields.invoiceNumberShort")} ${v.invoiceNumber}` : null,
          kind === "correction" ? t(`ledger.sides.${v.side}`) : null,
        ]
          .filter(Boolean)
          .join(" · ") || "–",
    },
    {
      id: "amount",
      header: t("ledger.fields.amount"),
      className: "text-right whitespace-nowrap",
      cell: (v) => formatMoney(v.amountOre),
    },
    {
      id: "balance",
      header: t("ledger.fields.unapplied"),
      className: "text-right whitespace-nowrap",
      // B7: a deleted voucher has nothing unapplied
      cell: (v) => (v.deletedAt ? "–" : formatMoney(v.balanceOre)),
    },
    { id: "status", header: t("ledger.fields.status"), cell: (v) => statusName(t, statusOfVoucher(v)) },
  ];
  if (canChange) {
    columns.push({
      id: "actions",
      header: t("common.actions"),
      cell: (v) => {
        const what = <span className="sr-only"> {describe(v)}</span>;
        if (tab === "deleted") {
          return (
            <Button size="sm" variant="outline" disabled={restore.isPending} onClick={() => restore.mutate(v)}>
              {t("common.restore")}
              {what}
            </Button>
          );
        }
        return (
          <div className="flex flex-wrap gap-1">
            {v.side === "credit" && v.balanceOre > 0 ? (
              <Button size="sm" variant="outline" onClick={() => setApplying(v)}>
                {t("ledger.apply.action")}
                {what}
              </Button>
            ) : null}
            {config.canSplit && v.balanceOre > 0 ? (
              <Button size="sm" variant="outline" onClick={() => setSplitting(v)}>
                {t("ledger.split.action")}
                {what}
              </Button>
            ) : null}
            <Button size="sm" variant="outline" onClick={() => setDeleting(v)}>
              {t("common.delete")}
              {what}
            </Button>
          </div>
        );
      },
    });
  }

  const debtor = ledger.data?.debtor;
  const picked = debtor && debtorId ? { debtorId, name: debtor.name, customerNumber: debtor.customerNumber } : null;
  return (
    <div className="mx-auto grid max-w-6xl grid-cols-1 gap-6">
      <PageHeader
        title={t(`${k}.heading`)}
        intro={t(`${k}.intro`)}
        actions={
          canChange ? (
            <Button onClick={() => setCreating(true)} disabled={!!debtorId && !picked}>
              {t(`${k}.new`)}
            </Button>
          ) : null
        }
      />
      {debtorId ? (
        <Alert>
          {debtor
            ? t("ledger.filteredByDebtor", { debtor: `${debtor.name} (${debtor.customerNumber})` })
            : t("app.loading")}{" "}
          <Link
            to={config.path as never}
            params={{ debtorId: undefined } as never}
            className="font-medium underline underline-offset-4"
          >
            {t("ledger.showAllDebtors")}
          </Link>
        </Alert>
      ) : null}
      <LinkTabs
        label={t(`${k}.tabsLabel`)}
        panelId="voucher-panel"
        tabs={config.tabs.map((id) => ({
          id,
          label: id === "open" ? t("ledger.correctionTabs.open") : t(`ledger.tabs.${id}`),
          selected: id === tab,
          to: ".",
          search: { ...search, page: undefined, tab: id === "unmatched" ? undefined : id },
        }))}
      />
      <div id="voucher-panel" role="tabpanel" aria-labelledby={`tab-${tab}`} className="grid grid-cols-1 gap-3">
        {list ? (
          <p className="text-sm text-neutral-800" data-testid="voucher-totals">
            {/* B7: deleted vouchers are neither open nor unapplied: their tab counts them only */}
            {tab === "deleted"
              ? t("ledger.deletedTotals", { count: list.total })
              : t("ledger.listTotals", { count: list.total, amount: formatMoney(list.totalAmountOre ?? 0) })}
          </p>
        ) : null}
        <DataTable
          caption={`${t(`${k}.heading`)}: ${tab === "open" ? t("ledger.correctionTabs.open") : t(`ledger.tabs.${tab}`)}`}
          columns={columns}
          rows={list?.data}
          total={list?.total}
          rowKey={(v) => v.voucherId}
          loading={debtorId ? ledger.isPending : all.isPending}
          search={search}
          onSearchChange={(next) => navigate(next)}
          empty={tab === "open" ? t("ledger.correctionEmpty.open") : t(`ledger.empty.${tab}`)}
        />
      </div>
      {creating ? (
        <VoucherFormDialog config={config} open={creating} onOpenChange={setCreating} debtor={picked} />
      ) : null}
      <ApplyDialog resource={config.resource} voucher={applying} onOpenChange={(o) => !o && setApplying(null)} />
      {config.canSplit ? <SplitDialog payment={splitting} onOpenChange={(o) => !o && setSplitting(null)} /> : null}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(o) => !o && setDeleting(null)}
        title={t(`${k}.deleteHeading`)}
        description={deleting ? t("ledger.deleteText", { voucher: describe(deleting) }) : undefined}
        confirmLabel={t("common.delete")}
        pending={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting)}
      />
    </div>
  );
}
