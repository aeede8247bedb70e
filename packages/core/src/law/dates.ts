/**
 * Calendar-date arithmetic of the law (`YYYY-MM-DD`, no time zone: a legal date is a day in Norway). Pure.
 */
const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;
const MS_PER_DAY = 86_400_000;

/** A real calendar date `YYYY-MM-DD` (years 1900-2999). */
export function isLawDate(value: unknown): value is string {
  if (typeof value !== "string") return false;
  const m = DATE_RE.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (y < 1900 || y > 2999) return false;
  const back = new Date(Date.UTC(y, mo - 1, d));
  return back.getUTCMonth() === mo - 1 && back.getUTCDate() === d;
}

const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / MS_PER_DAY;
const fromDayNumber = (day: number) => new Date(day * MS_PER_DAY).toISOString().slice(0, 10);

/** `date` plus `days` calendar days (negative goes back). */
export const addDays = (date: string, days: number) => fromDayNumber(dayNumber(date) + days);

/** Whole days from `from` to `to` (positive when `to` is later). */
export const daysBetween = (from: string, to: string) => dayNumber(to) - dayNumber(from);

/**
 * `date` plus `months` calendar months; a day the month lacks becomes its last day (31.08 + 6 months = 28.02), the
 * usual reading of a period "6 months after" (domstolloven § 149 counts months the same way).
 */
export function addMonths(date: string, months: number): string {
  const [y, m, d] = [Number(date.slice(0, 4)), Number(date.slice(5, 7)), Number(date.slice(8, 10))];
  const index = y * 12 + (m - 1) + months;
  const [ny, nm] = [Math.floor(index / 12), index % 12];
  const last = new Date(Date.UTC(ny, nm + 1, 0)).getUTCDate();
  return `${String(ny).padStart(4, "0")}-${String(nm + 1).padStart(2, "0")}-${String(Math.min(d, last)).padStart(2, "0")}`;
}

/** DD.MM.YYYY, as dates are shown (DESIGN 4). */
export const showDate = (date: string) => `${date.slice(8, 10)}.${date.slice(5, 7)}.${date.slice(0, 4)}`;
