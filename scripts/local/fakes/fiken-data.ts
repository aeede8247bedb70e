/**
 * The books of the local Fiken (scripts/local/fakes/fiken.ts): a fictional company, «Lysvik Energi Demo AS», with
 * customers (people and companies), invoices with KIDs and due dates over the last three months, their sales and
 * payments, and a credit note; and the changes the fake's operations make to them (a payment, a write-off, a credit
 * note). Amounts are øre, as Fiken's are. All names, numbers and addresses are made up.
 */
import { kidCheckDigitMod10 } from "@innfri/core/util/identifiers";

export interface FakeAddress {
  streetAddress: string;
  postCode: string;
  city: string;
  country: string;
}
export interface FakeContact {
  contactId: number;
  name: string;
  email?: string;
  organizationNumber?: string;
  customerNumber: number;
  address: FakeAddress;
  createdDate: string;
  lastModifiedDate: string;
}
export interface FakeLine {
  description: string;
  net: number;
  vat: number;
  vatType: "HIGH" | "NONE";
  incomeAccount: string;
}
export interface FakePayment {
  paymentId: number;
  date: string;
  account: string;
  amount: number;
}
export interface FakeInvoice {
  invoiceId: number;
  invoiceNumber: number;
  saleId: number;
  contactId: number;
  issueDate: string;
  dueDate: string;
  kid: string;
  lines: FakeLine[];
  invoiceText: string;
  payments: FakePayment[];
  creditNoteIds: number[];
  writeOff: { type: string; date: string; comment?: string } | null;
  createdDate: string;
  lastModifiedDate: string;
}
export interface FakeCreditNote {
  creditNoteId: number;
  creditNoteNumber: number;
  invoiceId: number;
  issueDate: string;
  lines: FakeLine[];
  creditNoteText: string;
  lastModifiedDate: string;
}
export interface FakeCompany {
  slug: string;
  name: string;
  organizationNumber: string;
  hasApiAccess: boolean;
}
export interface Books {
  company: FakeCompany;
  contacts: FakeContact[];
  invoices: FakeInvoice[];
  creditNotes: FakeCreditNote[];
  bankAccounts: { bankAccountId: number; name: string; accountCode: string; bankAccountNumber: string }[];
  accounts: { code: string; name: string }[];
  projects: { projectId: number; number: string; name: string; startDate: string; completed: boolean }[];
  nextId: number;
  nextInvoiceNumber: number;
  nextCreditNoteNumber: number;
}

export const LYSVIK: FakeCompany = {
  slug: "lysvik-energi-demo-as",
  name: "Lysvik Energi Demo AS",
  organizationNumber: "920000002",
  hasApiAccess: true,
};
/** A company of the same user without Fiken's API module: Fiken answers 403 to it, so it is not one to choose. */
export const LYSVIK_HOLDING: FakeCompany = {
  slug: "lysvik-holding-as",
  name: "Lysvik Holding AS",
  organizationNumber: "920000061",
  hasApiAccess: false,
};

/** The bank account payments are booked on (and the one a registered payment names). */
export const BANK_ACCOUNT = "1920:10001";

const CUSTOMERS: [string, string | undefined, string, string, string, string?][] = [
  ["Kari Solberg", undefined, "Bjørkeveien 12", "3015", "Drammen"],
  ["Ola Fjeldstad", undefined, "Sjøgata 4", "8006", "Bodø"],
  ["Ingrid Haugland", undefined, "Kirkegata 33", "4006", "Stavanger"],
  ["Per Arne Vik", undefined, "Fjellveien 7B", "5019", "Bergen"],
  ["Sigrid Nyhus", undefined, "Elvebakken 2", "2815", "Gjøvik"],
  ["Magnus Lie", undefined, "Storgata 101", "9008", "Tromsø"],
  ["Astrid Berg", undefined, "Drottninggatan 5", "111 51", "Stockholm", "Sverige"],
  ["Nordavind Bakeri AS", "920000010", "Industrivegen 8", "7080", "Heimdal"],
  ["Fjellro Hytteutleie AS", "920000029", "Postboks 44", "3580", "Geilo"],
  ["Havbris Regnskap AS", "920000037", "Strandkaien 16", "5013", "Bergen"],
  ["Tindeklatring Sport AS", "920000045", "Torget 3", "6300", "Åndalsnes"],
  ["Kystlys Eiendom AS", "920000053", "Havnegata 9", "1606", "Fredrikstad"],
];

