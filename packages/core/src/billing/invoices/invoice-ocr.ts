import "../../i18n/billing-run"; // registers the texts of the keys named here
import { parseOcr } from "../../ledger/import/ocr";
import { ImportFileError } from "../../ledger/import/types";
import type { MessageKey } from "../../i18n/messages";
import { AppError } from "../../util/error";
import { recordInvoicePayment } from "./invoice-payments";
import {
  looksLikeOcr,
  OCR_MAX_BYTES,
  ocrTransactionsOf,
  outcomeOf,
  type OcrOutcome,
  type OcrTransaction,
} from "./invoice-ocr-rules";

/**
 * Our bank's OCR giro file (issue 19, docs/billing.md "Payments of our invoices, and overdue"): every transaction
 * whose KID is one of our invoices' is recorded by `recordInvoicePayment`, as a payment staff enter (the referral
 * reward and overdue follow), keyed by the transaction's identity (invoice-ocr-rules.ts), so reading the file again
 * records nothing twice. One after the other, in the file's order: two transactions of one invoice meet its
 * remainder in that order. A file that is not OCR, or a damaged one, is a 422 and records nothing.
 */

export interface OcrTransactionResult extends Omit<OcrTransaction, "key"> {
  outcome: OcrOutcome;
  /** What went to the invoice, and what was over (overpaying: staff refund it). */
  paidOre: number;
  surplusOre: number;
  /** Why a transaction was not recorded (`rejected`: a reversal, a future date). */
  message?: MessageKey;
}

export interface OcrFileResult {
  transactions: OcrTransactionResult[];
  /** The file's own totals (its end record). */
  totals: { count: number; amountOre: number };
}

const fileError = (key: MessageKey, params: Record<string, string | number> = {}) =>
  new AppError("VALIDATION", key, params, { file: [key] }, { file: params });

/** Reads the file: whole-file errors (not OCR, too large, damaged) are 422s on `file`, nothing recorded. */
function transactionsOf(bytes: Uint8Array) {
  if (bytes.byteLength > OCR_MAX_BYTES) throw fileError("customerInvoices.ocr.tooLarge", { max: OCR_MAX_BYTES / 1024 });
  if (!looksLikeOcr(new TextDecoder("latin1").decode(bytes.subarray(0, 64))))
    throw fileError("customerInvoices.ocr.notOcr");
  try {
    const parsed = parseOcr(bytes);
    return { parsed, transactions: ocrTransactionsOf(parsed) };
  } catch (err) {
    if (err instanceof ImportFileError) throw fileError(err.messageKey, err.params);
    throw err;
  }
}

/** One transaction: recorded, a repeat, or not ours (a KID of no invoice of ours, or another invoice's number). */
async function recordTransaction(t: OcrTransaction, userId: string): Promise<OcrTransactionResult> {
  const { key, ...seen } = t;
  const none = { ...seen, paidOre: 0, surplusOre: 0 };
  if (t.number === null) return { ...none, outcome: "unknownKid" };
  const body = { amountOre: t.amountOre, kid: t.kid, paidDate: t.paidDate };
  try {
    const res = await recordInvoicePayment(t.number, body, {
      userId,
      source: "ocr",
      surplus: true,
      request: { key, method: "POST", path: "/customer-invoices/ocr-payments", body },
    });
    return {
      ...seen,
      outcome: outcomeOf({ created: res.created, ...res.payment }),
      paidOre: res.payment.amountOre,
      surplusOre: res.payment.surplusOre,
    };
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    // a number no invoice of ours has (or a credit note's), or a KID not the invoice's: not ours
    if (err.code === "NOT_FOUND" || err.fields?.kid) return { ...none, outcome: "unknownKid" };
    if (err.code === "VALIDATION") {
      const message = (Object.values(err.fields ?? {})[0]?.[0] ?? err.messageKey) as MessageKey;
      return { ...none, outcome: "rejected", message };
    }
    throw err;
  }
}

/** Records the payments of our invoices an OCR file holds; the answer says what became of each transaction. */
export async function recordOcrFile(bytes: Uint8Array, opts: { userId: string }): Promise<OcrFileResult> {
  const { parsed, transactions } = transactionsOf(bytes);
  const results: OcrTransactionResult[] = [];
  for (const t of transactions) results.push(await recordTransaction(t, opts.userId));
  // the parser's row errors (a reversal, 0 øre, an absurd amount) are transactions too: shown, never recorded
  for (const e of parsed.errors)
    results.push({
      line: e.line,
      kid: "",
      number: null,
      amountOre: 0,
      paidDate: "",
      outcome: "rejected",
      paidOre: 0,
      surplusOre: 0,
      message: e.message,
    });
  return { transactions: results.sort((a, b) => a.line - b.line), totals: parsed.totals! };
}
