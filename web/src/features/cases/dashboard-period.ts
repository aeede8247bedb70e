// The dashboard's periods (SPEC 2 "cases for a chosen period"): pure, so the dates they give are tested alone.
// Dates are calendar dates `YYYY-MM-DD` in Oslo (osloToday), as the API's counters are per Oslo day.

export const PERIOD_KINDS = ["thisMonth", "lastMonth", "thisYear", "last12Months", "custom"] as const;
export type PeriodKind = (typeof PERIOD_KINDS)[number];

const pad = (n: number) => String(n).padStart(2, "0");
const lastDay = (y: number, m: number) => new Date(Date.UTC(y, m, 0)).getUTCDate();

/** The months `YYYY-MM` back from `month` (0: itself). */
function monthsBack(today: string, back: number): { y: number; m: number } {
  const y = Number(today.slice(0, 4));
  const m = Number(today.slice(5, 7));
  const total = y * 12 + (m - 1) - back;
  return { y: Math.floor(total / 12), m: (total % 12) + 1 };
}

/**
 * from–to of a period ending today (or the custom dates as typed). "Last 12 months" is the current month and the
 * eleven before it, whole months, so the money-per-month chart shows twelve full bars.
 */
export function periodRange(kind: PeriodKind, today: string, custom?: { from: string; to: string }) {
  switch (kind) {
    case "thisMonth":
      return { from: `${today.slice(0, 7)}-01`, to: today };
    case "lastMonth": {
      const { y, m } = monthsBack(today, 1);
      return { from: `${y}-${pad(m)}-01`, to: `${y}-${pad(m)}-${pad(lastDay(y, m))}` };
    }
    case "thisYear":
      return { from: `${today.slice(0, 4)}-01-01`, to: today };
    case "last12Months": {
      const { y, m } = monthsBack(today, 11);
      return { from: `${y}-${pad(m)}-01`, to: today };
    }
    case "custom":
      return { from: custom?.from ?? today, to: custom?.to ?? today };
  }
}
