/**
 * The pure rules of the ledger (reskontro), with no storage behind them, so the web app imports them too:
 * voucher types (SPEC 3), which side of the ledger each is on, the lists a voucher appears in, and what a
 * voucher adds to the customer's counters. `vouchers.ts` stores them.
 */

import { stripControls } from "../util/validation";

/** The longest text of what an invoice is for: the voucher field's bound (ledger.schema `description`). */
export const DESCRIPTION_MAX = 500;

/**
 * What an invoice is for as one line (inkassoloven § 10 b: the letters' «Gjelder» column; usability-review-2 C6),
 * from an import's text column, an EHF note or line, a SAF-T description or the invoice form: line breaks and tabs
 * become spaces, other control and bidi characters go (security-review-2 G7, G8), runs of spaces become one, and
 * a text over `max` is cut with «…». Empty: undefined.
 */
export function voucherDescription(value: string | null | undefined, max = DESCRIPTION_MAX): string | undefined {
  if (!value) return undefined;
  const line = stripControls(value.replace(/[\t\n\r\u2028\u2029]+/g, " "))
    .replace(/\s+/g, " ")
    .trim();
  if (!line) return undefined;
  return line.length > max ? `${line.slice(0, max - 1).trimEnd()}…` : line;
}

/** Voucher type numbers of SPEC 3. */
export const VOUCHER_TYPES = {
  invoice: 1,
  lateFee: 2,
  creditNote: 3,
  payment: 4,
  rentOccupied: 5,
  receivedTooMuchWages: 6,
  balanceAfterContractTermination: 7,
  finalBalance: 8,
  correction: 9,
  pastInterestRates: 10,
  interestCalculation: 11,
  sentence: 12,
} as const;
export type VoucherTypeName = keyof typeof VOUCHER_TYPES;
export type VoucherType = (typeof VOUCHER_TYPES)[VoucherTypeName];
export const VOUCHER_TYPE_NUMBERS = Object.values(VOUCHER_TYPES) as VoucherType[];

/** Invoice type numbers of SPEC 3, and the voucher type each is stored as. */
export const INVOICE_TYPES = {
  invoice: 1,
  rentOccupied: 2,
  receivedTooMuchWages: 3,
  balanceAfterContractTermination: 4,
  finalBalance: 5,
} as const;
export type InvoiceType = (typeof INVOICE_TYPES)[keyof typeof INVOICE_TYPES];
export const INVOICE_TYPE_NUMBERS = Object.values(INVOICE_TYPES) as InvoiceType[];
export const VOUCHER_TYPE_OF_INVOICE_TYPE: Record<InvoiceType, VoucherType> = {
  1: VOUCHER_TYPES.invoice,
  2: VOUCHER_TYPES.rentOccupied,
  3: VOUCHER_TYPES.receivedTooMuchWages,
  4: VOUCHER_TYPES.balanceAfterContractTermination,
  5: VOUCHER_TYPES.finalBalance,
};

/** Debit items are owed by the debtor; credit items (payments, credit notes, negative corrections) pay them. */
export type Side = "debit" | "credit";

/** The pages a voucher belongs to: claims (ledger and invoices page), payments, credit notes, corrections. */
export const GROUPS = ["claims", "payments", "creditNotes", "corrections"] as const;
export type Group = (typeof GROUPS)[number];

export function groupOf(type: number): Group {
  if (type === VOUCHER_TYPES.payment) return "payments";
  if (type === VOUCHER_TYPES.creditNote) return "creditNotes";
  if (type === VOUCHER_TYPES.correction) return "corrections";
  return "claims";
}

/** Payments and credit notes are credits; a correction is on the side it says; everything else is a debit. */
export function sideOf(type: number, correctionSide?: Side): Side {
  if (type === VOUCHER_TYPES.payment || type === VOUCHER_TYPES.creditNote) return "credit";
  if (type === VOUCHER_TYPES.correction) return correctionSide ?? "credit";
  return "debit";
}

