import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { CompanyRegisterNotice } from "@/components/company-register-notice";
import { companyRecordQuery } from "@/lib/company-register";
import type { DebtorView, VoucherView } from "@innfri/core/ledger/ledger-views.schema";
import { parseAmount } from "@innfri/core/util/money";
import { SimpleTable } from "@/components/simple-table";
import { DateField } from "@/components/ui/date-field";
import { formatDate, formatMoney } from "@/lib/format";
import type { TypedClaimDraft } from "../../wizard-rules";

/**
 * Step 3: what the case will collect, its total, and the held and notification dates only where the procedure asks
 * them (rent) or the API refused them: on any other case they are jargon the user cannot fill in (C14).
 */
export function StartStep({
  debtor,
  picked,
  typed,
  total,
  dates,
  onDates,
  askDates,
  errors,
}: {
  debtor: DebtorView;
  picked: VoucherView[];
  typed: TypedClaimDraft[];
  total: number;
  dates: { heldDate: string; notificationDate: string };
  onDates: (dates: { heldDate: string; notificationDate: string }) => void;
  /** Rent claims: their procedure asks the held and notification dates (the API says so per field too). */
  askDates: boolean;
  errors: Record<string, string>;
}) {
  const { t } = useTranslation();
  // issue 21: a company debtor's standing in Enhetsregisteret, before the case starts (nothing when it cannot be read)
  const company = useQuery({
    ...companyRecordQuery(debtor.orgNumber ?? ""),
    enabled: debtor.type !== "person" && !!debtor.orgNumber,
  });
  const rows = [
    ...picked.map((v) => ({ key: v.voucherId, number: v.number ?? "", due: v.dueDate, ore: v.balanceOre })),
    ...typed.map((c) => ({ key: c.key, number: c.number, due: c.dueDate, ore: parseAmount(c.amount) ?? 0 })),
  ];
  return (
    <section aria-labelledby="start-step-heading" className="grid gap-4">
      <h2 id="start-step-heading" className="text-lg font-semibold">
        {t("cases.wizard.startHeading")}
      </h2>
      <p className="text-sm">
        {t("cases.fields.debtor")}: <strong>{debtor.name}</strong> ({debtor.customerNumber})
      </p>
      {company.data?.warnings.length ? (
        <CompanyRegisterNotice company={company.data} heading={t("cases.wizard.registerWarning")} />
      ) : null}
      <SimpleTable
        caption={t("cases.wizard.summary")}
        columns={[
          { header: t("cases.fields.number"), cell: (r) => r.number },
          { header: t("cases.fields.dueDate"), cell: (r) => formatDate(r.due) },
          {
            key: "amount",
            header: t("cases.fields.amount"),
            cell: (r) => formatMoney(r.ore),
            align: "right",
            className: "whitespace-nowrap",
          },
        ]}
        rows={rows}
        rowKey={(r) => r.key}
        total={{
          label: t("cases.wizard.total"),
          values: { amount: <span data-testid="case-total">{formatMoney(total)}</span> },
        }}
      />
      {askDates || errors.heldDate || errors.notificationDate ? (
        <div className="grid gap-3 sm:grid-cols-2">
          <DateField
            name="heldDate"
            label={t("cases.fields.heldDate")}
            required={askDates}
            description={t("cases.wizard.heldDateHelp")}
            value={dates.heldDate}
            onChange={(heldDate) => onDates({ ...dates, heldDate })}
            error={errors.heldDate}
          />
          <DateField
            name="notificationDate"
            label={t("cases.fields.notificationDate")}
            required={askDates}
            description={t("cases.wizard.notificationDateHelp")}
            value={dates.notificationDate}
            onChange={(notificationDate) => onDates({ ...dates, notificationDate })}
            error={errors.notificationDate}
          />
        </div>
      ) : null}
    </section>
  );
}
