import "../../i18n/imports"; // registers the texts of the keys named here
import type { MessageKey } from "../../i18n/messages";
import {
  isValidKid,
  isValidNationalId,
  isValidOrgNumber,
  isValidPostcode,
  normaliseIdentifier,
} from "../../util/identifiers";
import { isValidEmail, phone as phoneSchema } from "../../util/validation";
import { DEFAULT_COUNTRY, isCountryCode } from "../debtor-rules";
import {
  normaliseHeader,
  cellText,
  readAmountCell,
  parseDateCell,
  dateFormatOf,
  parseDebtorType,
  type DateFormatId,
} from "./cells";
import { voucherDescription } from "../voucher-rules";
import { SYNONYMS } from "./mapping-synonyms";
import {
  type Cell,
  ImportFileError,
  type ImportDebtor,
  type ImportIssue,
  type ImportKind,
  type ImportRow,
  type ImportTable,
  parseIsoDate,
  type ParseResult,
} from "./types";

/**
 * CSV and XLSX tables → import rows, through a column mapping the creditor saves per customer. Every row is checked
 * on its own (SPEC 5): required fields, amounts, real dates not after today, KID and organisation-number check
 * digits, and unique invoice and credit-note numbers within the file. A row with any error is left out and each
 * of its errors is named (field + message key), so the preview can show everything to fix at once. A mapping that
 * names a column the file does not have, or leaves out a column every row needs, is a whole-file error instead.
 */

export const MAPPED_FIELDS = [
  "customerNumber",
  "debtorName",
  "debtorType",
  "orgNumber",
  "nationalId",
  "address",
  "postcode",
  "city",
  "country",
  "email",
  "phone",
  "number",
  "invoiceNumber",
  "voucherDate",
  "dueDate",
  "amount",
  "kid",
  "reference",
  "description",
  "currency",
] as const;
export type MappedField = (typeof MAPPED_FIELDS)[number];

export interface ColumnMapping {
  /** One kind for every row, or a column whose values (e.g. "Faktura", "Kreditnota") give each row's kind. */
  kind: ImportKind | { column: string; values: Record<string, ImportKind> };
  /** Field → header name of the column holding it. */
  columns: Partial<Record<MappedField, string>>;
  /**
   * Ledgers that list invoices and credit notes together write credit notes as negative invoices. With this set,
   * a negative amount on an invoice row makes the row a credit note; without it, such a row is an error.
   */
  negativeAsCreditNote?: boolean;
}

export interface MappingOptions {
  /** `YYYY-MM-DD`: voucher dates after this day are errors. Passed in; parsers never read the clock. */
  today: string;
  /** Which format the table came from (for `ParseResult.format`); csv unless told. */
  format?: "csv" | "xlsx";
}

/** Fields every row of the kind needs. */
const REQUIRED: Record<ImportKind, readonly MappedField[]> = {
  invoice: ["customerNumber", "number", "voucherDate", "amount"],
  creditNote: ["customerNumber", "number", "voucherDate", "amount"],
  payment: ["voucherDate", "amount"],
};

/**
 * A first mapping for a file's headers (the creditor confirms or corrects it): common Norwegian and English
 * column names, ignoring case, accents and punctuation ("Beløp", "Belop", "Org.nr", "Due date"). Each header is
 * used for at most one field; the kind is "invoice".
 */
export function suggestMapping(headers: string[]): ColumnMapping {
  const keys = headers.map(normaliseHeader);
  const used = new Set<number>();
  const columns: Partial<Record<MappedField, string>> = {};
  for (const field of MAPPED_FIELDS) {
    for (const synonym of SYNONYMS[field]) {
      const index = keys.findIndex((k, i) => k === synonym && !used.has(i));
      if (index !== -1) {
        used.add(index);
        columns[field] = headers[index]!;
        break;
      }
    }
  }
  return { kind: "invoice", columns };
}

/**
 * The format most cells of a column are written in, so that a bad date's message names the format the file uses
 * ("DD.MM.ÅÅÅÅ"), not ISO; DD.MM.YYYY (the app's own) when the column says nothing.
 */
function columnDateFormat(rows: ImportTable["rows"], index: number | undefined): DateFormatId {
  if (index === undefined) return "dmy";
  const counts = new Map<DateFormatId, number>();
  for (const { cells } of rows) {
    const f = dateFormatOf(cells[index]);
    if (f) counts.set(f, (counts.get(f) ?? 0) + 1);
  }
  let best: DateFormatId = "dmy";
  let most = 0;
  for (const [f, n] of counts) if (n > most) [best, most] = [f, n];
  return best;
}

