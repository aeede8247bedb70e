/**
 * The local Tripletex's books (scripts/local/fakes/tripletex.ts): a fictional Norwegian company, Fjordkanten
 * Elektro AS, with customers (companies and persons), 50 open invoices with KIDs due over the last three months,
 * paid ones, part payments and one credit note; and how each thing looks on the wire (the OpenAPI document's
 * `Customer`, `Invoice`, `Posting`, `Voucher`, `Account`, `Department`, `PaymentType`, `Company`). Amounts are
 * kroner with two decimals, as Tripletex gives them.
 */
import { kidCheckDigitMod10 } from "@innfri/core/util/identifiers";

export interface FakeCustomer {
  id: number;
  customerNumber: number;
  name: string;
  person: boolean;
  organizationNumber?: string;
  email: string;
  phoneNumberMobile?: string;
  addressLine1: string;
  postalCode: string;
  city: string;
}
export interface FakePosting {
  id: number;
  voucherId: number;
  row: number;
  date: string;
  description: string;
  accountNumber: number;
  amount: number;
  type?: "INCOMING_PAYMENT" | "INCOMING_PAYMENT_OPPOSITE" | "OUTGOING_INVOICE_CUSTOMER_POSTING";
  customerId?: number;
  invoiceNumber?: string;
  externalRef?: string;
}
export interface FakeInvoice {
  id: number;
  invoiceNumber: number;
  invoiceDate: string;
  invoiceDueDate: string;
  kid?: string;
  comment: string;
  amount: number;
  customerId: number;
  voucherId: number;
  creditedInvoice?: number;
}
export interface FakeVoucher {
  id: number;
  date: string;
  description: string;
  externalVoucherNumber?: string;
}
export interface FakeCompany {
  id: number;
  name: string;
  organizationNumber: string;
}

/** One company's books, as the fake keeps them. */
export interface Books {
  company: FakeCompany;
  customers: FakeCustomer[];
  invoices: FakeInvoice[];
  postings: FakePosting[];
  vouchers: FakeVoucher[];
  accounts: { id: number; number: number; name: string }[];
  departments: { id: number; name: string; departmentNumber: string }[];
  paymentTypes: { id: number; description: string; accountNumber: number }[];
  nextId: number;
}

export const FJORDKANTEN: FakeCompany = { id: 10, name: "Fjordkanten Elektro AS", organizationNumber: "910000128" };
export const REGNSKAPSHUSET: FakeCompany = { id: 20, name: "Regnskapshuset Vest AS", organizationNumber: "910000136" };
export const BOLGEN: FakeCompany = { id: 30, name: "Bølgen Bakeri AS", organizationNumber: "910000144" };

/** NS 4102 accounts of a small Norwegian company's chart. */
const ACCOUNTS: [number, string][] = [
  [1500, "Kundefordringer"],
  [1580, "Avsetning tap på kundefordringer"],
  [1920, "Bankinnskudd"],
  [2400, "Leverandørgjeld"],
  [2700, "Utgående merverdiavgift"],
  [3000, "Salgsinntekt, avgiftspliktig"],
  [3100, "Salgsinntekt, avgiftsfri"],
  [6300, "Leie lokale"],
  [7770, "Bank og kortgebyrer"],
  [7830, "Tap på fordringer"],
  [8050, "Annen renteinntekt"],
];

