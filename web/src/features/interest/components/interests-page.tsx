import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { InterestRateResource, type InterestRateView } from "@innfri/core/ledger/interest/interest-rate.schema";
import type { Column } from "@/components/data-table/data-table";
import type { ListSearch } from "@/components/data-table/list-search";
import type { ResourceFormProps } from "@/components/resource/resource-form-dialog";
import type { ResourceTexts } from "@/components/resource/resource-texts";
import { Alert } from "@/components/ui/alert";
import { ResourceListPage } from "@/components/resource/resource-list-page";
import { formatDate, formatDateTime, formatMoney } from "@/lib/format";
import { useAllInterestRates } from "../api";
import { amountInput, formatPercent, halfYearLabel, missingHalfYears, percentInput, todayInOslo } from "../format";

type InterestRate = InterestRateView;

/**
 * /admin/interests (admin and superadmin): the late-payment interest rate and § 3a compensation per half-year,
 * newest first, on the shared resource page (form in a dialog, validated with the API's schema), with a warning
 * for half-years left without a rate.
 */
export function InterestsPage({ search }: { search: ListSearch }) {
  const { t } = useTranslation();
  const all = useAllInterestRates();
  const gaps = missingHalfYears(all.data?.data.map((r) => r.from) ?? []);
  return (
    <ResourceListPage
      titleKey="interest.title"
      descriptor={InterestRateResource}
      search={search}
      columns={columns(t)}
      texts={texts(t)}
      notice={
        gaps.length > 0 ? (
          <Alert variant="error" role="status">
            <p className="font-medium">{t("interest.gapsHeading")}</p>
            <p>{t("interest.gapsText", { list: gaps.map((g) => halfYearLabel(t, g)).join(", ") })}</p>
          </Alert>
        ) : null
      }
      form={INTEREST_FORM}
    />
  );
}

/** The form's changes to the fields read from the schema: a date, decimal keyboards, the stored figures as typed. */
export const INTEREST_FORM: Pick<ResourceFormProps<typeof InterestRateResource>, "overrides" | "toForm"> = {
  overrides: { from: { kind: "date" }, ratePercent: { inputMode: "decimal" }, compensation: { inputMode: "decimal" } },
  toForm: (r) => ({
    ratePercent: percentInput(r.ratePercent),
    compensation: amountInput(r.compensationOre),
    source: r.source ?? "",
  }),
};

/** The page's texts (interest.*). */
export function texts(t: TFunction): ResourceTexts<InterestRate> {
  const label = (r: InterestRate) => halfYearLabel(t, r.from);
  const helpKey: Record<string, string> = {
    from: "fromHelp",
    ratePercent: "rateHelp",
    compensation: "compensationHelp",
    source: "sourceHelp",
  };
  return {
    title: t("interest.title"),
    intro: t("interest.intro"),
    newItem: t("interest.newRate"),
    search: t("interest.search"),
    empty: t("interest.empty"),
    edit: t("interest.edit"),
    delete: t("interest.delete"),
    editFor: (r) => t("interest.editFor", { halfYear: label(r) }),
    deleteFor: (r) => t("interest.deleteFor", { halfYear: label(r) }),
    createHeading: t("interest.form.createHeading"),
    editHeading: (r) => t("interest.form.editHeading", { halfYear: label(r) }),
    formDescription: t("interest.form.description"),
    save: t("interest.form.save"),
    label: (f) => t(`interest.form.${f}` as never),
    help: (f) => (helpKey[f] ? t(`interest.form.${helpKey[f]}` as never) : undefined),
    deleteHeading: (r) => t("interest.deleteHeading", { halfYear: label(r) }),
    // A half-year that has begun may already have interest calculated with this rate.
    deleteText: (r) => (r.from <= todayInOslo() ? t("interest.deleteWarningPast") : t("interest.deleteText")),
    saved: t("interest.saved"),
    deleted: t("interest.deleted"),
  };
}

function columns(t: TFunction): Column<InterestRate>[] {
  return [
    {
      id: "from",
      header: t("interest.halfYear"),
      sortKey: "from",
      cell: (r) => <span className="font-medium whitespace-nowrap">{halfYearLabel(t, r.from)}</span>,
    },
    {
      id: "period",
      header: t("interest.period"),
      cell: (r) => (
        <span className="whitespace-nowrap">
          {t("interest.periodRange", { from: formatDate(r.from), to: formatDate(r.to) })}
        </span>
      ),
    },
    {
      id: "rate",
      header: t("interest.rate"),
      className: "text-right",
      cell: (r) => <span className="whitespace-nowrap tabular-nums">{formatPercent(r.ratePercent)}</span>,
    },
    {
      id: "compensation",
      header: t("interest.compensation"),
      className: "text-right",
      cell: (r) =>
        r.compensationOre === null ? (
          t("interest.none")
        ) : (
          <span className="whitespace-nowrap tabular-nums">{formatMoney(r.compensationOre)}</span>
        ),
    },
    { id: "source", header: t("interest.source"), cell: (r) => r.source ?? t("interest.none") },
    {
      id: "updated",
      header: t("interest.updated"),
      cell: (r) => <span className="whitespace-nowrap">{formatDateTime(r.updatedAt)}</span>,
    },
  ];
}
