import { addDays, daysBetween } from "./dates";

/**
 * The holiday periods a payment deadline should not end in (letters-legal-review #15; docs/collection-law.md
 * "Holiday periods"). Not statute: god inkassoskikk (inkassoloven § 8) as practice reads it: debito.no lists as bad
 * practice «å sende purring/ inkassovarsel/ betalingsoppfordring med betalingsfrist som går ut i ferieukene», and
 * Ot.prp. nr. 2 (1997–98), as quoted at jusinfo.no, says god inkassoskikk can require a longer deadline. The periods
 * are the ones Norwegians are away in:
 * - påske: Palm Sunday to Easter Monday (the Easter week, skolenes påskeferie);
 * - fellesferie: ISO weeks 28 to 30, Monday to Sunday (the industry's common three weeks of July);
 * - jul: 24 December to 1 January (romjul included).
 * Pure (the Easter date is computed: the Gregorian computus of Meeus/Jones/Butcher).
 */

export type HolidayPeriodName = "easter" | "summer" | "christmas";

export interface HolidayPeriod {
  name: HolidayPeriodName;
  /** First and last day, inclusive, `YYYY-MM-DD`. */
  from: string;
  to: string;
}

const iso = (y: number, m: number, d: number) =>
  `${y}-${String(m).padStart(2, "0")}-${String(d).padStart(2, "0")}`;

/** Easter Sunday of `year` (Gregorian). */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return iso(year, month, day);
}

/** The Monday of ISO week `week` of `year` (week 1 holds 4 January). */
function isoWeekMonday(year: number, week: number): string {
  const jan4 = iso(year, 1, 4);
  const weekday = ((daysBetween("1970-01-05", jan4) % 7) + 7) % 7; // 0 = Monday (5 January 1970 was one)
  return addDays(jan4, -weekday + (week - 1) * 7);
}

/** The periods of `year` (Christmas is the one that starts in it). */
export function holidayPeriods(year: number): HolidayPeriod[] {
  const easter = easterSunday(year);
  const summer = isoWeekMonday(year, 28);
  return [
    { name: "easter", from: addDays(easter, -7), to: addDays(easter, 1) },
    { name: "summer", from: summer, to: addDays(summer, 20) },
    { name: "christmas", from: iso(year, 12, 24), to: iso(year + 1, 1, 1) },
  ];
}

/** The holiday period `date` lies in, or null (a 1 January is in the Christmas that started the year before). */
export function holidayPeriodOf(date: string): HolidayPeriod | null {
  const year = Number(date.slice(0, 4));
  return (
    [...holidayPeriods(year - 1), ...holidayPeriods(year)].find((p) => date >= p.from && date <= p.to) ?? null
  );
}
