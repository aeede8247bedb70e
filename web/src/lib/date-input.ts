// Dates as a Norwegian user types them: "15.05.2026" (also "15.5.2026", "15/5/26", "15052026"). The form gets
// the calendar date "2026-05-15", as the API takes it. Display is formatDate in ./format.

const pad = (n: number) => String(n).padStart(2, "0");

/** A real calendar date (no 31.02), as `YYYY-MM-DD`, or null. */
function isoOf(year: number, month: number, day: number): string | null {
  if (year < 1000 || year > 9999 || month < 1 || month > 12 || day < 1) return null;
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return day > days ? null : `${year}-${pad(month)}-${pad(day)}`;
}

/**
 * What was typed → `YYYY-MM-DD`, "" for an empty field, null when it is not a date. Day first, as in Norway:
 * `DD.MM.YYYY` with `.`, `/`, `-` or a space between, one-digit day and month, a two-digit year (20xx), or the
 * eight digits alone. A `YYYY-MM-DD` (pasted from elsewhere) is read as it is.
 */
export function parseDateInput(text: string): string | null {
  const s = text.trim();
  if (!s) return "";
  let m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s);
  if (m) return isoOf(Number(m[1]), Number(m[2]), Number(m[3]));
  m = /^(\d{1,2})[./\- ](\d{1,2})[./\- ](\d{4}|\d{2})$/.exec(s) ?? /^(\d{2})(\d{2})(\d{4})$/.exec(s);
  if (!m) return null;
  const year = m[3]!.length === 2 ? 2000 + Number(m[3]) : Number(m[3]);
  return isoOf(year, Number(m[2]), Number(m[1]));
}

/** `YYYY-MM-DD` → a local Date at midnight (for the calendar), or undefined. */
export function isoToLocalDate(iso: string | undefined | null): Date | undefined {
  const m = iso ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso) : null;
  return m ? new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3])) : undefined;
}

/** A local Date (from the calendar) → `YYYY-MM-DD`. */
export function localDateToIso(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
