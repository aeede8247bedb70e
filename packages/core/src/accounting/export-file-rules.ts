import "../i18n/integrations"; // registers the texts of the keys named here
import { t, type Language, type MessageKey } from "../i18n/messages";
import { INTEGRATIONS } from "../ledger/integration-setting-view.schema";
import type { Voucher } from "../ledger/store";
import { VOUCHER_TYPES } from "../ledger/voucher-rules";
import { csvAmount, csvDate, toCsv } from "../util/csv";
import type { AccountRule } from "./account-rule";

/**
 * The pure rules of an export file for a system without an API (docs/accounting.md "Export files for systems without
 * an API"): which postings collection's vouchers of a period make, on which accounts of the customer's rule, and the
 * file's layout (the ledger's CSV: UTF-8 BOM, semicolons, DD.MM.YYYY, 1234,50).
 *
 * Fees and interest are income when paid (they are charged in collection, never in the customer's books, so a fee
 * written off or credited books nothing). A payment is split by what it paid: principal → receivables, a late fee →
 * fee income, interest → interest income; what it has not paid yet stays on the receivables. A write-off books the
 * principal it closed to loss. A credit note credits the receivables; its debit (sales and VAT of the credited
 * invoice) is the customer's own and is left empty (the rule names no sales account).
 */

/** The most rows one file holds; a busier period is split (422 on `to`). */
export const MAX_ROWS = 100_000;

export type PostingKind =
  "payment" | "paymentUnapplied" | "feeIncome" | "interestIncome" | "creditNote" | "writeOff" | "writeOffOverpaid";

export interface Posting {
  kind: PostingKind;
  /** YYYY-MM-DD: the voucher date of the payment, credit note or write-off. */
  date: string;
  invoiceNumber: string;
  customerNumber: string;
  amountOre: number;
  /** Account numbers; "" where the customer's books decide (a credit note's sales account). */
  debit: string;
  credit: string;
  /** The credit note's own number, for its text. */
  number?: string;
  voucherId: string;
}

/** Vouchers that came from a connected accounting system are in its books already. */
const SYSTEM_SOURCES: ReadonlySet<string> = new Set(INTEGRATIONS.filter((i) => i !== "file"));

type DebitClass = "principal" | "fee" | "interest";
const FEE_TYPES: ReadonlySet<number> = new Set([VOUCHER_TYPES.lateFee]);
const INTEREST_TYPES: ReadonlySet<number> = new Set([
  VOUCHER_TYPES.interestCalculation,
  VOUCHER_TYPES.pastInterestRates,
]);
const classOf = (d: Voucher | undefined): DebitClass =>
  d && FEE_TYPES.has(d.type) ? "fee" : d && INTEREST_TYPES.has(d.type) ? "interest" : "principal";

/** Is the voucher one a file books: a live payment, credit note or write-off not from a connected system. */
export function booked(v: Voucher): boolean {
  if (v.deletedAt || SYSTEM_SOURCES.has(v.source)) return false;
  if (v.type === VOUCHER_TYPES.payment || v.type === VOUCHER_TYPES.creditNote) return true;
  return v.type === VOUCHER_TYPES.correction && v.source === "write-off";
}

/** The vouchers a voucher's allocations name (the debits a credit paid, the credits a debit write-off took). */
export const allocatedIds = (v: Voucher) => v.allocations.map((a) => a.voucherId);

/**
 * The postings of one voucher, with `others` the vouchers its allocations name (a missing one counts as principal).
 * The amounts add up to what the voucher did in the ledger, less what fees and interest it wrote off or credited.
 */
