/**
 * The dashboard's ledger figures (SPEC 2 "overview ... with a period selector"), pure so the web imports them:
 * the open items by how long they are overdue, and the periods of payments received. `vouchers.ts`
 * `ledgerSummary` fills them from the counters (`open#<dueDate>`, `paid#<voucherDate>`).
 */

/** Days overdue, as collection agencies report them: not yet due, 1–14, 15–30, 31–60, 61–90, over 90. */
export const OVERDUE_PERIODS = ["notDue", "1to14", "15to30", "31to60", "61to90", "over90"] as const;
export type OverduePeriod = (typeof OVERDUE_PERIODS)[number];

/** The first and last day overdue of each period (null: open-ended; "not due" is 0 days or fewer). */
const BOUNDS: Record<OverduePeriod, [number | null, number | null]> = {
  notDue: [null, 0],
  "1to14": [1, 14],
  "15to30": [15, 30],
  "31to60": [31, 60],
  "61to90": [61, 90],
  over90: [91, null],
};

/** `YYYY-MM-DD` plus `days` (negative goes back). */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Days past due on `today`: an item due yesterday is 1 day overdue; 0 or less is not yet due. */
export function daysOverdue(dueDate: string, today: string): number {
  return Math.round((Date.parse(`${today}T00:00:00Z`) - Date.parse(`${dueDate}T00:00:00Z`)) / 86_400_000);
}

export function overduePeriodOf(dueDate: string, today: string): OverduePeriod {
  const days = daysOverdue(dueDate, today);
  return OVERDUE_PERIODS.find((p) => BOUNDS[p][1] === null || days <= BOUNDS[p][1]!)!;
}

/** The due dates of a period on `today` (the ledger page's `dueFrom`/`dueTo`; either may be open). */
export function overduePeriodRange(period: OverduePeriod, today: string): { dueFrom?: string; dueTo?: string } {
  const [first, last] = BOUNDS[period];
  const out: { dueFrom?: string; dueTo?: string } = {};
  if (last !== null) out.dueFrom = addDays(today, -last);
  if (first !== null) out.dueTo = addDays(today, -first);
  return out;
}

/** The periods of "payments received": this calendar month, the last 30 days (today included), this year. */
export const RECEIVED_PERIODS = ["thisMonth", "last30Days", "thisYear"] as const;
export type ReceivedPeriod = (typeof RECEIVED_PERIODS)[number];

export function receivedPeriodRange(period: ReceivedPeriod, today: string): { from: string; to: string } {
  switch (period) {
    case "thisMonth":
      return { from: `${today.slice(0, 8)}01`, to: today };
    case "last30Days":
      return { from: addDays(today, -29), to: today };
    case "thisYear":
      return { from: `${today.slice(0, 5)}01-01`, to: today };
  }
}

export interface Figure {
  count: number;
  amountOre: number;
}

/**
 * Sums dated counters (`date` → figure) into the overdue periods: every period is present, zero when empty,
 * and the counters whose count fell to zero (paid items) add nothing.
 */
export function overdueFigures(
  byDueDate: Iterable<[string, Figure]>,
  today: string,
): { period: OverduePeriod; count: number; amountOre: number }[] {
  const sums = new Map(OVERDUE_PERIODS.map((p) => [p, { count: 0, amountOre: 0 }]));
  for (const [dueDate, f] of byDueDate) {
    const s = sums.get(overduePeriodOf(dueDate, today))!;
    s.count += f.count;
    s.amountOre += f.amountOre;
  }
  return OVERDUE_PERIODS.map((period) => ({ period, ...sums.get(period)! }));
}

/** Sums dated counters (`date` → figure) into each period of payments received. */
export function receivedFigures(byDate: Iterable<[string, Figure]>, today: string): Record<ReceivedPeriod, Figure> {
  const ranges = RECEIVED_PERIODS.map((p) => [p, receivedPeriodRange(p, today)] as const);
  const out = Object.fromEntries(RECEIVED_PERIODS.map((p) => [p, { count: 0, amountOre: 0 }])) as Record<
    ReceivedPeriod,
    Figure
  >;
  for (const [date, f] of byDate)
    for (const [p, r] of ranges)
      if (date >= r.from && date <= r.to) {
        out[p].count += f.count;
        out[p].amountOre += f.amountOre;
      }
  return out;
}

/** The earliest day any period of payments received reaches back to (the counters read start there). */
export const receivedFrom = (today: string) =>
  RECEIVED_PERIODS.map((p) => receivedPeriodRange(p, today).from).reduce((a, b) => (a < b ? a : b));
