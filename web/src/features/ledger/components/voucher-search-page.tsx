import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { Link, useNavigate } from "@tanstack/react-router";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { VOUCHER_TYPES } from "@innfri/core/ledger/voucher-rules";
import { DataTable, type Column } from "@/components/data-table/data-table";
import { Button } from "@/components/ui/button";
import { FormError, TextField } from "@/components/ui/text-field";
import { formatDate, formatMoney } from "@/lib/format";
import { usePageTitle } from "@/lib/use-page-title";
import { debtorLedgerQuery } from "../api/debtors";
import type { VoucherView as Voucher } from "@innfri/core/ledger/ledger-views.schema";
import { voucherSearchQuery } from "../api/vouchers";
import { useLedgerAccess } from "../hooks/use-ledger-access";
import { debtorLabel, statusName, statusOfVoucher, voucherTypeName } from "../labels";
import { VOUCHER_SEARCH_TABS, type VoucherSearch, type VoucherSearchTab } from "../search";
import { DebtorPicker, type PickedDebtor } from "./debtor-picker";
import { LinkTabs, PageHeader } from "@/components/layout/page-parts";

export const TYPE_OF_TAB: Record<VoucherSearchTab, number> = {
  invoices: VOUCHER_TYPES.invoice,
  payments: VOUCHER_TYPES.payment,
  "credit-notes": VOUCHER_TYPES.creditNote,
  corrections: VOUCHER_TYPES.correction,
};

