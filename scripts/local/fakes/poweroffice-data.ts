/**
 * The local PowerOffice Go's books (scripts/local/fakes/poweroffice.ts): a fictional Norwegian client, Nordlys
 * Rørleggerservice AS, with customers (companies and persons), 50 open invoices with KIDs due over the last three
 * months, paid and part-paid ones, one credit note, a chart of accounts and departments; and the operations that
 * change them as Go would (an invoice sent, a payment registered, a manual voucher posted). Amounts are kroner with
 * two decimals, as Go gives them; how each thing looks on the wire is poweroffice-wire.ts.
 */
import { randomUUID } from "node:crypto";
import { isValidOrgNumber, kidCheckDigitMod10 } from "@innfri/core/util/identifiers";

export interface FakeCustomer {
  Id: number;
  Number: number;
  SubledgerAccountId: number;
  person: boolean;
  name: string;
  firstName?: string;
  lastName?: string;
  orgNumber?: string;
  email: string;
  phone: string;
  address: string;
  zip: string;
  city: string;
  created: string;
}
/** A customer sub-ledger entry (`CustomerLedgerEntryDto`), invoices included. */
export interface FakeEntry {
  Id: number;
  VoucherId: string;
  VoucherNo: number;
  VoucherType: "OutgoingInvoice" | "OutgoingCreditNote" | "IncomingOcrGiro" | "BankJournal" | "ManualJournal";
  customerNo: number;
  Amount: number;
  PostingDate: string;
  VoucherDate: string;
  DueDate?: string;
  Cid?: string;
  InvoiceNo?: string;
  MatchId?: number;
  CustomMatchingReference?: string;
  ExternalImportReference?: string;
  /** Posted through the API by our integration (`IsCreatedByCurrentIntegration`). */
  byIntegration: boolean;
  created: string;
  changed: string;
}
/** An outgoing invoice or credit note (`OutgoingInvoiceDto`); its money is its ledger entry (`entryId`). */
export interface FakeInvoice {
  Id: string;
  VoucherType: "OutgoingInvoice" | "OutgoingCreditNote";
  InvoiceNo: number;
  VoucherNo: number;
  VoucherDate: string;
  DueDate: string;
  customerNo: number;
  Cid?: string;
  total: number;
  RelatedInvoiceNo?: number;
  CustomMatchingReference?: string;
  entryId: number;
  created: string;
}
export interface FakeAccount {
  Id: number;
  AccountNo: number;
  Name: string;
  VatCode: string;
}
export interface FakeVoucherLine {
  Id: number;
  AccountId: number;
  CurrencyAmount: number;
  PostingDate: string;
  Description?: string;
  CustomMatchingReference?: string;
  VatId: number | null;
}
export interface FakeVoucher {
  Id: string;
  VoucherNo: number;
  VoucherDate: string;
  Description?: string;
  ExternalImportReference?: string;
  lines: FakeVoucherLine[];
  created: string;
}

export interface Books {
  client: { ClientId: string; name: string; orgNumber: string };
  customers: FakeCustomer[];
  invoices: FakeInvoice[];
  entries: FakeEntry[];
  accounts: FakeAccount[];
  departments: { Id: number; Code: string; Name: string }[];
  vouchers: FakeVoucher[];
  /** The entries by id (an invoice finds its entry without a scan: the sync benchmark's 10 000 invoices). */
  entryById: Map<number, FakeEntry>;
  seq: { entry: number; voucherNo: number; invoiceNo: number; match: number; line: number };
}

/** The first valid organisation number from `base` (8 digits) up: a fictional but well-formed one. */
function orgNumber(base: number): string {
  for (let b = base; ; b++) {
    for (let d = 0; d <= 9; d++) if (isValidOrgNumber(`${b}${d}`)) return `${b}${d}`;
  }
}

export const NORDLYS = { ClientId: "5f2c8a3e-7b1d-4c6e-9a0f-3d8b2e1c4a77", name: "Nordlys Rørleggerservice AS" };

