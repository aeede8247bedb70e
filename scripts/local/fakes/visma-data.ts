/**
 * The local Visma eAccounting's books (scripts/local/fakes/visma.ts): a fictional Norwegian company, Nordvik Bygg og
 * Maling AS, with customers (persons and companies), 50 open invoices with KIDs due over the last three months,
 * paid and part-paid ones, one credit note, accounts (NS 4102), a cost center and a bank account; and how each looks
 * on the wire, as the OpenAPI document's `CustomerApi`, `CustomerInvoiceApi`, `CompanySettingsApi`, `AccountApi`,
 * `CostCenterApi`, `BankAccountApi` and `VoucherApi` (vendor-docs/visma). Amounts are kroner with two decimals.
 */
import { createHash } from "node:crypto";
import { Clock } from "@innfri/core/clock";
import { kidCheckDigitMod10 } from "@innfri/core/util/identifiers";

/** A stable uuid of a name, so the fake's ids are the same at every start. */
export const uuidOf = (name: string) => {
  const h = createHash("sha1").update(`visma-fake:${name}`).digest("hex");
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-8${h.slice(17, 20)}-${h.slice(20, 32)}`;
};

export interface FakeCustomer {
  id: string;
  number: string;
  name: string;
  person: boolean;
  org?: string;
  address: string;
  postcode: string;
  city: string;
  email: string;
  phone: string;
}
export interface FakeInvoice {
  id: string;
  number: number;
  customerId: string;
  /** A credit note: negative total, crediting `referringId`. */
  credit: boolean;
  referringId?: string;
  invoiceDate: string;
  dueDate: string;
  text: string;
  total: number;
  paid: number;
  credited: number;
  kid?: string;
  paymentDate?: string;
  created: string;
  modified: string;
}
export interface FakeVoucher {
  id: string;
  date: string;
  text: string;
  rows: { AccountNumber: number; DebitAmount?: number; CreditAmount?: number; CustomerId?: string | null }[];
  created: string;
}
export interface FakePayment {
  invoiceId: string;
  date: string;
  amount: number;
  reference?: string;
  bankAccountId: string;
}

export const COMPANY = {
  Name: "Nordvik Bygg og Maling AS",
  CorporateIdentityNumber: "915000002",
  Address1: "Sjøgata 14",
  PostalCode: "8006",
  City: "Bodø",
  CountryCode: "NO",
  Email: "post@nordvikbygg.example",
  Phone: "75501234",
  CurrencyCode: "NOK",
};
export const FISCAL_YEAR_ID = uuidOf("fiscal-year");
export const TERMS_ID = uuidOf("terms-14");
export const BANK_ACCOUNT_ID = uuidOf("bank-driftskonto");
/** A second cheque account (not the default), on ledger account 1921: where a customer may choose to book payments. */
export const SECOND_BANK_ACCOUNT_ID = uuidOf("bank-innkrevingskonto");

const CUSTOMERS: Omit<FakeCustomer, "id">[] = [
  {
    number: "10001",
    name: "Kari Nordmann",
    person: true,
    address: "Storgata 1",
    postcode: "8006",
    city: "Bodø",
    email: "kari.nordmann@example.no",
    phone: "91234567",
  },
  {
    number: "10002",
    name: "Ola Hansen",
    person: true,
    address: "Fjellveien 7",
    postcode: "8008",
    city: "Bodø",
    email: "ola.hansen@example.no",
    phone: "92345678",
  },
  {
    number: "10003",
    name: "Ingrid Berg",
    person: true,
    address: "Havnegata 22",
    postcode: "8300",
    city: "Svolvær",
    email: "ingrid.berg@example.no",
    phone: "93456789",
  },
  {
    number: "10004",
    name: "Per Olsen",
    person: true,
    address: "Kirkegata 3",
    postcode: "9008",
    city: "Tromsø",
    email: "per.olsen@example.no",
    phone: "94567890",
  },
  {
    number: "10005",
    name: "Sigrid Johansen",
    person: true,
    address: "Elvebakken 5",
    postcode: "8610",
    city: "Mo i Rana",
    email: "sigrid.j@example.no",
    phone: "95678901",
  },
  {
    number: "10006",
    name: "Magnus Lie",
    person: true,
    address: "Nyveien 11",
    postcode: "8200",
    city: "Fauske",
    email: "magnus.lie@example.no",
    phone: "96789012",
  },
  {
    number: "20001",
    name: "Saltens Eiendom AS",
    person: false,
    org: "915000010",
    address: "Postboks 120",
    postcode: "8001",
    city: "Bodø",
    email: "faktura@saltenseiendom.example",
    phone: "75512000",
  },
  {
    number: "20002",
    name: "Lofoten Rorbuer AS",
    person: false,
    org: "915000029",
    address: "Kaiveien 2",
    postcode: "8310",
    city: "Kabelvåg",
    email: "regnskap@lofotenrorbuer.example",
    phone: "76070000",
  },
  {
    number: "20003",
    name: "Nordland Borettslag",
    person: false,
    org: "915000037",
    address: "Parkveien 40",
    postcode: "8005",
    city: "Bodø",
    email: "styret@nordlandbrl.example",
    phone: "75530300",
  },
  {
    number: "20004",
    name: "Fauske Bilverksted AS",
    person: false,
    org: "915000045",
    address: "Industriveien 9",
    postcode: "8200",
    city: "Fauske",
    email: "post@fauskebil.example",
    phone: "75640000",
  },
  {
    number: "20005",
    name: "Arktisk Kafé AS",
    person: false,
    org: "915000053",
    address: "Torvet 1",
    postcode: "9008",
    city: "Tromsø",
    email: "kafe@arktisk.example",
    phone: "77600000",
  },
  {
    number: "20006",
    name: "Helgeland Skole og Barnehage SA",
    person: false,
    org: "915000061",
    address: "Skoleveien 12",
    postcode: "8800",
    city: "Sandnessjøen",
    email: "innkjop@helgelandskole.example",
    phone: "75040000",
  },
];

const JOBS = [
  "Maling av fasade",
  "Utskifting av vinduer",
  "Flislegging av bad",
  "Reparasjon av tak",
  "Beising av terrasse",
  "Tapetsering av stue",
  "Montering av kjøkken",
  "Etterisolering av loft",
];

/** A small deterministic random (mulberry32), so the books are the same at every start. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
export const stamp = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, "Z");
export const kidOf = (customerNumber: string, invoiceNumber: number) => {
  const body = `${customerNumber}${String(invoiceNumber).padStart(6, "0")}`;
  return body + kidCheckDigitMod10(body);
};

export interface Books {
  customers: FakeCustomer[];
  invoices: FakeInvoice[];
  vouchers: FakeVoucher[];
  payments: FakePayment[];
  nextNumber: number;
}

/** The books as of today: 50 open invoices (three part-paid, one part-credited), six paid, one credit note. */
export function seedBooks(): Books {
  const rnd = random(20261129);
  const today = Clock.today();
  const customers = CUSTOMERS.map((c) => ({ ...c, id: uuidOf(`customer-${c.number}`) }));
  const invoices: FakeInvoice[] = [];
  let number = 1001;
  const make = (i: number, open: boolean): FakeInvoice => {
    const customer = customers[Math.floor(rnd() * customers.length)]!;
    const invoiceDate = addDays(today, -Math.floor(((56 - i) / 56) * 88) - 2);
    const total = Math.round((1500 + rnd() * (customer.person ? 18_000 : 85_000)) * 4) / 4;
    const n = number++;
    const at = stamp(Date.parse(`${invoiceDate}T09:00:00Z`));
    const inv: FakeInvoice = {
      id: uuidOf(`invoice-${n}`),
      number: n,
      customerId: customer.id,
      credit: false,
      invoiceDate,
      dueDate: addDays(invoiceDate, 14),
      text: JOBS[n % JOBS.length]!,
      total,
      paid: 0,
      credited: 0,
      kid: kidOf(customer.number, n),
      created: at,
      modified: at,
    };
    if (!open) {
      inv.paid = total;
      inv.paymentDate = addDays(inv.dueDate, -2);
      inv.modified = stamp(Date.parse(`${inv.paymentDate}T12:00:00Z`));
    }
    return inv;
  };
  // 56 invoices over three months; every ninth is paid in full
  for (let i = 0; i < 56; i++) invoices.push(make(i, i % 9 !== 4));
  const open = invoices.filter((i) => i.paid === 0);
  for (const inv of [open[3]!, open[17]!, open[30]!]) {
    inv.paid = Math.round(inv.total * 0.4 * 100) / 100;
    inv.paymentDate = addDays(inv.invoiceDate, 20);
    inv.modified = stamp(Date.parse(`${inv.invoiceDate}T12:00:00Z`) + 20 * 86_400_000);
  }
  const creditedInvoice = open[10]!;
  const creditAmount = 1250;
  creditedInvoice.credited = creditAmount;
  const creditDate = addDays(creditedInvoice.invoiceDate, 5);
  const n = number++;
  invoices.push({
    id: uuidOf(`invoice-${n}`),
    number: n,
    customerId: creditedInvoice.customerId,
    credit: true,
    referringId: creditedInvoice.id,
    invoiceDate: creditDate,
    dueDate: creditDate,
    text: `Kreditnota for faktura ${creditedInvoice.number}: prisavslag`,
    total: -creditAmount,
    paid: 0,
    credited: 0,
    created: stamp(Date.parse(`${creditDate}T10:00:00Z`)),
    modified: stamp(Date.parse(`${creditDate}T10:00:00Z`)),
  });
  creditedInvoice.modified = stamp(Date.parse(`${creditDate}T10:00:00Z`));
  return { customers, invoices, vouchers: [], payments: [], nextNumber: number };
}

/** A new open invoice (a test's "page that changes between reads"). */
export function addInvoice(books: Books, nowMs: number): FakeInvoice {
  const customer = books.customers[0]!;
  const n = books.nextNumber++;
  const today = new Date(nowMs).toISOString().slice(0, 10);
  const inv: FakeInvoice = {
    id: uuidOf(`invoice-${n}`),
    number: n,
    customerId: customer.id,
    credit: false,
    invoiceDate: today,
    dueDate: addDays(today, 14),
    text: JOBS[n % JOBS.length]!,
    total: 4321.5,
    paid: 0,
    credited: 0,
    kid: kidOf(customer.number, n),
    created: stamp(nowMs),
    modified: stamp(nowMs),
  };
  books.invoices.push(inv);
  return inv;
}
