import type HolidaysType from "date-holidays";

/**
 * When letters and mails may reach a debtor (issue 10 "contact only at decent hours"; the new inkassolov's contact
 * hours, BAHR on LOV-2026-05-22-19): Monday-Friday 08:00-21:00 and Saturday 09:00-15:00 Europe/Oslo, never on a
 * Sunday or a Norwegian public holiday (date-holidays, country NO, type "public": 1 January, Maundy Thursday, Good
 * Friday, Easter Monday, 1 and 17 May, Ascension, Whit Monday, 25 and 26 December; Christmas Eve is a "bank" day
 * there, not a public holiday, so it is a normal weekday here). The end hour is exclusive: 21:00 sharp is outside.
 * Pure (no I/O; the holiday rules are computed, not fetched). DST: the windows are Oslo wall-clock hours, and the
 * instants are found from Oslo's offset on that day, so 08:00 is 07:00Z in winter and 06:00Z in summer.
 */

interface Window {
  /** Opening and closing hour (closing exclusive), Oslo wall clock. */
  readonly open: number;
  readonly close: number;
}

/** By ISO weekday (1 Monday ... 7 Sunday); Sunday has none. */
const WINDOWS: Readonly<Record<number, Window | undefined>> = {
  1: { open: 8, close: 21 },
  2: { open: 8, close: 21 },
  3: { open: 8, close: 21 },
  4: { open: 8, close: 21 },
  5: { open: 8, close: 21 },
  6: { open: 9, close: 15 },
};

const parts = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Europe/Oslo",
  hourCycle: "h23",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  weekday: "short",
});
const WEEKDAYS: Record<string, number> = { Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6, Sun: 7 };

interface OsloTime {
  date: string;
  weekday: number;
  hour: number;
  minute: number;
  second: number;
}

function osloTime(at: Date): OsloTime {
  const p = Object.fromEntries(parts.formatToParts(at).map((x) => [x.type, x.value]));
  return {
    date: `${p.year}-${p.month}-${p.day}`,
    weekday: WEEKDAYS[p.weekday!]!,
    hour: Number(p.hour),
    minute: Number(p.minute),
    second: Number(p.second),
  };
}

/**
 * date-holidays carries every country's rules and moment-timezone (~1.4 MB): it loads on first use, never at an API
 * function's cold start (stacks.test.ts "cold start"). Call `loadPublicHolidays()` once before the sync functions
 * below; they refuse to guess without it.
 */
let holidays: HolidaysType | undefined;
let loading: Promise<void> | undefined;
export function loadPublicHolidays(): Promise<void> {
  return (loading ??= import("date-holidays").then(({ default: Holidays }) => {
    holidays = new Holidays("NO");
  }));
}
const publicByYear = new Map<number, Set<string>>();

/** Is `date` (`YYYY-MM-DD`) a Norwegian public holiday? (after `loadPublicHolidays()`) */
export function isPublicHoliday(date: string): boolean {
  const year = Number(date.slice(0, 4));
  let set = publicByYear.get(year);
  if (!set) {
    if (!holidays) throw new Error("sending-window: call loadPublicHolidays() before asking for a holiday");
    set = new Set(
      (holidays.getHolidays(year) || []).filter((h) => h.type === "public").map((h) => h.date.slice(0, 10)),
    );
    publicByYear.set(year, set);
  }
  return set.has(date);
}

/**
 * The day a deadline ending on `date` runs to: `date` itself on a working day, else the next working day (not a
 * Saturday, Sunday or public holiday). Domstolloven § 149 first paragraph: "Ender en frist på en lørdag, helgedag
 * eller dag som etter lovgivningen er likestilt med helgedag, forlenges fristen til den nærmest følgende virkedag"
 * (docs/collection-law.md "Deadlines" says why this rule). After `loadPublicHolidays()`.
 */
