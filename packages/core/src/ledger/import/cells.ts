// Reading one cell of an imported table: text, amounts, dates (with Excel's day numbers) and debtor types.
// Shared by the column mapping (mapping.ts) and the SAF-T parser (saft.ts).
import { readAmount, type AmountProblem } from "../../util/money";
import { type Cell, type ImportDebtor, isoDate } from "./types";

/** Header text → a key that ignores case, accents, punctuation, spaces and a parenthesised unit ("Beløp (NOK)"). */
export function normaliseHeader(header: string): string {
  return header
    .toLowerCase()
    .replace(/\(.*?\)/g, "")
    .replace(/æ/g, "ae")
    .replace(/ø/g, "o")
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9]/g, "");
}

/** Cell → trimmed text ("" for empty); integers from spreadsheet cells without an exponent or ".0". */
export function cellText(cell: Cell | undefined): string {
  if (cell === undefined) return "";
  if (typeof cell === "number") {
    if (Number.isInteger(cell)) return Number.isSafeInteger(cell) ? String(cell) : BigInt(cell).toString();
    return String(cell);
  }
  return cell.trim();
}

/**
 * An amount as exported by Norwegian and English systems → øre, or null. Beyond `parseAmount` (spaces, decimal
 * comma): "kr"/"NOK" around the number, thousands separators ("1.234,50", "1,234.50"), "1234,-" and a trailing
 * minus ("1234,50-") as some ledgers write credits.
 */
export function parseAmountCell(cell: Cell | undefined): number | null {
  const read = readAmountCell(cell);
  return "ore" in read ? read.ore : null;
}

/** `parseAmountCell` with the reason an amount is refused: not a number, or beyond `MAX_AMOUNT_ORE`. */
export function readAmountCell(cell: Cell | undefined): { ore: number } | { problem: AmountProblem } {
  if (cell === undefined) return { problem: "validation.number" };
  if (typeof cell === "number") return readAmount(cell, "rounded");
  let t = cell.replace(/[\s\u00a0\u202f]/g, "");
  t = t.replace(/^(kr\.?|nok)/i, "").replace(/(kr\.?|nok)$/i, "");
  t = t.replace(/[,.]-$/, "");
  if (/^[0-9].*-$/.test(t)) t = `-${t.slice(0, -1)}`;
  if (/^-?[0-9]{1,3}(\.[0-9]{3})+(,[0-9]{1,2})?$/.test(t)) t = t.replace(/\./g, "");
  else if (/^-?[0-9]{1,3}(,[0-9]{3})+(\.[0-9]{1,2})?$/.test(t)) t = t.replace(/,/g, "");
  return readAmount(t);
}

/** Excel's day count (1900 date system, with its fictitious 29 February 1900 = 60) → `YYYY-MM-DD`. */
export function excelSerialToDate(serial: number): string | undefined {
  const day = Math.floor(serial);
  if (!Number.isFinite(serial) || day < 1 || day === 60 || day > 2_958_465) return undefined;
  const base = Date.UTC(1899, 11, day < 60 ? 31 : 30);
  return new Date(base + day * 86_400_000).toISOString().slice(0, 10);
}

/**
 * A date cell → `YYYY-MM-DD`, or undefined when it is not a real calendar day (31.02.2026 is refused). Accepted:
 * DD.MM.YYYY and D.M.YYYY (also with "/" or "-"), DD.MM.YY (20YY), YYYY-MM-DD, YYYYMMDD, an Excel serial (a
 * number cell, or five digits in a CSV), each optionally followed by a time of day.
 */
export function parseDateCell(cell: Cell | undefined): string | undefined {
  if (cell === undefined) return undefined;
  if (typeof cell === "number") return excelSerialToDate(cell);
  const t = cell.trim().replace(/[ T][0-9]{1,2}:[0-9]{2}(:[0-9]{2}(\.[0-9]+)?)?(Z|[+-][0-9]{2}:?[0-9]{2})?$/, "");
  let m = /^([0-9]{4})-([0-9]{1,2})-([0-9]{1,2})$/.exec(t);
  if (m) return isoDate(Number(m[1]), Number(m[2]), Number(m[3]));
  m = /^([0-9]{1,2})([./-])([0-9]{1,2})\2([0-9]{4}|[0-9]{2})$/.exec(t);
  if (m) {
    const year = m[4]!.length === 2 ? 2000 + Number(m[4]) : Number(m[4]);
    return isoDate(year, Number(m[3]), Number(m[1]));
  }
  m = /^([0-9]{4})([0-9]{2})([0-9]{2})$/.exec(t);
  if (m) return isoDate(Number(m[1]), Number(m[2]), Number(m[3]));
  // A serial written out as text: five digits (1927–2173), so "15.3" or a stray number is not read as a date.
  if (/^[0-9]{5}(\.[0-9]+)?$/.test(t)) return excelSerialToDate(Number(t));
  return undefined;
}

/** The date formats a column can be written in, named in a bad date's message (`imports.dateFormat.<id>`). */
export type DateFormatId = "dmy" | "dmySlash" | "dmyDash" | "dmyShort" | "ymd" | "ymdCompact";

/** Which format a date cell is written in (whether or not the day exists); undefined for none we know. */
export function dateFormatOf(cell: Cell | undefined): DateFormatId | undefined {
  if (cell === undefined || typeof cell === "number") return undefined;
  const t = cell.trim().replace(/[ T][0-9]{1,2}:[0-9]{2}.*$/, "");
  if (/^[0-9]{4}-[0-9]{1,2}-[0-9]{1,2}$/.test(t)) return "ymd";
  const m = /^[0-9]{1,2}([./-])[0-9]{1,2}\1([0-9]{4}|[0-9]{2})$/.exec(t);
  if (m) return m[2]!.length === 2 ? "dmyShort" : m[1] === "/" ? "dmySlash" : m[1] === "-" ? "dmyDash" : "dmy";
  if (/^[0-9]{8}$/.test(t)) return "ymdCompact";
  return undefined;
}

/** "Person", "privat", "Bedrift", "AS", "ENK" … → a debtor type, or undefined when the text names none. */
export function parseDebtorType(value: string): ImportDebtor["type"] | undefined {
  const key = normaliseHeader(value);
  if (["person", "privat", "privatperson", "p", "forbruker", "consumer", "private", "individual"].includes(key)) {
    return "person";
  }
  if (["enk", "enkeltpersonforetak", "soleproprietorship", "soleproprietor", "soletrader"].includes(key)) {
    return "sole-proprietorship";
  }
  if (
    ["company", "bedrift", "firma", "foretak", "selskap", "as", "asa", "b", "business", "organisation"].includes(key)
  ) {
    return "company";
  }
  return undefined;
}