const PEOPLE: [string, string, string, string, string][] = [
  ["Kari", "Nordmann", "Storgata 12", "9008", "Tromsø"],
  ["Ola", "Hansen", "Fjellveien 4B", "5019", "Bergen"],
  ["Ingrid", "Johansen", "Kirkegata 7", "7013", "Trondheim"],
  ["Lars", "Olsen", "Sjøgata 21", "8006", "Bodø"],
  ["Sigrid", "Larsen", "Parkveien 3", "4611", "Kristiansand"],
  ["Magnus", "Berg", "Elvebakken 9", "2317", "Hamar"],
];
const COMPANIES: [string, number, string, string, string][] = [
  ["Polarbygg AS", 91234561, "Industriveien 14", "9015", "Tromsø"],
  ["Havbris Eiendom AS", 92345671, "Bryggen 2", "5003", "Bergen"],
  ["Midtnorsk VVS-Grossist AS", 93456781, "Sluppenvegen 19", "7037", "Trondheim"],
  ["Lofoten Sjømat AS", 94567891, "Havnegata 1", "8300", "Svolvær"],
  ["Fjellstua Hotell AS", 95678901, "Fjellheisveien 30", "9020", "Tromsdalen"],
  ["Nordkapp Borettslag", 96789011, "Skippergata 5", "9750", "Honningsvåg"],
];

