import { addDays, addMonths, daysBetween } from "../law/dates";
import type { DueDateAlert, LedgerNotification, ReminderFrequency } from "./notifications.schema";

/**
 * On which days each notification goes out (docs/notifications.md "When"). Pure; dates are Oslo calendar days
 * `YYYY-MM-DD`. A notification goes out on the first day of its period only: the reminder daily, on Mondays, every
 * other Monday, on the 1st of the month, of each quarter or of each half-year; the ledger report on Mondays, the 1st
 * of the month or of each quarter. The day is the period's key: the same day run twice sends nothing twice.
 */

/** 0 = Monday … 6 = Sunday. */
export const weekdayOf = (day: string) => (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;

/** A Monday the every-other-week reminder counts from (05.01.1970), so its Mondays are 14 days apart, year after year. */
const EVEN_MONDAY = "1970-01-05";

const month = (day: string) => Number(day.slice(5, 7));
const firstOfMonthIn = (day: string, months: readonly number[]) => day.endsWith("-01") && months.includes(month(day));
const ALL_MONTHS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const;
const QUARTERS = [1, 4, 7, 10] as const;

/** Is `day` a day the reminder goes out? */
export function isReminderDay(frequency: ReminderFrequency, day: string): boolean {
  switch (frequency) {
    case "day":
      return true;
    case "week":
      return weekdayOf(day) === 0;
    case "2weeks":
      return weekdayOf(day) === 0 && (daysBetween(EVEN_MONDAY, day) / 7) % 2 === 0;
    case "month":
      return firstOfMonthIn(day, ALL_MONTHS);
    case "3months":
      return firstOfMonthIn(day, QUARTERS);
    case "6months":
      return firstOfMonthIn(day, [1, 7]);
    case "never":
      return false;
  }
}

/** Is `day` a day the ledger report goes out? */
export function isLedgerReportDay(frequency: LedgerNotification, day: string): boolean {
  switch (frequency) {
    case "weekly-monday":
      return weekdayOf(day) === 0;
    case "monthly":
      return firstOfMonthIn(day, ALL_MONTHS);
    case "quarterly":
      return firstOfMonthIn(day, QUARTERS);
    case "never":
      return false;
  }
}

/** The first day of the period a report sent on `day` covers (the previous week, month or quarter). */
export function reportPeriodStart(frequency: Exclude<LedgerNotification, "never">, day: string): string {
  if (frequency === "weekly-monday") return addDays(day, -7);
  return addMonths(day, frequency === "monthly" ? -1 : -3);
}

const ALERT_OFFSET: Record<DueDateAlert, { days?: number; months?: number }> = {
  "3days": { days: 3 },
  "1week": { days: 7 },
  "2weeks": { days: 14 },
  "1month": { months: 1 },
  "2months": { months: 2 },
};

/** The day an item due on `dueDate` is announced: the alert's time before it (a month before 31.03 is 28.02 or 29.02). */
export function alertDayOf(alert: DueDateAlert, dueDate: string): string {
  const o = ALERT_OFFSET[alert];
  return o.days ? addDays(dueDate, -o.days) : addMonths(dueDate, -o.months!);
}

/**
 * The due dates announced on `day`: those whose alert day (`alertDayOf`) is `day`, as one range, or null when none
 * (a month before 29.–31.03 is the last of February, so that day announces them all, and 29.01 announces nothing in a
 * year whose February has 28 days). Every due date is announced on exactly one day.
 */
export function dueDatesAnnouncedOn(alert: DueDateAlert, day: string): { from: string; to: string } | null {
  const o = ALERT_OFFSET[alert];
  if (o.days) {
    const d = addDays(day, o.days);
    return { from: d, to: d };
  }
  const first = addMonths(day, o.months!);
  const lastOfMonth = addDays(addMonths(`${first.slice(0, 8)}01`, 1), -1);
  const hits: string[] = [];
  for (let d = first; d <= lastOfMonth; d = addDays(d, 1)) if (alertDayOf(alert, d) === day) hits.push(d);
  return hits.length ? { from: hits[0]!, to: hits.at(-1)! } : null;
}
