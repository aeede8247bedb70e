/**
 * The local Fiken's answers, shaped as the published document's schemas (vendor-docs/fiken, components/schemas:
 * `company`, `contact`, `invoiceResult`, `creditNoteResult`, `saleResult`, `payment`, `account`,
 * `bankAccountResult`, `projectResult`); the contract test validates each against them.
 */
import {
  creditedOf,
  grossOf,
  outstandingOf,
  paidOf,
  settledOf,
  type Books,
  type FakeCompany,
  type FakeContact,
  type FakeCreditNote,
  type FakeInvoice,
  type FakeLine,
  type FakePayment,
} from "./fiken-data";

export const companyJson = (c: FakeCompany) => ({
  name: c.name,
  slug: c.slug,
  organizationNumber: c.organizationNumber,
  vatType: "bi-monthly",
  address: { streetAddress: "Kraftverkvegen 1", city: "Lysvik", postCode: "6893", country: "Norge" },
  email: `post@${c.slug}.example.no`,
  creationDate: "2020-03-02",
  hasApiAccess: c.hasApiAccess,
  testCompany: true,
  accountingStartDate: "2020-01-01",
});

export const contactJson = (c: FakeContact) => ({
  contactId: c.contactId,
  createdDate: c.createdDate,
  lastModifiedDate: c.lastModifiedDate,
  name: c.name,
  ...(c.email ? { email: c.email } : {}),
  ...(c.organizationNumber ? { organizationNumber: c.organizationNumber } : {}),
  customerNumber: c.customerNumber,
  customerAccountCode: `1500:${c.customerNumber + 10_000}`,
  customer: true,
  supplier: false,
  contactPerson: [],
  language: "NORWEGIAN",
  inactive: false,
  daysUntilInvoicingDueDate: 14,
  address: c.address,
  groups: [],
});

export const paymentJson = (p: FakePayment) => ({
  paymentId: p.paymentId,
  date: p.date,
  account: p.account,
  amount: p.amount,
});

const lineJson = (l: FakeLine) => ({
  net: l.net,
  vat: l.vat,
  vatType: l.vatType,
  gross: l.net + l.vat,
  netInNok: l.net,
  vatInNok: l.vat,
  grossInNok: l.net + l.vat,
  vatInPercent: l.vatType === "HIGH" ? 0.25 : 0,
  unitPrice: l.net,
  quantity: 1,
  description: l.description,
  incomeAccount: l.incomeAccount,
});

const sum = (lines: FakeLine[], key: "net" | "vat") => lines.reduce((s, l) => s + l[key], 0);

/** The sale Fiken books of an invoice: its number is the invoice's, and its payments are listed with it. */
export function saleJson(b: Books, inv: FakeInvoice, full = true) {
  const contact = b.contacts.find((c) => c.contactId === inv.contactId)!;
  const settled = settledOf(b, inv);
  const lastPaid = inv.payments.at(-1)?.date;
  return {
    saleId: inv.saleId,
    lastModifiedDate: inv.lastModifiedDate,
    transactionId: inv.saleId + 500_000,
    saleNumber: String(inv.invoiceNumber),
    date: inv.issueDate,
    kind: "invoice",
    netAmount: sum(inv.lines, "net"),
    vatAmount: sum(inv.lines, "vat"),
    settled,
    ...(settled ? { settledDate: inv.writeOff?.date ?? lastPaid ?? inv.lastModifiedDate } : {}),
    writeOff: inv.writeOff !== null,
    totalPaid: paidOf(inv),
    totalPaidInCurrency: paidOf(inv),
    outstandingBalance: outstandingOf(b, inv),
    outstandingBalanceInCurrency: outstandingOf(b, inv),
    currency: "NOK",
    dueDate: inv.dueDate,
    kid: inv.kid,
    ...(lastPaid ? { paymentDate: lastPaid } : {}),
    deleted: false,
    // in a list of invoices, the sale comes without its lines, customer and payments (asked for on their own)
    ...(full
      ? {
          lines: inv.lines.map((l) => ({
            description: l.description,
            netPrice: l.net,
            vat: l.vat,
            account: l.incomeAccount,
            vatType: l.vatType,
          })),
          customer: contactJson(contact),
          salePayments: inv.payments.map(paymentJson),
        }
      : {}),
  };
}

export function invoiceJson(b: Books, inv: FakeInvoice) {
  const contact = b.contacts.find((c) => c.contactId === inv.contactId)!;
  const net = sum(inv.lines, "net");
  const vat = sum(inv.lines, "vat");
  return {
    invoiceId: inv.invoiceId,
    createdDate: inv.createdDate,
    lastModifiedDate: inv.lastModifiedDate,
    invoiceNumber: inv.invoiceNumber,
    kid: inv.kid,
    issueDate: inv.issueDate,
    dueDate: inv.dueDate,
    net,
    vat,
    gross: net + vat,
    netInNok: net,
    vatInNok: vat,
    grossInNok: net + vat,
    cash: false,
    invoiceText: inv.invoiceText,
    ourReference: "Lise Lysvik",
    address: contact.address,
    lines: inv.lines.map(lineJson),
    currency: "NOK",
    bankAccountNumber: "12345678903",
    sentManually: false,
    associatedCreditNotes: inv.creditNoteIds,
    attachments: [],
    customer: contactJson(contact),
    sale: saleJson(b, inv, false),
    dispatches: [],
  };
}

export function creditNoteJson(b: Books, cn: FakeCreditNote) {
  const inv = b.invoices.find((i) => i.invoiceId === cn.invoiceId)!;
  const contact = b.contacts.find((c) => c.contactId === inv.contactId)!;
  const net = sum(cn.lines, "net");
  const vat = sum(cn.lines, "vat");
  return {
    creditNoteId: cn.creditNoteId,
    creditNoteNumber: cn.creditNoteNumber,
    kid: inv.kid,
    customer: contactJson(contact),
    net,
    vat,
    gross: net + vat,
    netInNok: net,
    vatInNok: vat,
    grossInNok: net + vat,
    creditNoteText: cn.creditNoteText,
    ourReference: "Lise Lysvik",
    address: contact.address,
    lines: cn.lines.map(lineJson),
    currency: "NOK",
    issueDate: cn.issueDate,
    lastModifiedDate: cn.lastModifiedDate,
    // a credit note is settled against its invoice at once
    settled: true,
    associatedInvoiceId: cn.invoiceId,
  };
}

/** What is left to credit of an invoice (a partial credit note may not credit more). */
export const creditableOf = (b: Books, inv: FakeInvoice) => grossOf(inv.lines) - creditedOf(b, inv) - paidOf(inv);