const isValidPhone = (v: string) => phoneSchema().safeParse(v).success;

/** Header name → index; an exact match first, then one that differs only in case, accents or punctuation. */
function columnIndex(headers: string[], column: string): number {
  const exact = headers.indexOf(column);
  if (exact !== -1) return exact;
  const key = normaliseHeader(column);
  const loose = key ? headers.findIndex((h) => normaliseHeader(h) === key) : -1;
  if (loose === -1) throw new ImportFileError("imports.mapping.unknownColumn", { column });
  return loose;
}

/** Kind-column values → kind, looked up exactly and then ignoring case and accents. */
function kindLookup(values: Record<string, ImportKind>): (value: string) => ImportKind | undefined {
  const loose = new Map(Object.entries(values).map(([k, v]) => [normaliseHeader(k), v]));
  return (value) => (Object.hasOwn(values, value) ? values[value] : loose.get(normaliseHeader(value)));
}

export function applyMapping(table: ImportTable, mapping: ColumnMapping, opts: MappingOptions): ParseResult {
  if (!parseIsoDate(opts.today)) throw new Error(`applyMapping: today must be YYYY-MM-DD, got ${opts.today}`);
  const index = new Map<MappedField, number>();
  for (const field of MAPPED_FIELDS) {
    const column = mapping.columns[field];
    if (column !== undefined && column !== "") index.set(field, columnIndex(table.headers, column));
  }
  const kindSpec = mapping.kind;
  const kindIndex = typeof kindSpec === "string" ? -1 : columnIndex(table.headers, kindSpec.column);
  const kindOf = typeof kindSpec === "string" ? () => kindSpec : kindLookup(kindSpec.values);
  const needed: readonly MappedField[] = typeof kindSpec === "string" ? REQUIRED[kindSpec] : ["voucherDate", "amount"];
  for (const field of needed) {
    if (!index.has(field)) throw new ImportFileError("imports.mapping.missingColumn", { field });
  }

  const rows: ImportRow[] = [];
  const errors: ImportIssue[] = [];
  const firstLineOf = new Map<string, number>();
  const voucherDateFormat = columnDateFormat(table.rows, index.get("voucherDate"));
  const dueDateFormat = columnDateFormat(table.rows, index.get("dueDate"));

  for (const { line, cells } of table.rows) {
    const issues: ImportIssue[] = [];
    const fail = (field: string, message: MessageKey, params?: Record<string, string | number>) =>
      issues.push(params ? { line, field, message, params } : { line, field, message });
    const cell = (field: MappedField): Cell | undefined => {
      const i = index.get(field);
      if (i === undefined) return undefined;
      const c = cells[i];
      return typeof c === "string" && c.trim() === "" ? undefined : c;
    };
    const text = (field: MappedField): string | undefined => cellText(cell(field)) || undefined;

    let kind: ImportKind | undefined = kindOf(cellText(cells[kindIndex]));
    if (!kind) {
      fail("kind", "imports.unknownKind", { value: cellText(cells[kindIndex]) });
      errors.push(...issues);
      continue;
    }

    let amountOre: number | undefined;
    const amountCell = cell("amount");
    const read = readAmountCell(amountCell);
    const parsed = "ore" in read ? read.ore : null;
    if (amountCell === undefined) fail("amount", "validation.required");
    // beyond NOK 10 000 000 000 says so ("validation.amountTooLarge", as the API's 422), not "not a number"
    else if (parsed === null) fail("amount", "problem" in read ? read.problem : "validation.number");
    else if (parsed === 0) fail("amount", "imports.amountNotPositive");
    else if (parsed < 0 && kind === "invoice" && mapping.negativeAsCreditNote) {
      kind = "creditNote";
      amountOre = -parsed;
    } else if (parsed < 0 && kind !== "creditNote") fail("amount", "imports.negativeAmount");
    // Credit notes are exported with either sign; the row's kind already says which way the money goes.
    else amountOre = Math.abs(parsed);

    const voucherCell = cell("voucherDate");
    const voucherDate = parseDateCell(voucherCell);
    if (voucherCell === undefined) fail("voucherDate", "validation.required");
    else if (!voucherDate) fail("voucherDate", "imports.date", { format: voucherDateFormat });
    else if (voucherDate > opts.today) fail("voucherDate", "imports.dateInFuture");

    const dueCell = kind === "invoice" ? cell("dueDate") : undefined;
    const dueDate = parseDateCell(dueCell);
    if (dueCell !== undefined && !dueDate) fail("dueDate", "imports.date", { format: dueDateFormat });

    // The text fields the kind needs (amount and voucher date are checked above).
    for (const field of REQUIRED[kind]) {
      if ((field === "customerNumber" || field === "number") && !text(field)) fail(field, "validation.required");
    }

    const number = kind === "payment" ? undefined : text("number");
    // A payment's "invoice number" column is the invoice it pays.
    const invoiceNumber =
      kind === "invoice" ? undefined : (text("invoiceNumber") ?? (kind === "payment" ? text("number") : undefined));
    if (number) {
      const key = `${kind}:${number}`;
      const first = firstLineOf.get(key);
      if (first !== undefined) fail("number", "imports.duplicateNumber", { number, firstLine: first });
      else firstLineOf.set(key, line);
    }

    const debtor = debtorOf(text, fail);

    let kid: string | undefined;
    const kidText = kind === "creditNote" ? undefined : text("kid")?.replace(/\s/g, "");
    if (kidText) {
      if (isValidKid(kidText)) kid = kidText;
      else fail("kid", "validation.kid");
    }

    let currency = "NOK";
    const currencyText = text("currency")?.toUpperCase();
    if (currencyText) {
      if (/^[A-Z]{3}$/.test(currencyText)) currency = currencyText;
      else fail("currency", "imports.currency");
    }

    if (issues.length || amountOre === undefined || !voucherDate) {
      errors.push(...issues);
      continue;
    }
    const row: ImportRow = { line, kind, voucherDate, amountOre, currency };
    if (debtor) row.debtor = debtor;
    if (number) row.number = number;
    if (invoiceNumber) row.invoiceNumber = invoiceNumber;
    if (dueDate) row.dueDate = dueDate;
    if (kid) row.kid = kid;
    const reference = text("reference");
    if (reference) row.reference = reference;
    const description = voucherDescription(text("description"));
    if (description) row.description = description;
    rows.push(row);
  }
  return { format: opts.format ?? "csv", rows, errors };
}

