/**
 * How the local Tripletex's books look on the wire: the OpenAPI document's `Customer`, `Invoice`, `Posting`,
 * `Voucher` and `Account` (vendor-docs/tripletex; the contract test validates each against its schema).
 */
import type { Books, FakeCustomer, FakeInvoice, FakePosting, FakeVoucher } from "./tripletex-data";

interface Index {
  key: string;
  /** By invoice number: payments and write-offs booked on the receivable (negative), and the invoice's postings. */
  settled: Map<string, number>;
  postings: Map<string, FakePosting[]>;
  /** By invoice id: what its credit notes credit (negative). */
  credits: Map<number, number>;
}
const indexes = new WeakMap<Books, Index>();

/** The books looked up by invoice, made again when they have grown (the fake only ever adds to them). */
function indexOf(b: Books): Index {
  const key = `${b.postings.length}/${b.invoices.length}`;
  const known = indexes.get(b);
  if (known?.key === key) return known;
  const ix: Index = { key, settled: new Map(), postings: new Map(), credits: new Map() };
  for (const p of b.postings) {
    if (p.accountNumber !== 1500 || !p.invoiceNumber) continue;
    ix.postings.set(p.invoiceNumber, [...(ix.postings.get(p.invoiceNumber) ?? []), p]);
    if (p.amount < 0 && p.type !== "OUTGOING_INVOICE_CUSTOMER_POSTING")
      ix.settled.set(p.invoiceNumber, (ix.settled.get(p.invoiceNumber) ?? 0) + p.amount);
  }
  for (const n of b.invoices)
    if (n.creditedInvoice) ix.credits.set(n.creditedInvoice, (ix.credits.get(n.creditedInvoice) ?? 0) + n.amount);
  indexes.set(b, ix);
  return ix;
}

/** What an invoice still owes: its amount less payments, credit notes and write-offs booked on its number. */
export function outstanding(b: Books, inv: FakeInvoice): number {
  if (inv.amount <= 0) return 0;
  const ix = indexOf(b);
  const left = inv.amount + (ix.credits.get(inv.id) ?? 0) + (ix.settled.get(String(inv.invoiceNumber)) ?? 0);
  return Math.max(0, Math.round(left * 100) / 100);
}

const url = (path: string, id: number) => `http://localhost/v2/${path}/${id}`;
const NOK = { id: 1, code: "NOK", description: "Norske kroner", factor: 1 };
const NORWAY = {
  id: 161,
  name: "Norge",
  displayName: "Norge",
  isoAlpha2Code: "NO",
  isoAlpha3Code: "NOR",
  isoNumericCode: "578",
};

export function customerJson(c: FakeCustomer) {
  return {
    id: c.id,
    version: 1,
    url: url("customer", c.id),
    name: c.name,
    organizationNumber: c.organizationNumber ?? "",
    customerNumber: c.customerNumber,
    isSupplier: false,
    isCustomer: true,
    isInactive: false,
    email: c.email,
    invoiceEmail: c.email,
    phoneNumber: "",
    phoneNumberMobile: c.phoneNumberMobile ?? "",
    language: "NO" as const,
    displayName: `${c.name} (${c.customerNumber})`,
    isPrivateIndividual: c.person,
    invoiceSendMethod: "EMAIL" as const,
    postalAddress: {
      id: c.id + 1,
      version: 1,
      addressLine1: c.addressLine1,
      addressLine2: "",
      postalCode: c.postalCode,
      city: c.city,
      country: NORWAY,
    },
    invoicesDueIn: 14,
    invoicesDueInType: "DAYS" as const,
    currency: NOK,
  };
}

export function accountJson(a: { id: number; number: number; name: string }) {
  return {
    id: a.id,
    version: 1,
    url: url("ledger/account", a.id),
    number: a.number,
    numberPretty: String(a.number),
    name: a.name,
    displayName: `${a.number} ${a.name}`,
    isInactive: false,
    isBankAccount: a.number === 1920,
    ledgerType: "GENERAL" as const,
  };
}

export function postingJson(b: Books, p: FakePosting) {
  const account = b.accounts.find((a) => a.number === p.accountNumber)!;
  return {
    id: p.id,
    version: 1,
    url: url("ledger/posting", p.id),
    voucher: { id: p.voucherId, url: url("ledger/voucher", p.voucherId) },
    date: p.date,
    description: p.description,
    account: { id: account.id, url: url("ledger/account", account.id) },
    ...(p.customerId ? { customer: { id: p.customerId, url: url("customer", p.customerId) } } : {}),
    amount: p.amount,
    amountCurrency: p.amount,
    amountGross: p.amount,
    amountGrossCurrency: p.amount,
    currency: NOK,
    invoiceNumber: p.invoiceNumber ?? "",
    row: p.row,
    ...(p.type ? { type: p.type } : {}),
    externalRef: p.externalRef ?? "",
    systemGenerated: p.type !== undefined,
  };
}

export function invoiceJson(b: Books, inv: FakeInvoice) {
  const credited = -(indexOf(b).credits.get(inv.id) ?? 0);
  const open = outstanding(b, inv);
  // the invoice's receivable posting, and the payments booked on it
  const postings = (indexOf(b).postings.get(String(inv.invoiceNumber)) ?? []).filter(
    (p) => p.voucherId === inv.voucherId || p.type === "INCOMING_PAYMENT",
  );
  return {
    id: inv.id,
    version: 1,
    url: url("invoice", inv.id),
    invoiceNumber: inv.invoiceNumber,
    invoiceDate: inv.invoiceDate,
    customer: { id: inv.customerId, url: url("customer", inv.customerId) },
    ...(inv.creditedInvoice ? { creditedInvoice: inv.creditedInvoice } : {}),
    isCredited: inv.amount > 0 && Math.round(credited * 100) >= Math.round(inv.amount * 100),
    invoiceDueDate: inv.invoiceDueDate,
    kid: inv.kid ?? "",
    invoiceComment: inv.comment,
    comment: inv.comment,
    voucher: { id: inv.voucherId, url: url("ledger/voucher", inv.voucherId) },
    deliveryDate: inv.invoiceDate,
    amount: inv.amount,
    amountCurrency: inv.amount,
    amountExcludingVat: Math.round((inv.amount / 1.25) * 100) / 100,
    amountExcludingVatCurrency: Math.round((inv.amount / 1.25) * 100) / 100,
    amountRoundoff: 0,
    amountRoundoffCurrency: 0,
    amountOutstanding: open,
    amountCurrencyOutstanding: open,
    amountOutstandingTotal: open,
    amountCurrencyOutstandingTotal: open,
    sumRemits: 0,
    currency: NOK,
    isCreditNote: inv.amount < 0,
    isCharged: true,
    isApproved: true,
    postings: postings.map((p) => postingJson(b, p)),
    reminders: [],
  };
}

export function voucherJson(b: Books, v: FakeVoucher) {
  return {
    id: v.id,
    version: 1,
    url: url("ledger/voucher", v.id),
    date: v.date,
    number: v.id % 100_000,
    year: Number(v.date.slice(0, 4)),
    description: v.description,
    postings: b.postings
      .filter((p) => p.voucherId === v.id)
      .map((p) => ({ id: p.id, url: url("ledger/posting", p.id) })),
    ...(v.externalVoucherNumber ? { externalVoucherNumber: v.externalVoucherNumber } : {}),
    displayName: `${v.id % 100_000}-${v.date.slice(0, 4)}`,
  };
}