const ascii = (v: string) =>
  v
    .toLowerCase()
    .replace(/æ/g, "ae")
    .replace(/ø/g, "o")
    .replace(/å/g, "a")
    .replace(/[^a-z ]/g, "");
const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** KID of an invoice: customer number and invoice number, with a MOD10 check digit. */
export function kidOf(customerNumber: number, invoiceNumber: number): string {
  const body = `${customerNumber}${String(invoiceNumber).padStart(6, "0")}`;
  return body + kidCheckDigitMod10(body);
}

export const grossOf = (lines: FakeLine[]) => lines.reduce((s, l) => s + l.net + l.vat, 0);
const vatOf = (net: number, vatType: FakeLine["vatType"]) => (vatType === "HIGH" ? Math.round(net * 0.25) : 0);
const lineOf = (description: string, net: number, vatType: FakeLine["vatType"] = "HIGH"): FakeLine => ({
  description,
  net,
  vat: vatOf(net, vatType),
  vatType,
  incomeAccount: vatType === "HIGH" ? "3000" : "3100",
});

export const paidOf = (inv: FakeInvoice) => inv.payments.reduce((s, p) => s + p.amount, 0);
export const creditedOf = (b: Books, inv: FakeInvoice) =>
  b.creditNotes.filter((c) => c.invoiceId === inv.invoiceId).reduce((s, c) => s + grossOf(c.lines), 0);
export const outstandingOf = (b: Books, inv: FakeInvoice) =>
  inv.writeOff ? 0 : Math.max(0, grossOf(inv.lines) - paidOf(inv) - creditedOf(b, inv));
export const settledOf = (b: Books, inv: FakeInvoice) => outstandingOf(b, inv) === 0;

export function emptyBooks(company: FakeCompany): Books {
  return {
    company,
    contacts: [],
    invoices: [],
    creditNotes: [],
    bankAccounts: [
      { bankAccountId: 101, name: "Driftskonto", accountCode: BANK_ACCOUNT, bankAccountNumber: "12345678903" },
    ],
    accounts: [
      { code: "1500", name: "Kundefordringer" },
      { code: "1900", name: "Kontanter" },
      { code: BANK_ACCOUNT, name: "Driftskonto" },
      { code: "1920:10002", name: "Skattetrekkskonto" },
      { code: "3000", name: "Salgsinntekt, avgiftspliktig" },
      { code: "7830", name: "Tap på fordringer" },
    ],
    projects: [
      { projectId: 501, number: "P-01", name: "Fjernvarme Lysvik", startDate: "2025-01-01", completed: false },
      { projectId: 502, number: "P-02", name: "Solcellepark Nes", startDate: "2025-06-01", completed: false },
      { projectId: 503, number: "P-00", name: "Gammel nettutbygging", startDate: "2020-01-01", completed: true },
    ],
    nextId: 10_000,
    nextInvoiceNumber: 10_001,
    nextCreditNoteNumber: 20_001,
  };
}

export function addInvoice(b: Books, contact: FakeContact, issueDate: string, lines: FakeLine[]): FakeInvoice {
  const invoiceNumber = b.nextInvoiceNumber++;
  const inv: FakeInvoice = {
    invoiceId: b.nextId++,
    invoiceNumber,
    saleId: b.nextId++,
    contactId: contact.contactId,
    issueDate,
    dueDate: addDays(issueDate, 14),
    kid: kidOf(contact.customerNumber, invoiceNumber),
    lines,
    invoiceText: lines[0]!.description,
    payments: [],
    creditNoteIds: [],
    writeOff: null,
    createdDate: issueDate,
    lastModifiedDate: issueDate,
  };
  b.invoices.push(inv);
  return inv;
}