export function workingDayFrom(date: string): string {
  let day = date;
  // Easter holds at most five days in a row that are not working days (Thursday to Monday): 10 always finds one
  for (let i = 0; i < 10; i++) {
    const weekday = new Date(`${day}T12:00:00Z`).getUTCDay(); // 0 Sunday, 6 Saturday
    if (weekday !== 0 && weekday !== 6 && !isPublicHoliday(day)) return day;
    day = new Date(Date.parse(`${day}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  }
  throw new Error(`No working day within 10 days of ${date}`);
}

/** The window of an Oslo calendar day, or undefined (Sunday, public holiday). */
function windowOf(date: string, weekday: number): Window | undefined {
  return isPublicHoliday(date) ? undefined : WINDOWS[weekday];
}

/** The instant of Oslo wall-clock `hour`:00 on `date` (never in a DST gap: the gap is 02:00-03:00). */
function osloInstant(date: string, hour: number): Date {
  const guess = Date.parse(`${date}T${String(hour).padStart(2, "0")}:00:00Z`);
  // Oslo is UTC+1 or UTC+2: correct the guess by the offset shown at the guessed instant minus one hour.
  for (const offsetHours of [1, 2]) {
    const at = new Date(guess - offsetHours * 3_600_000);
    const t = osloTime(at);
    if (t.date === date && t.hour === hour && t.minute === 0) return at;
  }
  throw new Error(`No Oslo instant for ${date} ${hour}:00`);
}

/** May a letter or mail reach the debtor at `at`? */
export function isWithinSendingWindow(at: Date): boolean {
  const t = osloTime(at);
  const w = windowOf(t.date, t.weekday);
  return !!w && t.hour >= w.open && t.hour < w.close;
}

/** The first instant at or after `at` when letters and mails may go (`at` itself when it is inside a window). */
export function nextSendingTime(at: Date): Date {
  if (isWithinSendingWindow(at)) return at;
  const t = osloTime(at);
  const today = windowOf(t.date, t.weekday);
  if (today && t.hour < today.open) return osloInstant(t.date, today.open);
  // Later days: a week holds at most a few holidays in a row (Easter: Thursday to Monday), 14 days always finds one.
  let date = t.date;
  let weekday = t.weekday;
  for (let i = 0; i < 14; i++) {
    date = new Date(Date.parse(`${date}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    weekday = (weekday % 7) + 1;
    const w = windowOf(date, weekday);
    if (w) return osloInstant(date, w.open);
  }
  throw new Error(`No sending window within 14 days of ${at.toISOString()}`);
}

/** The Oslo calendar day of the next sending time: the day a letter planned at `at` is sent (its fee's day). */
export const nextSendingDay = (at: Date): string => osloTime(nextSendingTime(at)).date;

/**
 * The print batch (letters/print-queue-batch.ts; schedules.ts "print-batch") runs at 14:00 Oslo on working days and
 * hands the day's letters to the print partner, who posts them that day: a posted letter is sent on that day, and
 * inkassoloven §§ 9 and 10 and tvangsfullbyrdelsesloven § 4-18 count its deadline «fra det tidspunkt da varslet ble
 * sendt» (docs/collection-law.md "Posted letters are dated by their posting day").
 */
export const PRINT_BATCH_HOUR = 14;

/** Is `date` a working day (not a Saturday, Sunday or public holiday)? After `loadPublicHolidays()`. */
export const isWorkingDay = (date: string): boolean => workingDayFrom(date) === date;

/**
 * The day a letter rendered at `at` is posted: the first working day whose print batch (14:00 Oslo) comes at or after
 * `at`. After `loadPublicHolidays()`.
 */
export function postingDay(at: Date): string {
  const t = osloTime(at);
  if (t.hour < PRINT_BATCH_HOUR && isWorkingDay(t.date)) return t.date;
  return workingDayFrom(new Date(Date.parse(`${t.date}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10));
}

/**
 * When a letter planned at `now` goes, and the day it is dated: by e-mail only, the next sending time and its day;
 * by post, the posting day (`postingDay` of the next sending time), sent at that day's opening when it is a later day,
 * so the mail of a letter that also goes by post carries the same date as the paper. After `loadPublicHolidays()`.
 */
export function letterSending(now: Date, posted: boolean): { plannedSendAt: number; sendDate: string } {
  const at = nextSendingTime(now);
  const day = osloTime(at).date;
  if (!posted) return { plannedSendAt: at.getTime(), sendDate: day };
  const posting = postingDay(at);
  // 06:00Z is 07:00 or 08:00 in Oslo: never after a working day's opening
  const sendAt = posting === day ? at : nextSendingTime(new Date(`${posting}T06:00:00Z`));
  return { plannedSendAt: sendAt.getTime(), sendDate: posting };
}
