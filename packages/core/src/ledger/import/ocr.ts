import "../../i18n/imports"; // registers the texts of the keys named here
import { isValidKid } from "../../util/identifiers";
import { MAX_AMOUNT_ORE } from "../../util/money";
import { decodeText } from "./delimited";
import { ImportFileError, isoDate, type ImportIssue, type ImportRow, type ParseResult } from "./types";

/**
 * OCR giro (Nets/Mastercard Payment Services "Systemspesifikasjon OCR giro" v4.0; research/domain-norway.md 3.6):
 * fixed 80-character records `10 (20 (30 31 [32])* 88)* 89`. One payment row per transaction.
 *
 * The file is all or nothing: a record of the wrong length or kind, a record out of order, a bad date or number,
 * or end-record totals (transactions, records, sum) that do not match the transactions throw ImportFileError
 * naming the line. A file a bank produced never fails these checks, so a failure means a damaged or wrong file.
 *
 * Within a good file a transaction can still not be booked automatically: a KID that fails MOD10 and MOD11 is kept
 * without `kid` (the payment waits for manual treatment; the raw KID stays in `externalId`), and a negative
 * transaction (a reversal, sign `-`) or one of 0 øre is a row error, as a payment row carries a positive amount,
 * and so is one above NOK 10 000 000 000 (`MAX_AMOUNT_ORE`, "validation.amountTooLarge" as the API's 422). The 17-digit
 * amounts go beyond 2⁵³, so they and the end records' sums are read and added exactly (BigInt).
 */

const RECORD_LENGTH = 80;

interface Transaction {
  line: number;
  type: number;
  number: string;
  settlementDate: string;
  /** Exact, signed; beyond 2⁵³ only when above `MAX_AMOUNT_ORE`, which makes the transaction a row error. */
  amountOre: bigint;
  rawKid: string;
  archiveReference?: string;
  freeText?: string;
}

interface Assignment {
  number: string;
  transactions: Transaction[];
  records: number;
}

/** Reads a numeric (right-justified, zero-filled) field at 1-based positions `from`..`to`. */
function numeric(record: string, from: number, to: number, line: number): number {
  return Number(exactNumeric(record, from, to, line));
}

/** `numeric` as a BigInt: amount fields have 17 digits, beyond what a number holds exactly. */
function exactNumeric(record: string, from: number, to: number, line: number): bigint {
  const text = record.slice(from - 1, to);
  if (!/^[0-9]+$/.test(text)) throw new ImportFileError("imports.ocr.malformedRecord", { line }, line);
  return BigInt(text);
}

/** DDMMYY → YYYY-MM-DD (20YY: OCR giro dates are this century); an impossible date is a whole-file error. */
function ocrDate(record: string, from: number, line: number): string {
  const text = record.slice(from - 1, from + 5);
  const date = /^[0-9]{6}$/.test(text)
    ? isoDate(2000 + Number(text.slice(4, 6)), Number(text.slice(2, 4)), Number(text.slice(0, 2)))
    : undefined;
  if (!date) throw new ImportFileError("imports.ocr.date", { line, value: text }, line);
  return date;
}

/** The record type (positions 7–8) after checking length, the `NY` format code and the service code. */
function recordType(record: string, line: number): string {
  if (record.length !== RECORD_LENGTH) {
    throw new ImportFileError("imports.ocr.recordLength", { line, length: record.length }, line);
  }
  if (!record.startsWith("NY")) throw new ImportFileError("imports.ocr.malformedRecord", { line }, line);
  const service = record.slice(2, 4);
  const type = record.slice(6, 8);
  const envelope = type === "10" || type === "89";
  // Service 09 is OCR giro, 21 AvtaleGiro (the same envelope); start and end of transmission carry 00.
  if (envelope ? service !== "00" : service !== "09" && service !== "21") {
    throw new ImportFileError("imports.ocr.malformedRecord", { line }, line);
  }
  return type;
}

function unexpected(line: number, type: string): ImportFileError {
  return new ImportFileError("imports.ocr.unexpectedRecord", { line, type }, line);
}

function checkTotals(
  record: string,
  line: number,
  transactions: Transaction[],
  records: number,
): { count: number; amountOre: number } {
  const count = numeric(record, 9, 16, line);
  const recordCount = numeric(record, 17, 24, line);
  const amountOre = exactNumeric(record, 25, 41, line);
  if (count !== transactions.length) {
    throw new ImportFileError(
      "imports.ocr.countMismatch",
      { line, expected: count, actual: transactions.length },
      line,
    );
  }
  if (recordCount !== records) {
    throw new ImportFileError(
      "imports.ocr.recordCountMismatch",
      { line, expected: recordCount, actual: records },
      line,
    );
  }
  const sum = transactions.reduce((s, t) => s + t.amountOre, 0n);
  if (amountOre !== sum) {
    throw new ImportFileError(
      "imports.ocr.totalsMismatch",
      { line, expected: Number(amountOre), actual: Number(sum) },
      line,
    );
  }
  return { count, amountOre: Number(amountOre) };
}

