import { useTranslation } from "react-i18next";
import { formatPercent } from "@/lib/format";
import { formatDate, formatMoney } from "@/lib/format";
import type { InterestLine } from "../api/interest-notes";

/** The rows of the table: one per claim per rate period, in the order of the lines. */
export function periodRows(lines: readonly InterestLine[]) {
  return lines.flatMap((line) => line.periods.map((period, n) => ({ line, period, key: `${line.voucherId}:${n}` })));
}

/**
 * The lines of an interest proposal or note: one row per claim per rate period (research 1.5: "one line per rate
 * period"; INKL § 10 d wants the rate and the date interest runs from), with the interest total. The total is the
 * sum of the rows as shown: the engine rounds each period, so the rows add up to what the note charges.
 */
export function InterestLinesTable({ lines, caption }: { lines: readonly InterestLine[]; caption: string }) {
  const { t } = useTranslation();
  const rows = periodRows(lines);
  const total = rows.reduce((s, r) => s + r.period.interestOre, 0);
  return (
    <div className="overflow-x-auto rounded-lg border border-neutral-200 bg-white">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-neutral-200 bg-neutral-50">
          <tr>
            <th scope="col" className="px-3 py-2 font-semibold">
              {t("interest.notes.claim")}
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              {t("interest.notes.period")}
            </th>
            <th scope="col" className="px-3 py-2 text-right font-semibold">
              {t("interest.notes.days")}
            </th>
            <th scope="col" className="px-3 py-2 text-right font-semibold">
              {t("interest.notes.rate")}
            </th>
            <th scope="col" className="px-3 py-2 text-right font-semibold">
              {t("interest.notes.base")}
            </th>
            <th scope="col" className="px-3 py-2 text-right font-semibold">
              {t("interest.notes.interest")}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map(({ line, period, key }) => (
            <tr key={key} className="border-t border-neutral-100">
              <th scope="row" className="px-3 py-2 font-normal">
                {line.number ?? t("interest.notes.noNumber")}
              </th>
              <td className="px-3 py-2 whitespace-nowrap">
                {t("interest.notes.periodRange", { from: formatDate(period.from), to: formatDate(period.to) })}
              </td>
              <td className="px-3 py-2 text-right">{period.days}</td>
              <td className="px-3 py-2 text-right whitespace-nowrap">{formatPercent(period.ratePercent)}</td>
              <td className="px-3 py-2 text-right whitespace-nowrap">{formatMoney(period.baseOre)}</td>
              <td className="px-3 py-2 text-right whitespace-nowrap">{formatMoney(period.interestOre)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot className="border-t border-neutral-300 bg-neutral-50 font-semibold">
          <tr>
            <th scope="row" colSpan={2} className="px-3 py-2">
              {t("interest.notes.sum")}
            </th>
            <td colSpan={3} />
            <td className="px-3 py-2 text-right whitespace-nowrap" data-testid="interest-total">
              {formatMoney(total)}
            </td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
