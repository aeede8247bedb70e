/**
 * CSV downloads as Excel opens them in Norway: UTF-8 with a byte-order mark (else Excel reads Windows-1252),
 * semicolons (the comma is the decimal point), CRLF line ends. Cells a spreadsheet would run as a formula
 * (starting with = + - @, tab, CR or LF, or their fullwidth forms ＝ ＋ － ＠, which East Asian Excel reads as
 * the ASCII ones) get a leading apostrophe, so an exported value can never execute.
 */
const FORMULA_START = /^[=+\-@\t\r\n\uFF1D\uFF0B\uFF0D\uFF20]/;

export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[;"\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The whole file: BOM, header and rows, every cell guarded. */
export function toCsv(header: readonly string[], rows: readonly (readonly string[])[]): string {
  return "\uFEFF" + [header, ...rows].map((r) => r.map(csvCell).join(";")).join("\r\n") + "\r\n";
}

/**
 * A date as a Norwegian spreadsheet and reader expect it: a calendar date `2026-05-15` → `15.05.2026`; a timestamp
 * (ms or ISO) → its calendar day in Europe/Oslo. Empty stays empty.
 */
export function csvDate(value: string | number | null | undefined): string {
  if (value == null || value === "") return "";
  const m = typeof value === "string" ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(value) : null;
  if (m) return `${m[3]}.${m[2]}.${m[1]}`;
  const parts = Object.fromEntries(osloDay.formatToParts(new Date(value)).map((p) => [p.type, p.value]));
  return `${parts.day}.${parts.month}.${parts.year}`;
}

const osloDay = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Europe/Oslo",
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
});

/**
 * An amount in øre as a Norwegian spreadsheet reads a number: `1234,50`, no thousands separator (a space in the
 * cell would make it text). Exports give amounts as positive øre with the side in a column of its own: a leading
 * minus would be taken for a formula by `csvCell`'s guard.
 */
export function csvAmount(ore: number): string {
  const abs = Math.abs(ore);
  return `${ore < 0 ? "-" : ""}${Math.floor(abs / 100)},${String(abs % 100).padStart(2, "0")}`;
}
