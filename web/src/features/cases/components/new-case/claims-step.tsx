import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { VoucherView } from "@innfri/core/ledger/ledger-views.schema";
import { MAX_CASE_CLAIMS } from "@innfri/core/cases/case.schema";
import { DataTable, type Column } from "@/components/data-table/data-table";
import { applyListLocally, type ListSearch } from "@/components/data-table/list-search";
import { Spinner } from "@/components/ui/spinner";
import { formatDate, formatMoney } from "@/lib/format";
import type { TypedClaimDraft } from "../../wizard-rules";
import { TypedClaims } from "./typed-claims";

/**
 * Step 2: the claims. The debtor's open items (debits with something open) in a checkbox table, and/or claims typed
 * in. `openItems` null: the customer has no ledger, so claims are typed in only.
 */
export function ClaimsStep({
  openItems,
  loading,
  picked,
  onPick,
  typed,
  onTyped,
  errors,
}: {
  openItems: VoucherView[] | null | undefined;
  loading: boolean;
  picked: ReadonlyMap<string, VoucherView>;
  onPick: (picked: Map<string, VoucherView>) => void;
  typed: TypedClaimDraft[];
  onTyped: (typed: TypedClaimDraft[]) => void;
  errors: Record<string, string>;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState<ListSearch>({});
  const items = (openItems ?? []).filter((v) => v.side === "debit" && v.balanceOre > 0);
  const page = applyListLocally(
    items,
    search,
    { due_date: (v) => v.dueDate, amount: (v) => v.balanceOre },
    (v) => `${v.number ?? ""} ${v.kid ?? ""}`,
  );
  const label = (v: VoucherView) =>
    `${t(`ledger.types.${v.type}` as never, { defaultValue: String(v.type) } as never)} ${v.number ?? ""}`.trim();
  const columns: Column<VoucherView>[] = [
    { id: "item", header: t("cases.fields.claim"), cell: label },
    { id: "voucherDate", header: t("cases.fields.invoiceDate"), cell: (v) => formatDate(v.voucherDate) },
    { id: "dueDate", header: t("cases.fields.dueDate"), cell: (v) => formatDate(v.dueDate), sortKey: "due_date" },
    {
      id: "open",
      header: t("cases.fields.openAmount"),
      cell: (v) => formatMoney(v.balanceOre),
      sortKey: "amount",
      className: "text-right whitespace-nowrap",
    },
  ];
  return (
    <section aria-labelledby="claims-step-heading" className="grid gap-6">
      <h2 id="claims-step-heading" className="text-lg font-semibold">
        {t("cases.wizard.claimsHeading")}
      </h2>
      {openItems === null ? (
        <p className="text-sm text-neutral-700">{t("cases.wizard.noLedger")}</p>
      ) : loading && !openItems ? (
        <Spinner label={t("app.loading")} />
      ) : (
        <div className="grid gap-2">
          <h3 className="font-semibold">{t("cases.wizard.openItems")}</h3>
          <DataTable
            caption={t("cases.wizard.openItems")}
            columns={columns}
            rows={page.data}
            total={page.total}
            rowKey={(v) => v.voucherId}
            search={search}
            onSearchChange={setSearch}
            empty={t("cases.wizard.noOpenItems")}
            selection={{
              max: MAX_CASE_CLAIMS - typed.length,
              selected: picked,
              onChange: onPick,
              rowLabel: (v) => t("cases.wizard.pickItem", { item: label(v) }),
            }}
          />
        </div>
      )}
      <TypedClaims typed={typed} onChange={onTyped} errors={errors} />
      {[errors.claims, errors.voucherIds].filter(Boolean).map((message) => (
        <p key={message} role="alert" className="text-sm font-medium text-red-700">
          {message}
        </p>
      ))}
    </section>
  );
}