/**
 * The status of a voucher from its balance: a debit is open until paid, a credit is unmatched (waiting for
 * manual treatment) until all of it has been applied to debits.
 */
export type VoucherStatus = "open" | "closed" | "unmatched" | "matched";
export function statusOf(side: Side, balanceOre: number): VoucherStatus {
  if (side === "debit") return balanceOre > 0 ? "open" : "closed";
  return balanceOre > 0 ? "unmatched" : "matched";
}

export type ListState = VoucherStatus | "deleted";
/** The list a voucher is shown in (the gsi3 list key): `payments:unmatched`, `claims:open`, `creditNotes:deleted` … */
export const listNameOf = (v: { type: number; side: Side; balanceOre: number; deletedAt?: number | null }) =>
  `${groupOf(v.type)}:${v.deletedAt ? "deleted" : statusOf(v.side, v.balanceOre)}` as const;

/** Claims that bear late-payment interest: invoices and the other principal claims, and judgments (not fees). */
export const BEARS_INTEREST: ReadonlySet<number> = new Set([
  VOUCHER_TYPES.invoice,
  VOUCHER_TYPES.rentOccupied,
  VOUCHER_TYPES.receivedTooMuchWages,
  VOUCHER_TYPES.balanceAfterContractTermination,
  VOUCHER_TYPES.finalBalance,
  VOUCHER_TYPES.sentence,
]);

/**
 * A claim paid in full after it fell due, whose interest up to the day it was paid has not been charged yet: what
 * an interest note (rentenota) is for.
 */
export function interestDue(v: {
  type: number;
  side: Side;
  balanceOre: number;
  dueDate: string;
  deletedAt?: number | null;
  interestCalculatedUntil?: string | null;
  allocations?: readonly { paidDate?: string | null }[];
}): boolean {
  if (v.side !== "debit" || v.deletedAt || v.balanceOre > 0 || !BEARS_INTEREST.has(v.type)) return false;
  const paid = (v.allocations ?? []).reduce((last, a) => (a.paidDate && a.paidDate > last ? a.paidDate : last), "");
  const charged =
    v.interestCalculatedUntil && v.interestCalculatedUntil > v.dueDate ? v.interestCalculatedUntil : v.dueDate;
  return paid > charged;
}

/**
 * The gsi3 key of a voucher: its list, except that an open debit with a KID is indexed by its KID instead (how
 * payments find the items they pay; open claims are listed by the open-items index, gsi2, anyway), and a claim paid
 * late with interest not yet charged as `interest-due` (how interest-note proposals find it).
 */
export const indexListOf = (v: Parameters<typeof interestDue>[0] & { kid?: string | null }) =>
  v.side === "debit" && !v.deletedAt && v.balanceOre > 0 && v.kid
    ? `kid:${v.kid}`
    : interestDue(v)
      ? "interest-due"
      : listNameOf(v);

/** Which kinds of number must be unique per customer (SPEC 5), and the voucher types that share each. */
export type NumberKind = "invoice" | "creditNote" | "sentence";
export function numberKindOf(type: number): NumberKind | null {
  if (type === VOUCHER_TYPES.creditNote) return "creditNote";
  if (type === VOUCHER_TYPES.sentence) return "sentence";
  if (
    type === VOUCHER_TYPES.invoice ||
    type === VOUCHER_TYPES.rentOccupied ||
    type === VOUCHER_TYPES.receivedTooMuchWages ||
    type === VOUCHER_TYPES.balanceAfterContractTermination ||
    type === VOUCHER_TYPES.finalBalance
  )
    return "invoice";
  return null;
}

/**
 * What is open of a debit or unapplied of a credit: its balance, except that a deleted voucher has nothing open
 * and nothing to apply (its balance is kept, so a restore brings the voucher back as it was). Lists, counters and
 * the debtor's ledger count this, never `balanceOre` (B7: a deleted credit note was counted as unapplied money).
 */
export const openBalanceOf = (v: { balanceOre: number; deletedAt?: number | null }) => (v.deletedAt ? 0 : v.balanceOre);

