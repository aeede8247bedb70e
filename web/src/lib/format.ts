// Formatting at the edges: money is integer øre everywhere else, dates are calendar dates "YYYY-MM-DD".

const money = new Intl.NumberFormat("no-NO", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const NBSP = "\u00a0";

/** 123450 øre → "1 234,50 kr" (no-NO grouping as Intl gives it: a no-break space). */
export function formatMoney(ore: number): string {
  if (!Number.isFinite(ore)) return "";
  return `${money.format(Math.round(ore) / 100)}${NBSP}kr`;
}

const dateTime = new Intl.DateTimeFormat("no-NO", {
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
  timeZone: "Europe/Oslo",
});

/** "2026-05-15" → "15.05.2026". A full timestamp is shown as its calendar date in Europe/Oslo. */
export function formatDate(value: string | number | Date | null | undefined): string {
  if (value == null || value === "") return "";
  if (typeof value === "string") {
    const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
    if (m) return `${m[3]}.${m[2]}.${m[1]}`;
  }
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return "";
  const parts = Object.fromEntries(dateTime.formatToParts(date).map((p) => [p.type, p.value]));
  return `${parts.day}.${parts.month}.${parts.year}`;
}

const time = new Intl.DateTimeFormat("no-NO", { hour: "2-digit", minute: "2-digit", timeZone: "Europe/Oslo" });

/** A timestamp → "15.05.2026 14:03" (Europe/Oslo). */
export function formatDateTime(value: string | number | Date | null | undefined): string {
  const day = formatDate(value);
  if (!day || value == null || (typeof value === "string" && /^\d{4}-\d{2}-\d{2}$/.test(value))) return day;
  const date = value instanceof Date ? value : new Date(value);
  return `${day} ${time.format(date)}`;
}

/**
 * A Norwegian bank account number as the letters write it (core letters/pdf/format `letterAccountNumber`; usability-
 * review-2 C12: one way everywhere): "12345678903" → "1234 56 78903"; anything else as it is.
 */
export function formatAccountNumber(value: string | null | undefined): string {
  if (!value) return "";
  const digits = value.replace(/[\s.]/g, "");
  return /^\d{11}$/.test(digits) ? `${digits.slice(0, 4)} ${digits.slice(4, 6)} ${digits.slice(6)}` : value;
}

const osloDate = new Intl.DateTimeFormat("en-CA", {
  timeZone: "Europe/Oslo",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/** Today in Europe/Oslo, `YYYY-MM-DD` (the one "today" of the web: due dates, interest, exports). */
export function osloToday(now: Date = new Date()): string {
  return osloDate.format(now);
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar date written `YYYY-MM-DD` (not 2026-02-30). */
export function isIsoDate(value: unknown): value is string {
  if (typeof value !== "string" || !ISO_DATE.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

const percent = new Intl.NumberFormat("no-NO", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** 12.25 → "12,25 %" (a no-break space before the sign, as no-NO writes it). */
export function formatPercent(value: number): string {
  return `${percent.format(value)}\u00a0%`;
}

const sends = new Intl.NumberFormat("no-NO", { minimumFractionDigits: 0, maximumFractionDigits: 1 });

/** Sends of an allowance, kept in half-sends (a letter by post uses half a send): 25 → "12,5", 24 → "12". */
export function formatSends(halfSends: number): string {
  return sends.format(halfSends / 2);
}
