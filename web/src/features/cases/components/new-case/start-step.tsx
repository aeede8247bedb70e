import { useTranslation } from "react-i18next";
import type { DebtorView, VoucherView } from "@innfri/core/ledger/ledger-views.schema";
import { parseAmount } from "@innfri/core/util/money";
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
      <div className="overflow-x-auto rounded-lg border border-neutral-200 bg-white">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{t("cases.wizard.summary")}</caption>
          <thead className="border-b border-neutral-200 bg-neutral-50">
            <tr>
              <th scope="col" className="px-3 py-2 font-semibold">
                {t("cases.fields.number")}
              </th>
              <th scope="col" className="px-3 py-2 font-semibold">
                {t("cases.fields.dueDate")}
              </th>
              <th scope="col" className="px-3 py-2 text-right font-semibold">
                {t("cases.fields.amount")}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.key} className="border-b border-neutral-100">
                <td className="px-3 py-2">{r.number}</td>
                <td className="px-3 py-2">{formatDate(r.due)}</td>
                <td className="px-3 py-2 text-right whitespace-nowrap">{formatMoney(r.ore)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={2} className="px-3 py-2 font-semibold">
                {t("cases.wizard.total")}
              </th>
              <td className="px-3 py-2 text-right font-semibold whitespace-nowrap" data-testid="case-total">
                {formatMoney(total)}
              </td>
            </tr>
          </tfoot>
        </table>
      </div>
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
