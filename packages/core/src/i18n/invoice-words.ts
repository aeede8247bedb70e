/**
 * The fixed words of our invoice's PDF (billing/invoices/invoice-pdf.ts), in Norwegian and English. Like the
 * letters' words (i18n/letters.ts) not registered in messages.ts: only the renderer reads them.
 */
export const no = {
  "invoice.title": "Faktura",
  "invoice.number": "Fakturanr.",
  "invoice.date": "Fakturadato",
  "invoice.dueDate": "Forfallsdato",
  "invoice.customerNumber": "Kundenr.",
  "invoice.reference": "Deres ref.",
  "invoice.orgNumber": "Org.nr.",
  "invoice.vatNumber": "Org.nr. {org} MVA",
  "invoice.foretaksregisteret": "Foretaksregisteret",
  "invoice.description": "Beskrivelse",
  "invoice.quantity": "Antall",
  "invoice.unitPrice": "Pris eks. mva.",
  "invoice.discount": "Rabatt {amount}",
  "invoice.lineTotal": "Beløp eks. mva.",
  "invoice.net": "Sum eks. mva.",
  "invoice.vat": "Mva. {rate} av {base}",
  "invoice.total": "Å betale",
  "invoice.vatBasis": "Merverdiavgift {rate} etter {source}.",
  "invoice.payment": "Betalingsinformasjon",
  "invoice.accountNumber": "Kontonummer",
  "invoice.kid": "KID",
  "invoice.amount": "Beløp",
  "invoice.terms": "Betales innen {days} dager, til {dueDate}, med KID {kid}.",
  "invoice.termsMoved":
    "Betales innen {dueDate} med KID {kid}: {days} dager ender {countedDate}, en lørdag, søndag eller helligdag, så fristen går til neste virkedag.",
  "invoice.page": "Side {page} av {pages}",
  "unit.piece": "stk.",
  "unit.case": "saker",
  "unit.send": "utsendelser",
  "unit.user": "brukere",
  "unit.page": "sider",
  "unit.month": "mnd.",
  "unit.year": "år",
};

export type InvoiceWord = keyof typeof no;

export const en: Record<InvoiceWord, string> = {
  "invoice.title": "Invoice",
  "invoice.number": "Invoice no.",
  "invoice.date": "Invoice date",
  "invoice.dueDate": "Due date",
  "invoice.customerNumber": "Customer no.",
  "invoice.reference": "Your ref.",
  "invoice.orgNumber": "Org. no.",
  "invoice.vatNumber": "Org. no. {org} MVA (VAT)",
  "invoice.foretaksregisteret": "Foretaksregisteret (Register of Business Enterprises)",
  "invoice.description": "Description",
  "invoice.quantity": "Quantity",
  "invoice.unitPrice": "Price ex. VAT",
  "invoice.discount": "Discount {amount}",
  "invoice.lineTotal": "Amount ex. VAT",
  "invoice.net": "Total ex. VAT",
  "invoice.vat": "VAT {rate} of {base}",
  "invoice.total": "To pay",
  "invoice.vatBasis": "VAT {rate} under {source} (Norwegian VAT Act).",
  "invoice.payment": "Payment information",
  "invoice.accountNumber": "Account number",
  "invoice.kid": "KID",
  "invoice.amount": "Amount",
  "invoice.terms": "Payable within {days} days, by {dueDate}, with KID {kid}.",
  "invoice.termsMoved":
    "Payable by {dueDate} with KID {kid}: {days} days end on {countedDate}, a Saturday, Sunday or public holiday, so the deadline runs to the next working day.",
  "invoice.page": "Page {page} of {pages}",
  "unit.piece": "pcs",
  "unit.case": "cases",
  "unit.send": "sends",
  "unit.user": "users",
  "unit.page": "pages",
  "unit.month": "months",
  "unit.year": "years",
};

export function invoiceWord(lang: "no" | "en", key: InvoiceWord, params: Record<string, string> = {}): string {
  return (lang === "en" ? en : no)[key].replace(/\{(\w+)\}/g, (_, name: string) => params[name] ?? `{${name}}`);
}
