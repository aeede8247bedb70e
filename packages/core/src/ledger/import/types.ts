import type { MessageKey } from "../../i18n/messages";

/**
 * The contract of the ledger-import parsers: a file's bytes become normalised rows plus per-row errors. Parsers are
 * pure (no storage, no clock); the import pipeline (upload, preview, commit) builds on these types.
 */

export type ImportFormat = "csv" | "xlsx" | "ocr" | "ehf" | "saft";
export type ImportKind = "invoice" | "creditNote" | "payment";

export interface ImportDebtor {
  /** The creditor's number for the debtor (kundenummer); required. */
  customerNumber: string;
  name?: string;
  type?: "person" | "sole-proprietorship" | "company";
  orgNumber?: string;
  nationalId?: string;
  address?: string;
  postcode?: string;
  city?: string;
  /** ISO 3166-1 alpha-2 (ledger/debtor-rules `isCountryCode`); absent: Norway. */
  country?: string;
  email?: string;
  phone?: string;
}

export interface ImportRow {
  /** 1-based line (CSV/OCR record), row (XLSX) or element ordinal (XML) in the file. */
  line: number;
  kind: ImportKind;
  /** Required for invoice and credit note rows; OCR payments have none. */
  debtor?: ImportDebtor;
  /** Invoice or credit-note number (required for those kinds). */
  number?: string;
  /** Credit notes: the invoice it credits, if known. SAF-T payments: the reference of the item they settle. */
  invoiceNumber?: string;
  /** YYYY-MM-DD (invoice date, credit-note date, payment date). */
  voucherDate: string;
  /** YYYY-MM-DD (invoices). */
  dueDate?: string;
  /** A positive integer amount in øre. */
  amountOre: number;
  /** Digits with a valid MOD10 or MOD11 check digit. */
  kid?: string;
  reference?: string;
  /** What the invoice is for (its text or first line), bounded and without control characters: ledger/voucher-rules `voucherDescription`. */
  description?: string;
  /** ISO 4217 code; NOK unless the file says otherwise. */
  currency?: string;
  /** A stable id of the row in its source, for de-duplication across imports. */
  externalId?: string;
}

export interface ImportIssue {
  line: number;
  /** A field of the mapping (`MappedField` of mapping.ts, e.g. "amount", "voucherDate", "customerNumber"). */
  field?: string;
  message: MessageKey;
  params?: Record<string, string | number>;
  /** A warning: the row is imported, but something of it was not taken as it stood (e.g. a payment id that is no KID). */
  severity?: "warning";
}

export interface ParseResult {
  format: ImportFormat;
  rows: ImportRow[];
  /** Row errors: the row is left out of `rows` and named here. */
  errors: ImportIssue[];
  /** Row warnings: the row is in `rows`, and this says what the user should know about it. */
  warnings?: ImportIssue[];
  /** A stable identity of the file when the format has one (OCR: sender + forsendelsesnummer + recipient). */
  fileId?: string;
  /** The totals the file itself declares (OCR end-of-transmission record). */
  totals?: { count: number; amountOre: number };
}

/** A cell of a CSV or XLSX table: text, or a number from a numeric spreadsheet cell (dates are YYYY-MM-DD text). */
export type Cell = string | number;

/** A CSV or XLSX file read as a table, before a column mapping turns it into rows. */
export interface ImportTable {
  headers: string[];
  /** Data records in file order; `line` is the 1-based line (CSV, the record's first line) or row (XLSX). */
  rows: { line: number; cells: Cell[] }[];
}

/** A whole-file error (unreadable, wrong format, OCR totals mismatch): nothing of the file is imported. */
export class ImportFileError extends Error {
  constructor(
    /** A message key of i18n/messages.ts, translated at the edge. */
    readonly messageKey: MessageKey,
    readonly params: Record<string, string | number> = {},
    /** The 1-based line (or element ordinal) the error is on, when there is one. */
    readonly line?: number,
  ) {
    super(messageKey);
    this.name = "ImportFileError";
  }
}

/** `YYYY-MM-DD` of a calendar date, or undefined if there is no such day (31.02, month 13). */
export function isoDate(year: number, month: number, day: number): string | undefined {
  if (![year, month, day].every(Number.isInteger) || year < 1000 || year > 9999) return undefined;
  const d = new Date(Date.UTC(year, month - 1, day));
  if (d.getUTCFullYear() !== year || d.getUTCMonth() !== month - 1 || d.getUTCDate() !== day) return undefined;
  return d.toISOString().slice(0, 10);
}

/**
 * A strict `YYYY-MM-DD` that names a real day, as XML (xs:date) writes it; a time-zone suffix ("Z", "+01:00") is
 * dropped, as the day is what counts. Anything else gives undefined.
 */
export function parseIsoDate(value: string): string | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:Z|[+-]\d{2}:\d{2})?$/.exec(value.trim());
  return m ? isoDate(Number(m[1]), Number(m[2]), Number(m[3])) : undefined;
}