const dayOf = (today: string, offset: number) =>
  new Date(Date.parse(`${today}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);
const stamp = (date: string) => `${date}T09:00:00.000+00:00`;

/** KID: customer number and invoice number, MOD10 (Luhn) check digit, as Go makes them. */
export const kidOf = (customerNo: number, invoiceNo: number) => {
  const body = `${customerNo}${String(invoiceNo).padStart(6, "0")}`;
  return `${body}${kidCheckDigitMod10(body)}`;
};

export function emptyBooks(): Books {
  const accounts: [number, string, string][] = [
    [1500, "Kundefordringer", "0"],
    [1920, "Bankinnskudd", "0"],
    [1950, "Bankinnskudd for skattetrekk", "0"],
    [3000, "Salgsinntekt, avgiftspliktig", "3"],
    [3100, "Salgsinntekt, avgiftsfri", "6"],
    [7770, "Bank- og kortgebyrer", "0"],
    [7830, "Tap på fordringer", "0"],
    [8050, "Annen renteinntekt", "0"],
  ];
  return {
    client: { ...NORDLYS, orgNumber: orgNumber(98765432) },
    customers: [],
    invoices: [],
    entries: [],
    accounts: accounts.map(([AccountNo, Name, VatCode], i) => ({ Id: 4100 + i, AccountNo, Name, VatCode })),
    departments: [
      { Id: 301, Code: "10", Name: "Service" },
      { Id: 302, Code: "20", Name: "Nybygg" },
      { Id: 303, Code: "30", Name: "Tromsø avdeling" },
    ],
    vouchers: [],
    entryById: new Map(),
    seq: { entry: 700_000, voucherNo: 10_000, invoiceNo: 20_000, match: 90_000, line: 1 },
  };
}

export function addCustomer(books: Books, c: Omit<FakeCustomer, "Id" | "Number" | "SubledgerAccountId">) {
  const n = books.customers.length;
  const customer = { ...c, Id: 5001 + n, Number: 10_001 + n, SubledgerAccountId: 60_001 + n };
  books.customers.push(customer);
  return customer;
}

/** An invoice sent from Go: the invoice and its ledger entry (a receivable on the customer). */
export function addInvoice(
  books: Books,
  customer: FakeCustomer,
  date: string,
  amount: number,
  opts: { due?: string; customMatchingReference?: string } = {},
): FakeInvoice {
  const InvoiceNo = ++books.seq.invoiceNo;
  const VoucherNo = ++books.seq.voucherNo;
  const Id = randomUUID();
  const Cid = kidOf(customer.Number, InvoiceNo);
  const DueDate = opts.due ?? dayOf(date, 14);
  const entry: FakeEntry = {
    Id: ++books.seq.entry,
    VoucherId: Id,
    VoucherNo,
    VoucherType: "OutgoingInvoice",
    customerNo: customer.Number,
    Amount: amount,
    PostingDate: date,
    VoucherDate: date,
    DueDate,
    Cid,
    InvoiceNo: String(InvoiceNo),
    CustomMatchingReference: opts.customMatchingReference,
    byIntegration: false,
    created: stamp(date),
    changed: stamp(date),
  };
  addEntry(books, entry);
  const invoice: FakeInvoice = {
    Id,
    VoucherType: "OutgoingInvoice",
    InvoiceNo,
    VoucherNo,
    VoucherDate: date,
    DueDate,
    customerNo: customer.Number,
    Cid,
    total: amount,
    CustomMatchingReference: opts.customMatchingReference,
    entryId: entry.Id,
    created: stamp(date),
  };
  books.invoices.push(invoice);
  return invoice;
}

/** The entries matched with `entry` (itself included). */
export const matchOf = (books: Books, entry: FakeEntry) =>
  entry.MatchId === undefined ? [entry] : books.entries.filter((e) => e.MatchId === entry.MatchId);

/** What is left of an entry: a match's sum, on its side (a receivable's rest, or a payment's surplus). */
export function balanceOf(books: Books, entry: FakeEntry): number {
  const sum = Math.round(matchOf(books, entry).reduce((s, e) => s + e.Amount * 100, 0)) / 100;
  return Math.sign(sum) === Math.sign(entry.Amount) ? sum : 0;
}

function match(books: Books, a: FakeEntry, b: FakeEntry, when: string) {
  const id = a.MatchId ?? b.MatchId ?? ++books.seq.match;
  for (const e of [a, b]) {
    e.MatchId = id;
    e.changed = stamp(when);
  }
}

export const invoiceEntry = (books: Books, invoice: FakeInvoice) => books.entryById.get(invoice.entryId)!;

function addEntry(books: Books, entry: FakeEntry) {
  books.entries.push(entry);
  books.entryById.set(entry.Id, entry);
}

/**
 * A payment of `amount` kroner on an invoice (an OCR giro with its KID, else a bank journal line), matched with it
 * as Go's bank reconciliation does. What a test calls to pay an invoice the way a bookkeeper would.
 */
export function registerPayment(
  books: Books,
  invoiceNo: number,
  amount: number,
  date: string,
  via: "ocr" | "bank" = "ocr",
): FakeEntry {
  const invoice = books.invoices.find((i) => i.InvoiceNo === invoiceNo && i.VoucherType === "OutgoingInvoice");
  if (!invoice) throw new Error(`No invoice ${invoiceNo}`);
  const paid: FakeEntry = {
    Id: ++books.seq.entry,
    VoucherId: randomUUID(),
    VoucherNo: ++books.seq.voucherNo,
    VoucherType: via === "ocr" ? "IncomingOcrGiro" : "BankJournal",
    customerNo: invoice.customerNo,
    Amount: -amount,
    PostingDate: date,
    VoucherDate: date,
    Cid: via === "ocr" ? invoice.Cid : undefined,
    byIntegration: false,
    created: stamp(date),
    changed: stamp(date),
  };
  addEntry(books, paid);
  match(books, invoiceEntry(books, invoice), paid, date);
  return paid;
}

/** A credit note of `amount` kroner on an invoice, sent from Go; matched with the invoice when `settle`. */
export function addCreditNote(books: Books, invoiceNo: number, amount: number, date: string, settle: boolean) {
  const invoice = books.invoices.find((i) => i.InvoiceNo === invoiceNo)!;
  const customer = books.customers.find((c) => c.Number === invoice.customerNo)!;
  const note = addInvoice(books, customer, date, -amount, { due: date });
  note.VoucherType = "OutgoingCreditNote";
  note.RelatedInvoiceNo = invoiceNo;
  note.Cid = undefined;
  const entry = invoiceEntry(books, note);
  entry.VoucherType = "OutgoingCreditNote";
  entry.Cid = undefined;
  if (settle) match(books, invoiceEntry(books, invoice), entry, date);
  return note;
}

/** A manual voucher posted by the integration: its lines on a customer's sub-ledger account become ledger entries. */
export function postManualVoucher(
  books: Books,
  voucher: Omit<FakeVoucher, "Id" | "VoucherNo" | "created">,
  now: string,
) {
  const made: FakeVoucher = { ...voucher, Id: randomUUID(), VoucherNo: ++books.seq.voucherNo, created: now };
  books.vouchers.push(made);
  for (const line of made.lines) {
    const customer = books.customers.find((c) => c.SubledgerAccountId === line.AccountId);
    if (!customer) continue;
    const entry: FakeEntry = {
      Id: ++books.seq.entry,
      VoucherId: made.Id,
      VoucherNo: made.VoucherNo,
      VoucherType: "ManualJournal",
      customerNo: customer.Number,
      Amount: line.CurrencyAmount,
      PostingDate: line.PostingDate,
      VoucherDate: made.VoucherDate,
      CustomMatchingReference: line.CustomMatchingReference,
      ExternalImportReference: made.ExternalImportReference,
      byIntegration: true,
      created: now,
      changed: now,
    };
    addEntry(books, entry);
    // "matched immediately with existing entries that have the same CustomMatchingReference and opposite amount"
    const other = line.CustomMatchingReference
      ? books.entries.find(
          (e) =>
            e !== entry &&
            e.customerNo === entry.customerNo &&
            e.CustomMatchingReference === line.CustomMatchingReference &&
            Math.sign(e.Amount) === -Math.sign(entry.Amount) &&
            balanceOf(books, e) !== 0,
        )
      : undefined;
    if (other) match(books, other, entry, line.PostingDate);
  }
  return made;
}

/** The demo client's books on `today`: 12 customers, 50 open invoices (some part-paid), paid ones, a credit note. */
export function seedBooks(today: string): Books {
  const books = emptyBooks();
  PEOPLE.forEach(([first, last, address, zip, city], i) =>
    addCustomer(books, {
      person: true,
      name: `${first} ${last}`,
      firstName: first,
      lastName: last,
      email: `${first}.${last}@example.no`.toLowerCase(),
      phone: `9${String(4812345 + i * 1111).padStart(7, "0")}`,
      address,
      zip,
      city,
      created: stamp(dayOf(today, -400)),
    }),
  );
  COMPANIES.forEach(([name, base, address, zip, city], i) =>
    addCustomer(books, {
      person: false,
      name,
      orgNumber: orgNumber(base),
      email: `faktura@${name.toLowerCase().replace(/[^a-z]+/g, "")}.example.no`,
      phone: `7${String(7612345 + i * 1111).padStart(7, "0")}`,
      address,
      zip,
      city,
      created: stamp(dayOf(today, -500)),
    }),
  );
  // 12 invoices paid in full before any sync, then 50 left open, dated over the last 3 months (due 14 days later)
  for (let i = 0; i < 62; i++) {
    const customer = books.customers[(i * 5) % books.customers.length]!;
    const date = dayOf(today, -104 + Math.floor((i * 90) / 62));
    const amount = 850 + ((i * 1379) % 24_000) + ((i * 37) % 100) / 100;
    const ref = i % 7 === 3 ? `NLR-${2000 + i}` : undefined;
    const invoice = addInvoice(books, customer, date, amount, { customMatchingReference: ref });
    if (i < 12) registerPayment(books, invoice.InvoiceNo, amount, dayOf(date, 12), i % 2 ? "bank" : "ocr");
  }
  // part payments on three open invoices, and a credit note settled against a fourth
  const open = books.invoices.slice(12);
  registerPayment(books, open[0]!.InvoiceNo, 500, dayOf(open[0]!.VoucherDate, 20));
  registerPayment(books, open[3]!.InvoiceNo, 1000, dayOf(open[3]!.VoucherDate, 18), "bank");
  registerPayment(books, open[6]!.InvoiceNo, 250.5, dayOf(open[6]!.VoucherDate, 25));
  addCreditNote(books, open[9]!.InvoiceNo, 400, dayOf(open[9]!.VoucherDate, 5), true);
  return books;
}