export function postingsOf(v: Voucher, others: ReadonlyMap<string, Voucher>, rule: AccountRule): Posting[] {
  if (!booked(v)) return [];
  const base = { date: v.voucherDate, customerNumber: v.customerNumber, voucherId: v.voucherId };
  const numberOf = (d: Voucher | undefined) => d?.number ?? d?.invoiceNumber ?? v.invoiceNumber ?? "";
  const out: Posting[] = [];
  const add = (p: Omit<Posting, keyof typeof base>) => {
    if (p.amountOre > 0) out.push({ ...base, ...p });
  };
  if (v.type === VOUCHER_TYPES.correction && v.side === "debit") {
    // a write-off of a small overpayment: the credits it took are kept (the receivables' credit balance goes)
    for (const a of v.allocations)
      add({
        kind: "writeOffOverpaid",
        invoiceNumber: v.invoiceNumber ?? "",
        amountOre: a.amountOre,
        debit: rule.receivables,
        credit: rule.loss,
      });
    return out;
  }
  for (const a of v.allocations) {
    const d = others.get(a.voucherId);
    const cls = classOf(d);
    const invoiceNumber = numberOf(d);
    if (v.type === VOUCHER_TYPES.payment) {
      const credit = cls === "fee" ? rule.feeIncome : cls === "interest" ? rule.interestIncome : rule.receivables;
      const kind = cls === "fee" ? "feeIncome" : cls === "interest" ? "interestIncome" : "payment";
      add({ kind, invoiceNumber, amountOre: a.amountOre, debit: rule.bank, credit });
    } else if (cls === "principal") {
      add(
        v.type === VOUCHER_TYPES.creditNote
          ? {
              kind: "creditNote",
              invoiceNumber,
              amountOre: a.amountOre,
              debit: "",
              credit: rule.receivables,
              number: v.number,
            }
          : { kind: "writeOff", invoiceNumber, amountOre: a.amountOre, debit: rule.loss, credit: rule.receivables },
      );
    }
  }
  // what is not applied yet: money received (or credited) on the customer, not on an invoice
  const rest = { invoiceNumber: v.invoiceNumber ?? "", amountOre: v.balanceOre };
  if (v.type === VOUCHER_TYPES.payment)
    add({ kind: "paymentUnapplied", ...rest, debit: rule.bank, credit: rule.receivables });
  else if (v.type === VOUCHER_TYPES.creditNote)
    add({ kind: "creditNote", ...rest, debit: "", credit: rule.receivables, number: v.number });
  else add({ kind: "writeOff", ...rest, debit: rule.loss, credit: rule.receivables });
  return out;
}

/** Oldest first; one voucher's postings in the order it applied them. */
export const postingOrder = (a: Posting, b: Posting) =>
  a.date.localeCompare(b.date) || a.voucherId.localeCompare(b.voucherId);

const TEXTS: Record<PostingKind, MessageKey> = {
  payment: "exportFiles.text.payment",
  paymentUnapplied: "exportFiles.text.paymentUnapplied",
  feeIncome: "exportFiles.text.feeIncome",
  interestIncome: "exportFiles.text.interestIncome",
  creditNote: "exportFiles.text.creditNote",
  writeOff: "exportFiles.text.writeOff",
  writeOffOverpaid: "exportFiles.text.writeOffOverpaid",
};

const HEADER: MessageKey[] = [
  "csv.exportFiles.date",
  "csv.exportFiles.invoiceNumber",
  "csv.exportFiles.customerNumber",
  "csv.exportFiles.amount",
  "csv.exportFiles.debit",
  "csv.exportFiles.credit",
  "csv.exportFiles.text",
  "csv.exportFiles.voucherId",
];

/** The file: one row per posting, sorted (postingOrder), in the language of the user who made it. */
export function exportFileCsv(postings: readonly Posting[], lang: Language): string {
  const rows = postings.map((p) => [
    csvDate(p.date),
    p.invoiceNumber,
    p.customerNumber,
    csvAmount(p.amountOre),
    p.debit,
    p.credit,
    t(lang, TEXTS[p.kind], { number: p.number ?? "" }).trim(),
    p.voucherId,
  ]);
  return toCsv(
    HEADER.map((k) => t(lang, k)),
    rows,
  );
}

/** The file's name as the user finds it in the downloads folder. */
export const exportFileName = (from: string, to: string, lang: Language) =>
  `${lang === "en" ? "innfri-accounting" : "innfri-regnskap"}-${from}-${to}.csv`;