/**
 * The search references of a voucher (ledger-ref items, kept by `writeLedger` in the voucher's transaction): a
 * credit (payment, credit note, credit correction) is found by its KID (`vkid#<kid>#<id>`) and by the invoice
 * number it names (`vnum#<number>#<id>`). Open debits are found by KID on the list index and numbered vouchers by
 * their ids, so they need none (and imports of invoices write no refs).
 */
export function searchRefsOf(v: {
  voucherId: string;
  side: Side;
  kid?: string | null;
  invoiceNumber?: string | null;
}): string[] {
  if (v.side !== "credit") return [];
  return [
    ...(v.kid ? [`vkid#${v.kid}#${v.voucherId}`] : []),
    ...(v.invoiceNumber ? [`vnum#${v.invoiceNumber}#${v.voucherId}`] : []),
  ];
}

/** The state of a voucher that counters depend on. */
export interface CountedVoucher {
  type: number;
  side: Side;
  amountOre: number;
  balanceOre: number;
  voucherDate: string;
  dueDate: string;
  deletedAt?: number | null;
}

/**
 * What a voucher adds to the customer's counters: one to its list (with its balance); while it is an open
 * debit, one to the open items of its due date; and while it is a payment (not deleted), its whole amount to the
 * payments received on its date (`paid#<voucherDate>`, matched or not: money received is received). Totals of
 * lists, of open items in any due period and of payments received in any period are sums of these counters, so
 * no total ever needs a read of the items.
 */
export function contributions(v: CountedVoucher | null): Map<string, { count: number; amountOre: number }> {
  const out = new Map<string, { count: number; amountOre: number }>();
  if (!v) return out;
  out.set(`list#${listNameOf(v)}`, { count: 1, amountOre: openBalanceOf(v) });
  if (!v.deletedAt && v.side === "debit" && v.balanceOre > 0)
    out.set(`open#${v.dueDate}`, { count: 1, amountOre: v.balanceOre });
  if (!v.deletedAt && v.type === VOUCHER_TYPES.payment)
    out.set(`paid#${v.voucherDate}`, { count: 1, amountOre: v.amountOre });
  return out;
}

/** The counter changes from `before` to `after` (either may be null), zeros left out. */
export function counterDelta(
  pairs: { before: CountedVoucher | null; after: CountedVoucher | null }[],
): Map<string, { count: number; amountOre: number }> {
  const delta = new Map<string, { count: number; amountOre: number }>();
  const add = (name: string, count: number, amountOre: number) => {
    const d = delta.get(name) ?? { count: 0, amountOre: 0 };
    d.count += count;
    d.amountOre += amountOre;
    delta.set(name, d);
  };
  for (const { before, after } of pairs) {
    for (const [name, c] of contributions(before)) add(name, -c.count, -c.amountOre);
    for (const [name, c] of contributions(after)) add(name, c.count, c.amountOre);
  }
  for (const [name, d] of delta) if (d.count === 0 && d.amountOre === 0) delta.delete(name);
  return delta;
}

/** SPEC 9: a debtor's balance within plus/minus NOK 100 may be written off with a correction voucher. */
export const WRITE_OFF_LIMIT_ORE = 100_00;

/**
 * Splits an amount over open items, oldest due date first (the order is recorded on each allocation, so it
 * can be explained to the debtor; there is no statutory order for ordinary invoices, research 1.10).
 */
export function allocateOldestFirst(
  amountOre: number,
  items: { voucherId: string; dueDate: string; balanceOre: number }[],
): { voucherId: string; amountOre: number }[] {
  const sorted = [...items].sort(
    (a, b) => a.dueDate.localeCompare(b.dueDate) || a.voucherId.localeCompare(b.voucherId),
  );
  const out: { voucherId: string; amountOre: number }[] = [];
  let left = amountOre;
  for (const item of sorted) {
    if (left <= 0) break;
    const take = Math.min(left, item.balanceOre);
    if (take > 0) out.push({ voucherId: item.voucherId, amountOre: take });
    left -= take;
  }
  return out;
}