/** The records of a file with their 1-based line numbers; CR is trimmed and blank lines carry nothing. */
function recordsOf(bytes: Uint8Array): { line: number; record: string }[] {
  return decodeText(bytes)
    .split("\n")
    .map((text, i) => ({ line: i + 1, record: text.replace(/\r$/, "") }))
    .filter((r) => r.record.trim() !== "");
}

export function parseOcr(bytes: Uint8Array): ParseResult {
  const records = recordsOf(bytes);
  if (records.length === 0) throw new ImportFileError("imports.empty");

  let fileId: string | undefined;
  let totals: { count: number; amountOre: number } | undefined;
  let assignment: Assignment | undefined;
  let pending: Transaction | undefined;
  let expect32 = false;
  const done: Assignment[] = [];
  let allRecords = 0;

  for (const { line, record } of records) {
    const type = recordType(record, line);
    if (totals) throw unexpected(line, type); // nothing may follow the end of transmission
    if (!fileId && type !== "10") throw unexpected(line, type);
    allRecords++;
    if (pending && expect32 && type !== "32") throw unexpected(line, type);
    if (pending && !expect32 && type !== "31") throw unexpected(line, type);

    switch (type) {
      case "10": {
        if (fileId) throw unexpected(line, type);
        numeric(record, 9, 31, line);
        fileId = `ocr:${record.slice(8, 16)}:${record.slice(16, 23)}:${record.slice(23, 31)}`;
        break;
      }
      case "20": {
        if (assignment) throw unexpected(line, type);
        assignment = { number: String(numeric(record, 18, 24, line)), transactions: [], records: 1 };
        break;
      }
      case "30": {
        if (!assignment) throw unexpected(line, type);
        const txType = numeric(record, 5, 6, line);
        if (txType < 10 || txType > 21) throw new ImportFileError("imports.ocr.malformedRecord", { line }, line);
        const sign = record[31];
        if (sign !== "0" && sign !== "-") throw new ImportFileError("imports.ocr.malformedRecord", { line }, line);
        const amount = exactNumeric(record, 33, 49, line);
        pending = {
          line,
          type: txType,
          number: record.slice(8, 15),
          settlementDate: ocrDate(record, 16, line),
          amountOre: sign === "-" ? -amount : amount,
          rawKid: record.slice(49, 74).trim(),
        };
        numeric(record, 9, 15, line);
        assignment.records++;
        break;
      }
      case "31": {
        if (!assignment || !pending || record.slice(8, 15) !== pending.number) throw unexpected(line, type);
        const archive = record.slice(25, 34).trim();
        if (archive && !/^0+$/.test(archive)) pending.archiveReference = archive;
        assignment.records++;
        // Amount item 3 (free text) follows only for card transactions with free text (types 20 and 21).
        if (pending.type === 20 || pending.type === 21) expect32 = true;
        else {
          assignment.transactions.push(pending);
          pending = undefined;
        }
        break;
      }
      case "32": {
        if (!assignment || !pending || !expect32 || record.slice(8, 15) !== pending.number)
          throw unexpected(line, type);
        const text = record.slice(15, 55).trim();
        if (text) pending.freeText = text;
        assignment.records++;
        assignment.transactions.push(pending);
        pending = undefined;
        expect32 = false;
        break;
      }
      case "88": {
        if (!assignment) throw unexpected(line, type);
        assignment.records++;
        checkTotals(record, line, assignment.transactions, assignment.records);
        done.push(assignment);
        assignment = undefined;
        break;
      }
      case "89": {
        if (assignment) throw unexpected(line, type);
        const all = done.flatMap((a) => a.transactions);
        totals = checkTotals(record, line, all, allRecords);
        break;
      }
      default:
        throw unexpected(line, type);
    }
  }
  if (!totals || !fileId) {
    const last = records[records.length - 1]!.line;
    throw new ImportFileError("imports.ocr.incomplete", { line: last }, last);
  }

  const rows: ImportRow[] = [];
  const errors: ImportIssue[] = [];
  for (const a of done) {
    for (const t of a.transactions) {
      if (t.amountOre <= 0n) {
        errors.push({
          line: t.line,
          field: "amount",
          message: t.amountOre < 0n ? "imports.ocr.negativeAmount" : "imports.amountNotPositive",
        });
        continue;
      }
      if (t.amountOre > BigInt(MAX_AMOUNT_ORE)) {
        errors.push({ line: t.line, field: "amount", message: "validation.amountTooLarge" });
        continue;
      }
      const amountOre = Number(t.amountOre);
      const kid = t.rawKid && isValidKid(t.rawKid) ? t.rawKid : undefined;
      const row: ImportRow = {
        line: t.line,
        kind: "payment",
        voucherDate: t.settlementDate,
        amountOre,
        currency: "NOK",
        externalId: `ocr:${a.number}:${Number(t.number)}:${t.settlementDate}:${t.rawKid}:${amountOre}`,
      };
      if (kid) row.kid = kid;
      const reference = t.freeText ?? t.archiveReference;
      if (reference) row.reference = reference;
      rows.push(row);
    }
  }
  return { format: "ocr", rows, errors, fileId, totals };
}