/**
 * The debtor columns of a row, checked (also when the customer number is missing, so every error shows at once);
 * undefined when the row names no customer number.
 */
function debtorOf(
  text: (field: MappedField) => string | undefined,
  fail: (field: string, message: MessageKey, params?: Record<string, string | number>) => void,
): ImportDebtor | undefined {
  const debtor: ImportDebtor = { customerNumber: text("customerNumber") ?? "" };
  const name = text("debtorName");
  if (name) debtor.name = name;
  const typeText = text("debtorType");
  if (typeText) {
    const type = parseDebtorType(typeText);
    if (type) debtor.type = type;
    else fail("debtorType", "imports.debtorType", { value: typeText });
  }
  const org = text("orgNumber");
  if (org) {
    const v = normaliseIdentifier(org).replace(/^NO|MVA$/g, "");
    if (isValidOrgNumber(v)) debtor.orgNumber = v;
    else fail("orgNumber", "validation.orgNumber");
  }
  const nationalId = text("nationalId");
  if (nationalId) {
    // A spreadsheet number cell drops the leading zero of a fødselsnummer born on days 01–09.
    const v = normaliseIdentifier(nationalId).padStart(11, "0");
    if (isValidNationalId(v)) debtor.nationalId = v;
    else fail("nationalId", "validation.nationalId");
  }
  const address = text("address");
  if (address) debtor.address = address;
  const country = text("country")?.toUpperCase();
  if (country) {
    if (isCountryCode(country)) debtor.country = country;
    else fail("country", "validation.country");
  }
  const postcode = text("postcode");
  if (postcode) {
    // Likewise "0150" stored as the number 150; a debtor abroad keeps its country's postcode as written.
    const v = /^[0-9]{1,3}$/.test(postcode) ? postcode.padStart(4, "0") : postcode;
    if (isValidPostcode(v)) debtor.postcode = v;
    else if (debtor.country && debtor.country !== DEFAULT_COUNTRY && postcode.length <= 20) debtor.postcode = postcode;
    else fail("postcode", "validation.postcode");
  }
  const city = text("city");
  if (city) debtor.city = city;
  const email = text("email");
  if (email) {
    if (isValidEmail(email)) debtor.email = email.toLowerCase();
    else fail("email", "validation.email");
  }
  const phone = text("phone");
  if (phone) {
    if (isValidPhone(phone)) debtor.phone = phone;
    else fail("phone", "validation.phone");
  }
  return debtor.customerNumber ? debtor : undefined;
}