/** A payment on an invoice's sale (`POST /sales/{saleId}/payments`); the sale and invoice are modified on `today`. */
export function addPayment(
  b: Books,
  inv: FakeInvoice,
  date: string,
  amount: number,
  today: string,
  account = BANK_ACCOUNT,
) {
  const p: FakePayment = { paymentId: b.nextId++, date, account, amount };
  inv.payments.push(p);
  inv.lastModifiedDate = today;
  return p;
}

export function addCreditNote(
  b: Books,
  inv: FakeInvoice,
  issueDate: string,
  lines: FakeLine[],
  text: string,
  today: string,
) {
  const cn: FakeCreditNote = {
    creditNoteId: b.nextId++,
    creditNoteNumber: b.nextCreditNoteNumber++,
    invoiceId: inv.invoiceId,
    issueDate,
    lines,
    creditNoteText: text,
    lastModifiedDate: today,
  };
  b.creditNotes.push(cn);
  inv.creditNoteIds.push(cn.creditNoteId);
  inv.lastModifiedDate = today;
  return cn;
}

const WORK: [string, number, FakeLine["vatType"]?][] = [
  ["Strøm og nettleie, månedlig", 1_248_00],
  ["Service varmepumpe", 2_450_00],
  ["Installasjon av elbillader", 14_900_00],
  ["Fjernvarme, kvartal", 8_730_50],
  ["Energirådgivning", 3_200_00],
  ["Strømstøtte, justering", 640_00, "NONE"],
  ["Solcellepanel, montering", 38_500_00],
];

/**
 * The demo company on `today`: 12 customers; 60 invoices over the last 90 days, of which 50 are open (some partly
 * paid, one partly credited) and 10 paid in full.
 */
export function seedBooks(today: string, moreOpenInvoices = 0): Books {
  const b = emptyBooks(LYSVIK);
  const since = addDays(today, -120);
  CUSTOMERS.forEach(([name, org, street, postCode, city, country], i) => {
    const person = !org;
    b.contacts.push({
      contactId: b.nextId++,
      name,
      ...(person ? {} : { organizationNumber: org }),
      email: person
        ? `${ascii(name).replace(/ /g, ".")}@example.no`
        : `faktura@${ascii(name.split(" ")[0]!)}.example.no`,
      customerNumber: 10_001 + i,
      address: { streetAddress: street, postCode, city, country: country ?? "Norge" },
      createdDate: since,
      lastModifiedDate: since,
    });
  });
  for (let i = 0; i < 60 + moreOpenInvoices; i++) {
    const issueDate = addDays(today, -90 + Math.floor(((i % 60) * 85) / 60));
    const [text, net, vat] = WORK[i % WORK.length]!;
    const inv = addInvoice(b, b.contacts[(i + Math.floor(i / 12)) % b.contacts.length]!, issueDate, [
      lineOf(text, net + (i % 9) * 1_37, vat),
    ]);
    if (i >= 60) continue;
    const gross = grossOf(inv.lines);
    // every sixth invoice paid in full (10 in all), every seventh other partly paid
    const paidOn = (days: number) => [addDays(inv.issueDate, days), addDays(today, -1)].sort()[0]!;
    if (i % 6 === 5) addPayment(b, inv, paidOn(12), gross, paidOn(12));
    else if (i % 7 === 3) addPayment(b, inv, paidOn(4), Math.round(gross * 0.4), paidOn(4));
  }
  // a partial credit note on an open invoice: a price reduction agreed after a complaint
  const credited = b.invoices[8]!;
  addCreditNote(
    b,
    credited,
    addDays(credited.issueDate, 5),
    [lineOf("Avslag etter reklamasjon", 500_00)],
    "Avslag etter reklamasjon",
    addDays(credited.issueDate, 5),
  );
  return b;
}