/** /customer/voucher-search/{routeTab}/{paramId}: vouchers of a kind by number, KID or debtor (paramId). */
export function VoucherSearchPage({
  routeTab,
  debtorId,
  search,
}: {
  routeTab: VoucherSearchTab;
  debtorId?: string;
  search: VoucherSearch;
}) {
  const { t } = useTranslation();
  usePageTitle("ledger.titles.voucherSearch");
  const navigate = useNavigate();
  const { customerId } = useLedgerAccess();
  const [number, setNumber] = useState(search.number ?? "");
  const [kid, setKid] = useState(search.kid ?? "");
  useEffect(() => {
    setNumber(search.number ?? "");
    setKid(search.kid ?? "");
  }, [search.number, search.kid]);
  const debtor = useQuery({ ...debtorLedgerQuery(customerId, debtorId ?? ""), enabled: !!customerId && !!debtorId });
  const d = debtor.data?.debtor;
  // undefined: not changed here, so the route's debtor (paramId) is the filter
  const [picked, setPicked] = useState<PickedDebtor | null | undefined>(undefined);
  const routeDebtor = d && debtorId ? { debtorId, name: d.name, customerNumber: d.customerNumber } : null;
  const currentDebtor = picked !== undefined ? picked : routeDebtor;
  // the API needs a number, a KID or a debtor
  const searching = !!(search.number || search.kid || debtorId);
  const [missing, setMissing] = useState(false);
  const list = useQuery({
    ...voucherSearchQuery(customerId, { ...search, debtorId, type: TYPE_OF_TAB[routeTab] }),
    enabled: !!customerId && searching,
    placeholderData: keepPreviousData,
  });
  const go = (tab: VoucherSearchTab, paramId: string | undefined, next: VoucherSearch) =>
    navigate({
      to: "/customer/voucher-search/{-$routeTab}/{-$paramId}",
      params: { routeTab: tab, paramId },
      search: next,
      replace: true,
    });

  const columns: Column<Voucher>[] = [
    { id: "type", header: t("ledger.fields.type"), cell: (v) => voucherTypeName(t, v.type) },
    { id: "number", header: t("ledger.fields.number"), cell: (v) => v.number ?? v.invoiceNumber ?? "–" },
    { id: "kid", header: t("ledger.fields.kid"), cell: (v) => v.kid ?? "–" },
    { id: "voucherDate", header: t("ledger.fields.voucherDate"), cell: (v) => formatDate(v.voucherDate) },
    {
      id: "debtor",
      header: t("ledger.fields.debtor"),
      cell: (v) =>
        v.debtorId && v.debtorId !== "unknown" ? (
          <Link
            to="/customer/customer-search/{-$debtorId}"
            params={{ debtorId: v.debtorId }}
            className="font-medium text-brand-800 underline underline-offset-4"
          >
            {debtorLabel(v, t("ledger.unknownDebtor"))}
          </Link>
        ) : (
          t("ledger.unknownDebtor")
        ),
    },
    {
      id: "amount",
      header: t("ledger.fields.amount"),
      className: "text-right whitespace-nowrap",
      cell: (v) => formatMoney(v.amountOre),
    },
    {
      id: "balance",
      header: t("ledger.fields.balance"),
      className: "text-right whitespace-nowrap",
      cell: (v) => formatMoney(v.balanceOre),
    },
    { id: "status", header: t("ledger.fields.status"), cell: (v) => statusName(t, statusOfVoucher(v)) },
  ];
  return (
    <div className="mx-auto grid max-w-6xl grid-cols-1 gap-6">
      <PageHeader title={t("ledger.titles.voucherSearch")} intro={t("ledger.voucherSearch.intro")} />
      <LinkTabs
        label={t("ledger.voucherSearch.tabsLabel")}
        panelId="voucher-search-panel"
        tabs={VOUCHER_SEARCH_TABS.map((tab) => ({
          id: tab,
          label: t(`ledger.voucherSearch.tabs.${tab}`),
          selected: tab === routeTab,
          to: "/customer/voucher-search/{-$routeTab}/{-$paramId}",
          params: { routeTab: tab, paramId: debtorId },
          // B8: another kind starts with its own filters (a number or KID of one kind means nothing in another)
          search: {},
        }))}
      />
      <div
        id="voucher-search-panel"
        role="tabpanel"
        aria-labelledby={`tab-${routeTab}`}
        className="grid grid-cols-1 gap-4"
      >
        <FormError message={missing ? "validation.searchParameter" : undefined} />
        <form
          role="search"
          aria-label={t("ledger.voucherSearch.formLabel")}
          className="grid items-end gap-3 sm:grid-cols-[1fr_1fr_2fr_auto]"
          onSubmit={(e) => {
            e.preventDefault();
            const next = { number: number.trim() || undefined, kid: kid.trim() || undefined };
            setMissing(!next.number && !next.kid && !currentDebtor);
            if (next.number || next.kid || currentDebtor) void go(routeTab, currentDebtor?.debtorId, next);
          }}
        >
          <TextField
            id="number"
            name="number"
            label={t("ledger.fields.number")}
            value={number}
            onChange={(e) => setNumber(e.target.value)}
          />
          <TextField
            id="kid"
            name="kid"
            inputMode="numeric"
            label={t("ledger.fields.kid")}
            value={kid}
            onChange={(e) => setKid(e.target.value)}
          />
          <DebtorPicker
            key={routeDebtor ? routeDebtor.debtorId : "none"}
            id="voucherSearchDebtor"
            label={t("ledger.fields.debtor")}
            value={currentDebtor}
            onChange={setPicked}
          />
          <Button type="submit">{t("table.search")}</Button>
        </form>
        {searching ? (
          <DataTable
            caption={`${t("ledger.titles.voucherSearch")}: ${t(`ledger.voucherSearch.tabs.${routeTab}`)}`}
            columns={columns}
            rows={list.data?.data}
            total={list.data?.total}
            rowKey={(v) => v.voucherId}
            loading={list.isPending}
            search={search}
            onSearchChange={(next) => void go(routeTab, debtorId, { ...next, number: search.number, kid: search.kid })}
            empty={t("ledger.voucherSearch.none")}
          />
        ) : (
          <p className="text-sm text-neutral-700">{t("ledger.voucherSearch.prompt")}</p>
        )}
      </div>
    </div>
  );
}
