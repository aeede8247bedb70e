import { useTranslation } from "react-i18next";
import { SimpleTable } from "@/components/simple-table";
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
    <SimpleTable
      caption={caption}
      columns={[
        {
          header: t("interest.notes.claim"),
          cell: (r) => r.line.number ?? t("interest.notes.noNumber"),
          rowHeader: true,
        },
        {
          header: t("interest.notes.period"),
          cell: (r) =>
            t("interest.notes.periodRange", { from: formatDate(r.period.from), to: formatDate(r.period.to) }),
          className: "whitespace-nowrap",
        },
        { key: "days", header: t("interest.notes.days"), cell: (r) => r.period.days, align: "right" },
        {
          header: t("interest.notes.rate"),
          cell: (r) => formatPercent(r.period.ratePercent),
          align: "right",
          className: "whitespace-nowrap",
        },
        {
          header: t("interest.notes.base"),
          cell: (r) => formatMoney(r.period.baseOre),
          align: "right",
          className: "whitespace-nowrap",
        },
        {
          key: "interest",
          header: t("interest.notes.interest"),
          cell: (r) => formatMoney(r.period.interestOre),
          align: "right",
          className: "whitespace-nowrap",
        },
      ]}
      rows={rows}
      rowKey={(r) => r.key}
      total={{
        label: t("interest.notes.sum"),
        // the label spans the claim and period columns; days, rate and base stay empty
        values: { days: null, interest: <span data-testid="interest-total">{formatMoney(total)}</span> },
      }}
    />
  );
}
