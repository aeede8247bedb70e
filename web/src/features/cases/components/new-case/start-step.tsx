import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { CompanyRegisterNotice } from "@/components/company-register-notice";
import { companyRecordQuery } from "@/lib/company-register";
import type { ReminderProcessView } from "@innfri/core/accounting/reminder-process.schema";
import type { DebtorView, VoucherView } from "@innfri/core/ledger/ledger-views.schema";
import { parseAmount } from "@innfri/core/util/money";
import { SimpleTable } from "@/components/simple-table";
import { DateField } from "@/components/ui/date-field";
import { SelectField } from "@/components/ui/select-field";
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
  processes,
  processId,
  onProcess,
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
  /** The customer's reminder processes: a choice when there are two or more (one or none: the default applies). */
  processes: ReminderProcessView[];
  /** The chosen process (empty: the default). */
  processId: string;
  onProcess: (id: string) => void;
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
      {processes.length > 1 ? (
        <div className="grid max-w-md gap-1">
          <SelectField
            name="reminderProcessId"
            label={t("cases.wizard.reminderProcess")}
            value={processId || (processes.find((p) => p.isDefault)?.id ?? processes[0]!.id)}
            onChange={(e) => onProcess(e.target.value)}
            options={processes.map((p) => ({
              value: p.id,
              label: p.isDefault ? `${p.name} (${t("cases.wizard.defaultProcess")})` : p.name,
            }))}
            aria-describedby={`reminderProcessId-help${errors.reminderProcessId ? " reminderProcessId-error" : ""}`}
            error={errors.reminderProcessId}
          />
          <p id="reminderProcessId-help" className="text-sm text-neutral-700">
            {t("cases.wizard.reminderProcessHelp")}
          </p>
        </div>
      ) : null}
    </section>
  );
}
