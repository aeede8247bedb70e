import { caseNumberOfKid } from "../../cases/kid-agreement";
import type { ParseResult } from "../../ledger/import/types";
import { INVOICE_KID } from "./invoice-figures";
import type { OcrFileAnswer } from "./invoice.schema";

/**
 * Reading our bank's OCR giro file for our own invoices (issue 19, docs/billing.md "Payments of our invoices, and
 * overdue"). Pure: no storage, no clock. The file is read by the ledger's OCR parser (ledger/import/ocr.ts); only
 * the matching is ours: a transaction's KID names one of our invoices by our KID agreement (INVOICE_KID: the number
 * and a MOD10 digit), not a creditor's case.
 */

/** The largest OCR file read at once: about 400 transactions, recorded within one request (docs/billing.md). */
export const OCR_MAX_BYTES = 64 * 1024;

/** The invoice number a KID of our agreement names, or null (another length, a wrong check digit). */
export const invoiceNumberOfKid = (kid: string): number | null => caseNumberOfKid(kid, INVOICE_KID);

/**
 * What of a payment of `receivedOre` goes to an invoice with `leftOre` unpaid, and what is over (a surplus: an OCR
 * transaction that pays more than is left, or an invoice paid already). Never negative.
 */
export function splitPayment(receivedOre: number, leftOre: number): { amountOre: number; surplusOre: number } {
  const amountOre = Math.max(0, Math.min(receivedOre, leftOre));
  return { amountOre, surplusOre: receivedOre - amountOre };
}

export interface OcrTransaction {
  /** The record's line in the file. */
  line: number;
  /** The KID as the file has it (digits; empty when the payer gave none). */
  kid: string;
  /** Our invoice the KID names, or null: not one of ours. */
  number: number | null;
  amountOre: number;
  /** The settlement date (YYYY-MM-DD): the day it was paid. */
  paidDate: string;
  /**
   * The transaction's identity, the same in every file that holds it: settlement date, KID, amount and the bank's
   * archive reference; without a reference, the assignment and transaction numbers of this file (the parser's
   * `externalId`). Its Idempotency-Key, so a file read again (or one overlapping it) records nothing twice.
   */
  key: string;
}

/** The KID as the file has it: the parser keeps it on `kid` only when its check digit holds, always in `externalId`. */
const rawKidOf = (row: ParseResult["rows"][number]) => row.kid ?? row.externalId?.split(":")[4] ?? "";

/** The transactions of a parsed OCR file, each with the invoice of ours its KID names (or null). */
export function ocrTransactionsOf(parsed: ParseResult): OcrTransaction[] {
  return parsed.rows.map((row) => {
    const kid = rawKidOf(row);
    const key = row.reference
      ? `ocr:${row.voucherDate}:${kid}:${row.amountOre}:${row.reference}`
      : (row.externalId ?? `ocr:${row.voucherDate}:${kid}:${row.amountOre}:line${row.line}`);
    return {
      line: row.line,
      kid,
      number: invoiceNumberOfKid(kid),
      amountOre: row.amountOre,
      paidDate: row.voucherDate,
      key,
    };
  });
}

export type OcrOutcome = OcrFileAnswer["transactions"][number]["outcome"];

/** A recorded transaction's outcome: a repeat is already recorded; a surplus makes it overpaying. */
export const outcomeOf = (p: { created: boolean; surplusOre: number }): OcrOutcome =>
  !p.created ? "alreadyRecorded" : p.surplusOre > 0 ? "overpaying" : "matched";

/** A file is read as OCR only when it starts as one: the start-of-transmission record `NY000010` (after a BOM). */
export const looksLikeOcr = (text: string) => /^\uFEFF?\s*NY000010/.test(text);
