import { useTranslation } from "react-i18next";
import type { InstalmentState } from "@innfri/core/cases/operations/plan-rules";
import { formatDate, formatMoney } from "@/lib/format";
import { cn } from "@/lib/utils";

export interface InstalmentRow {
  number: number;
  dueDate: string;
  amountOre: number;
  state?: InstalmentState;
}

const STATE_CLASS: Record<InstalmentState, string> = {
  paid: "bg-green-50 text-green-900 border-green-300",
  due: "bg-amber-50 text-amber-900 border-amber-300",
  missed: "bg-red-50 text-red-900 border-red-300",
  upcoming: "bg-neutral-50 text-neutral-800 border-neutral-300",
};

/**
 * A plan's instalments: number, due date (DD.MM.YYYY), amount, and (on the case page) each one's state, with the
 * agreed amount they add up to. The same table previews a plan before it is saved.
 */
export function PlanInstalmentsTable({ rows, caption }: { rows: readonly InstalmentRow[]; caption: string }) {
  const { t } = useTranslation();
  const withState = rows.some((r) => r.state);
  const total = rows.reduce((s, r) => s + r.amountOre, 0);
  return (
    <div className="max-h-96 overflow-auto rounded-lg border border-neutral-200 bg-white">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="sticky top-0 bg-neutral-50">
          <tr>
            <th scope="col" className="px-3 py-2">{t("cases.plans.number")}</th>
            <th scope="col" className="px-3 py-2">{t("cases.plans.dueDate")}</th>
            <th scope="col" className="px-3 py-2 text-right">{t("cases.plans.amount")}</th>
            {withState ? <th scope="col" className="px-3 py-2">{t("cases.plans.state")}</th> : null}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.number} className="border-t border-neutral-200" data-testid={`instalment-${r.number}`}>
              <td className="px-3 py-1.5 tabular-nums">{r.number}</td>
              <td className="px-3 py-1.5 whitespace-nowrap">{formatDate(r.dueDate)}</td>
              <td className="px-3 py-1.5 text-right whitespace-nowrap tabular-nums">{formatMoney(r.amountOre)}</td>
              {withState && r.state ? (
                <td className="px-3 py-1.5">
                  <span className={cn("rounded border px-1.5 py-0.5 text-xs font-medium", STATE_CLASS[r.state])}>
                    {t(`cases.plans.states.${r.state}`)}
                  </span>
                </td>
              ) : null}
            </tr>
          ))}
          <tr className="border-t-2 border-neutral-800 font-semibold">
            <td className="px-3 py-1.5" colSpan={2}>{t("cases.plans.total")}</td>
            <td className="px-3 py-1.5 text-right whitespace-nowrap tabular-nums">{formatMoney(total)}</td>
            {withState ? <td /> : null}
          </tr>
        </tbody>
      </table>
    </div>
  );
}
