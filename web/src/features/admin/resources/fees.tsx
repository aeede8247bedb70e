import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { FeeRowResource, type FeeRowView } from "@innfri/core/law/fee-row.schema";
import { feeFromFraction, type Fraction } from "@innfri/core/law/figures";
import type { ListSearch } from "@/components/data-table/list-search";
import type { ResourceFormProps } from "@/components/resource/resource-form-dialog";
import { ResourceListPage } from "@/components/resource/resource-list-page";
import { formatDate, formatMoney } from "@/lib/format";

/** Øre as the form shows an amount ("750,00"); nothing when not set. */
const amountInput = (ore: number | null) => (ore === null ? "" : (ore / 100).toFixed(2).replace(".", ","));

/** The fee a row gives (sats × fraction, rounded as the row says), or null when a figure is not set. */
export function rowFee(row: FeeRowView, fraction: string | null): number | null {
  if (row.inkassosatsOre === null || fraction === null) return null;
  return feeFromFraction(row.inkassosatsOre, fraction as Fraction, row.rounding === "whole-kroner");
}

/** The form's changes to the fields read from the schema: dates, decimal keyboards, amounts in NOK as typed. */
export const FEE_FORM: Pick<ResourceFormProps<typeof FeeRowResource>, "overrides" | "toForm"> = {
  overrides: {
    validFrom: { kind: "date" },
    claimsDueFrom: { kind: "date" },
    inkassosats: { inputMode: "decimal" },
    rettsgebyr: { inputMode: "decimal" },
  },
  toForm: (r) => ({
    inkassosats: amountInput(r.inkassosatsOre),
    rettsgebyr: amountInput(r.rettsgebyrOre),
    smallFeeFraction: r.smallFeeFraction ?? "",
    paymentDemandFraction: r.paymentDemandFraction ?? "",
    claimsDueFrom: r.claimsDueFrom ?? "",
    source: r.source ?? "",
  }),
};

/**
 * /admin/fees (admin and superadmin): the dated rows of collection-law figures, newest first. A row with the new
 * inkassolov's regime switches the law on from its date; an empty figure is "not set", and a letter that needs it
 * is refused until it is entered (docs/collection-law.md).
 */
export function FeesPage({ search }: { search: ListSearch }) {
  const { t } = useTranslation();
  return (
    <ResourceListPage
      descriptor={FeeRowResource}
      search={search}
      itemLabel={(r: FeeRowView) => formatDate(r.validFrom)}
      form={FEE_FORM}
      columns={columns(t)}
    />
  );
}

function columns(t: TFunction) {
  const k = (key: string) => t(`resources.fees.${key}` as never);
  const money = (ore: number | null) =>
    ore === null ? k("notSet") : <span className="whitespace-nowrap tabular-nums">{formatMoney(ore)}</span>;
  const fee = (r: FeeRowView, fraction: string | null) =>
    fraction === null
      ? k("notSet")
      : `${fraction} = ${rowFee(r, fraction) === null ? k("notSet") : formatMoney(rowFee(r, fraction)!)}`;
  return [
    {
      id: "validFrom",
      header: k("fields.validFrom"),
      sortKey: "validFrom",
      cell: (r: FeeRowView) => <span className="font-medium whitespace-nowrap">{formatDate(r.validFrom)}</span>,
    },
    { id: "regime", header: k("fields.regime"), cell: (r: FeeRowView) => k(`options.regime.${r.regime}`) },
    { id: "inkassosats", header: k("fields.inkassosats"), cell: (r: FeeRowView) => money(r.inkassosatsOre) },
    { id: "smallFee", header: k("smallFee"), cell: (r: FeeRowView) => fee(r, r.smallFeeFraction) },
    { id: "paymentDemandFee", header: k("paymentDemandFee"), cell: (r: FeeRowView) => fee(r, r.paymentDemandFraction) },
    { id: "rounding", header: k("fields.rounding"), cell: (r: FeeRowView) => k(`options.rounding.${r.rounding}`) },
    { id: "rettsgebyr", header: k("fields.rettsgebyr"), cell: (r: FeeRowView) => money(r.rettsgebyrOre) },
    {
      id: "claimsDueFrom",
      header: k("fields.claimsDueFrom"),
      cell: (r: FeeRowView) => (r.claimsDueFrom ? formatDate(r.claimsDueFrom) : k("allClaims")),
    },
    { id: "source", header: k("fields.source"), cell: (r: FeeRowView) => r.source ?? "–" },
  ];
}