const CUSTOMERS: Omit<FakeCustomer, "id" | "customerNumber">[] = [
  {
    name: "Fjordlys Rørleggerservice AS",
    person: false,
    organizationNumber: "910000012",
    email: "faktura@fjordlys.example.no",
    addressLine1: "Storgata 10",
    postalCode: "0155",
    city: "OSLO",
  },
  {
    name: "Nordlys Regnskap AS",
    person: false,
    organizationNumber: "910000063",
    email: "post@nordlys.example.no",
    addressLine1: "Kongens gate 5",
    postalCode: "0153",
    city: "OSLO",
  },
  {
    name: "Havbris Eiendom AS",
    person: false,
    organizationNumber: "910000152",
    email: "regnskap@havbris.example.no",
    addressLine1: "Bryggen 14",
    postalCode: "5003",
    city: "BERGEN",
  },
  {
    name: "Trollheim Kafé AS",
    person: false,
    organizationNumber: "910000160",
    email: "kafe@trollheim.example.no",
    addressLine1: "Olav Tryggvasons gate 22",
    postalCode: "7011",
    city: "TRONDHEIM",
  },
  {
    name: "Solsiden Barnehage SA",
    person: false,
    organizationNumber: "910000179",
    email: "styret@solsiden.example.no",
    addressLine1: "Solsidevegen 3",
    postalCode: "4010",
    city: "STAVANGER",
  },
  {
    name: "Kari Nordmann",
    person: true,
    email: "kari.nordmann@example.no",
    phoneNumberMobile: "+4791234567",
    addressLine1: "Storgata 1",
    postalCode: "0155",
    city: "OSLO",
  },
  {
    name: "Ola Risiko",
    person: true,
    email: "ola.risiko@example.no",
    phoneNumberMobile: "+4792345678",
    addressLine1: "Fjellveien 3",
    postalCode: "5003",
    city: "BERGEN",
  },
  {
    name: "Per Hansen",
    person: true,
    email: "per.hansen@example.no",
    addressLine1: "Storgata 2",
    postalCode: "0155",
    city: "OSLO",
  },
  {
    name: "Ingrid Bakken",
    person: true,
    email: "ingrid.bakken@example.no",
    phoneNumberMobile: "+4793456789",
    addressLine1: "Elvegata 8",
    postalCode: "9008",
    city: "TROMSØ",
  },
  {
    name: "Lars Eriksen",
    person: true,
    email: "lars.eriksen@example.no",
    addressLine1: "Skogveien 41",
    postalCode: "1337",
    city: "SANDVIKA",
  },
  {
    name: "Nora Lie",
    person: true,
    email: "nora.lie@example.no",
    phoneNumberMobile: "+4794567890",
    addressLine1: "Torget 2",
    postalCode: "3015",
    city: "DRAMMEN",
  },
  {
    name: "Magnus Berg",
    person: true,
    email: "magnus.berg@example.no",
    addressLine1: "Bakkeveien 17",
    postalCode: "2317",
    city: "HAMAR",
  },
];

const WORK = [
  "Elektrisk anlegg, service",
  "Utskifting av sikringsskap",
  "Installasjon av varmekabler",
  "Feilsøking og reparasjon",
  "Montering av ladeboks",
  "Periodisk kontroll, elanlegg",
];

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** A small fixed PRNG (mulberry32): the same books every start. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function emptyBooks(company: FakeCompany): Books {
  const books: Books = {
    company,
    customers: [],
    invoices: [],
    postings: [],
    vouchers: [],
    accounts: [],
    departments: [],
    paymentTypes: [],
    nextId: company.id * 100_000 + 1,
  };
  for (const [number, name] of ACCOUNTS) books.accounts.push({ id: books.nextId++, number, name });
  for (const [n, name] of ["Installasjon", "Service", "Administrasjon"].entries())
    books.departments.push({ id: books.nextId++, name, departmentNumber: String(n + 1) });
  books.paymentTypes.push({ id: books.nextId++, description: "Betalt til bank", accountNumber: 1920 });
  return books;
}

/** The KID of an invoice: customer number and invoice number, MOD10. */
export const kidOf = (customerNumber: number, invoiceNumber: number) => {
  const body = `${customerNumber}${String(invoiceNumber).padStart(6, "0")}`;
  return body + kidCheckDigitMod10(body);
};

