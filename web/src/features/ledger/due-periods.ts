// The ledger's due-period filter (SPEC 2 "filters by due period"): presets by days overdue, or from/to dates.
// Pure, so the route's search validation and the tests use it without pulling the page in.
import { isIsoDate, osloToday } from "@/lib/format";

export { isIsoDate, osloToday };

export const DUE_PERIODS = ["over90", "31to90", "1to30", "notDue", "all"] as const;
export type DuePeriod = (typeof DUE_PERIODS)[number];

/** `YYYY-MM-DD` plus `days` (negative goes back). */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

export interface DueRange {
  dueFrom?: string;
  dueTo?: string;
}

/**
 * The due dates of a preset on `today`: an item due yesterday is 1 day overdue, so "1–30 days" is due from
 * today − 30 to today − 1, "more than 90 days" is due on or before today − 91, and "not yet due" from today.
 */
export function duePeriodRange(period: DuePeriod, today: string): DueRange {
  switch (period) {
    case "over90":
      return { dueTo: addDays(today, -91) };
    case "31to90":
      return { dueFrom: addDays(today, -90), dueTo: addDays(today, -31) };
    case "1to30":
      return { dueFrom: addDays(today, -30), dueTo: addDays(today, -1) };
    case "notDue":
      return { dueFrom: today };
    case "all":
      return {};
  }
}

export interface DueFilter {
  period?: DuePeriod;
  dueFrom?: string;
  dueTo?: string;
}

/** The range the API is asked for: a preset wins; otherwise the dates typed in (either may be left open). */
export function dueRangeOf(filter: DueFilter, today: string): DueRange {
  if (filter.period) return duePeriodRange(filter.period, today);
  const out: DueRange = {};
  if (filter.dueFrom) out.dueFrom = filter.dueFrom;
  if (filter.dueTo) out.dueTo = filter.dueTo;
  return out;
}

/** How many days past due an item is on `today` (0 or less: not yet due). */
export function daysOverdue(dueDate: string, today: string): number {
  return Math.round((Date.parse(`${today}T00:00:00Z`) - Date.parse(`${dueDate}T00:00:00Z`)) / 86_400_000);
}