/** A charged invoice: its voucher and the receivable's posting. */
export function addInvoice(
  b: Books,
  customer: FakeCustomer,
  invoiceDate: string,
  amount: number,
  dueDays = 14,
  comment = WORK[0]!,
): FakeInvoice {
  const invoiceNumber = 10_001 + b.invoices.length;
  const voucher: FakeVoucher = { id: b.nextId++, date: invoiceDate, description: `Faktura ${invoiceNumber}` };
  b.vouchers.push(voucher);
  const inv: FakeInvoice = {
    id: b.nextId++,
    invoiceNumber,
    invoiceDate,
    invoiceDueDate: addDays(invoiceDate, dueDays),
    kid: kidOf(customer.customerNumber, invoiceNumber),
    comment,
    amount,
    customerId: customer.id,
    voucherId: voucher.id,
  };
  b.invoices.push(inv);
  b.postings.push({
    id: b.nextId++,
    voucherId: voucher.id,
    row: 1,
    date: invoiceDate,
    description: voucher.description,
    accountNumber: 1500,
    amount,
    type: "OUTGOING_INVOICE_CUSTOMER_POSTING",
    customerId: customer.id,
    invoiceNumber: String(invoiceNumber),
  });
  b.postings.push({
    id: b.nextId++,
    voucherId: voucher.id,
    row: 2,
    date: invoiceDate,
    description: voucher.description,
    accountNumber: 3000,
    amount: -amount,
  });
  return inv;
}

/** A payment registered on an invoice (what `PUT /invoice/{id}/:payment` books): bank against the receivable. */
export function addPayment(
  b: Books,
  inv: FakeInvoice,
  date: string,
  amount: number,
  accountNumber = 1920,
): FakePosting {
  const voucher: FakeVoucher = { id: b.nextId++, date, description: `Innbetaling faktura ${inv.invoiceNumber}` };
  b.vouchers.push(voucher);
  const paid: FakePosting = {
    id: b.nextId++,
    voucherId: voucher.id,
    row: 1,
    date,
    description: voucher.description,
    accountNumber: 1500,
    amount: -amount,
    type: "INCOMING_PAYMENT",
    customerId: inv.customerId,
    invoiceNumber: String(inv.invoiceNumber),
    externalRef: inv.kid,
  };
  b.postings.push(paid);
  b.postings.push({
    id: b.nextId++,
    voucherId: voucher.id,
    row: 2,
    date,
    description: voucher.description,
    accountNumber,
    amount,
    type: "INCOMING_PAYMENT_OPPOSITE",
  });
  return paid;
}

/** A credit note of `amount` (positive: what is credited) on an invoice. */
export function addCreditNote(b: Books, inv: FakeInvoice, date: string, amount: number, comment: string): FakeInvoice {
  const customer = b.customers.find((c) => c.id === inv.customerId)!;
  const note = addInvoice(b, customer, date, -amount, 0, comment);
  note.creditedInvoice = inv.id;
  note.kid = undefined;
  return note;
}

/** Fjordkanten Elektro AS's books as of `today`: 50 open invoices due over the last three months and more. */
export function seedBooks(today: string): Books {
  const b = emptyBooks(FJORDKANTEN);
  CUSTOMERS.forEach((c, i) => b.customers.push({ ...c, id: b.nextId++, customerNumber: 10_001 + i }));
  const rnd = random(22);
  const amount = () => Math.round((800 + rnd() * 24_000) * 100) / 100;
  // 10 invoices paid in full, before the open ones
  for (let i = 0; i < 10; i++) {
    const date = addDays(today, -150 + i * 3);
    const inv = addInvoice(b, b.customers[i % b.customers.length]!, date, amount(), 14, WORK[i % WORK.length]);
    addPayment(b, inv, addDays(inv.invoiceDueDate, -2), inv.amount);
  }
  // 50 open invoices, due dates spread over the last 90 days
  const open: FakeInvoice[] = [];
  for (let i = 0; i < 50; i++) {
    const due = addDays(today, -90 + Math.floor((i * 89) / 49));
    const dueDays = i % 5 === 0 ? 30 : 14;
    open.push(
      addInvoice(
        b,
        b.customers[(i * 7) % b.customers.length]!,
        addDays(due, -dueDays),
        amount(),
        dueDays,
        WORK[(i * 5) % WORK.length],
      ),
    );
  }
  // part payments on five of them, and one credit note of part of another
  for (const i of [3, 11, 19, 27, 35])
    addPayment(b, open[i]!, addDays(open[i]!.invoiceDueDate, 1), Math.round(open[i]!.amount * 40) / 100);
  addCreditNote(
    b,
    open[8]!,
    addDays(open[8]!.invoiceDate, 5),
    Math.round(open[8]!.amount * 25) / 100,
    "Kreditnota: prisavslag, avtalt",
  );
  return b;
}
