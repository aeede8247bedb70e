/**
 * A Fiken sync, page by page (docs/accounting-fiken.md "Syncing"): the open invoices (`settled=false`) joined to
 * their customers (contacts), their payments and their credit notes; after the first sync only what changed since
 * the last one (`lastModifiedGe`), then the credit notes and the sales (with their payments) changed since. Each row
 * an `ImportRow` with a stable `externalId` (`fiken:<kind>:<id>`), so a page read twice imports nothing twice.
 */
import { z } from "zod";
import { Clock } from "../../clock";
import { isCountryCode } from "../../ledger/debtor-rules";
import type { ImportDebtor, ImportRow } from "../../ledger/import/types";
import { parseIsoDate } from "../../ledger/import/types";
import { voucherDescription } from "../../ledger/voucher-rules";
import { isValidKid, isValidOrgNumber } from "../../util/identifiers";
import { AccountingError, type SyncPage } from "../provider";
import { fikenPaging, type FikenClient } from "./client";
import { contact, creditNote, invoice, payment, sale, type Contact, type Invoice, type Payment } from "./wire";
import { cursorCodec } from "../adapter-kit";

/** A list that changed between two of its pages is read again from its first page, at most this many times. */
export const MAX_RESTARTS = 3;

const date = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const cursorSchema = z.object({
  v: z.literal(1),
  phase: z.enum(["invoices", "creditNotes", "payments"]),
  page: z.number().int().min(0),
  /** The last sync's first day (`lastModifiedGe`); absent: a first sync, which reads every open invoice. */
  since: date.optional(),
  /** This sync's first day: the next sync's `since`. Set at a sync's first page. */
  started: date.optional(),
  /** `Fiken-Api-Result-Count` at the phase's first page: another count later means the list moved under us. */
  count: z.number().int().min(0).optional(),
  restarts: z.number().int().min(0).optional(),
  /** The list kept moving: the next sync reads again from this sync's `since`, not from its start. */
  shaky: z.boolean().optional(),
});
type Cursor = z.infer<typeof cursorSchema>;

/** The cursor (adapter-kit.ts): one this adapter cannot read starts a first sync over. */
const cursors = cursorCodec(cursorSchema, (): Cursor => ({ v: 1, phase: "invoices", page: 0 }));
export const encodeCursor = cursors.encode;
export const decodeCursor = cursors.decode;

export const externalId = (kind: "invoice" | "creditNote" | "payment", id: number) => `fiken:${kind}:${id}`;
type Issues = NonNullable<SyncPage["issues"]>;

const text = (v: string | null | undefined) => v?.trim() || undefined;
const digits = (v: string | null | undefined) => {
  const d = (v ?? "").replace(/\s+/g, "");
  return /^\d+$/.test(d) ? d : undefined;
};

let countryNames: Map<string, string> | undefined;
/** A country as Fiken writes it («Norway», «Norge», «SE») as ISO 3166 alpha-2; null: a name we do not know. */
export function countryCode(value: string | null | undefined): string | undefined | null {
  const v = text(value);
  if (!v) return undefined;
  if (/^[A-Za-z]{2}$/.test(v) && isCountryCode(v.toUpperCase())) return v.toUpperCase();
  if (!countryNames) {
    countryNames = new Map();
    const names = ["en", "nb"].map((l) => new Intl.DisplayNames([l], { type: "region" }));
    for (let a = 65; a <= 90; a++)
      for (let b = 65; b <= 90; b++) {
        const code = String.fromCharCode(a, b);
        if (isCountryCode(code)) for (const n of names) countryNames.set(n.of(code)!.toLowerCase(), code);
      }
  }
  return countryNames.get(v.toLowerCase()) ?? null;
}

/** The debtor of a Fiken contact: its customer number, name, org number (a company), address and e-mail. */
export function debtorOf(c: Contact): ImportDebtor | undefined | null {
  if (c.customerNumber === null || c.customerNumber === undefined) return undefined;
  const a = c.address;
  const country = countryCode(a?.country);
  if (country === null) return null;
  const org = digits(c.organizationNumber);
  const orgNumber = org && isValidOrgNumber(org) ? org : undefined;
  const street = [text(a?.streetAddress), text(a?.streetAddressLine2)].filter(Boolean).join(", ");
  const fields: Partial<ImportDebtor> = {
    orgNumber,
    address: street || undefined,
    postcode: text(a?.postCode),
    city: text(a?.city),
    country,
    email: text(c.email) ?? text(c.contactPerson?.[0]?.email),
  };
  return {
    customerNumber: String(c.customerNumber),
    name: text(c.name),
    type: orgNumber ? "company" : "person",
    // only the fields Fiken has: an absent one is left out, not written as undefined
    ...Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)),
  };
}

const rawId = (v: unknown, field: string): number | undefined => {
  const id = (v as Record<string, unknown> | null)?.[field];
  return typeof id === "number" && Number.isInteger(id) ? id : undefined;
};

/** One page's reads, with the joins it needs (contacts, payments, credit notes, invoices), each asked once. */
class PageReader {
  readonly rows: ImportRow[] = [];
  readonly issues: Issues = [];
  private readonly contacts = new Map<number, Contact | undefined>();
  private readonly invoiceNumbers = new Map<number, string | undefined>();
  constructor(
    private readonly api: FikenClient,
    private readonly token: string,
    private readonly base: string,
  ) {}

  issue(kind: "invoice" | "creditNote" | "payment", id: number | undefined, message: string) {
    this.issues.push({ ...(id !== undefined ? { externalId: externalId(kind, id) } : {}), message });
  }

  /** The debtor of an embedded contact, or of the contact asked for by its id when the embedded one is not enough. */
  async debtor(embedded: unknown): Promise<ImportDebtor | undefined | null> {
    const parsed = contact.safeParse(embedded);
    if (parsed.success && parsed.data.customerNumber != null) return debtorOf(parsed.data);
    const id = rawId(embedded, "contactId");
    if (id === undefined) return undefined;
    if (!this.contacts.has(id)) {
      const read = contact.safeParse((await this.api.call("GET", `${this.base}/contacts/${id}`, this.token)).body);
      this.contacts.set(id, read.success ? read.data : undefined);
    }
    const found = this.contacts.get(id);
    return found ? debtorOf(found) : undefined;
  }

  /** The payments of a sale: embedded in it, else asked for when it has any paid. */
  async payments(s: z.infer<typeof sale>, kind: "invoice" | "payment", ownerId: number): Promise<Payment[]> {
    let list: unknown[] = s.salePayments ?? [];
    if (!s.salePayments && (s.totalPaid ?? 0) !== 0) {
      const answer = (await this.api.call("GET", `${this.base}/sales/${s.saleId}/payments`, this.token)).body;
      if (!Array.isArray(answer)) {
        this.issue(kind, ownerId, "Fiken sent a sale's payments that are not as documented");
        return [];
      }
      list = answer;
    }
    const out: Payment[] = [];
    for (const p of list) {
      const parsed = payment.safeParse(p);
      if (parsed.success) out.push(parsed.data);
      else this.issue("payment", rawId(p, "paymentId"), "Fiken sent a payment that is not as documented");
    }
    return out;
  }

  /** A credit note by its id, as it came. */
  async creditNote(id: number): Promise<unknown> {
    return (await this.api.call("GET", `${this.base}/creditNotes/${id}`, this.token)).body;
  }

  /** The number of an invoice by its id (a credit note names its invoice by id). */
  async invoiceNumber(invoiceId: number): Promise<string | undefined> {
    if (!this.invoiceNumbers.has(invoiceId)) {
      const answer = await this.api.call("GET", `${this.base}/invoices/${invoiceId}`, this.token).catch((e) => {
        if (e instanceof AccountingError && e.kind === "notFound") return null; // a deleted invoice: no number
        throw e;
      });
      const n = rawId(answer?.body, "invoiceNumber");
      this.invoiceNumbers.set(invoiceId, n === undefined ? undefined : String(n));
    }
    return this.invoiceNumbers.get(invoiceId);
  }

  paymentRow(line: number, p: Payment, invoiceNumber: string | undefined, kid: string | undefined) {
    const amountOre = p.amountInNok ?? p.amount;
    const voucherDate = parseIsoDate(p.date);
    if (amountOre <= 0 || !voucherDate) return; // a reversal or an undated entry: not a payment to bring in
    this.rows.push({
      line,
      kind: "payment",
      ...(invoiceNumber ? { invoiceNumber } : {}),
      ...(kid ? { kid } : {}),
      voucherDate,
      amountOre,
      currency: "NOK",
      externalId: externalId("payment", p.paymentId),
    });
  }

  async creditNoteRow(line: number, raw: unknown, known?: { invoiceNumber: string; debtor: ImportDebtor }) {
    const parsed = creditNote.safeParse(raw);
    if (!parsed.success)
      return this.issue("creditNote", rawId(raw, "creditNoteId"), "Fiken sent a credit note that is not as documented");
    const cn = parsed.data;
    const debtor = known?.debtor ?? (await this.debtor(cn.customer));
    if (!debtor) return this.issue("creditNote", cn.creditNoteId, debtorProblem(debtor));
    const invoiceNumber =
      known?.invoiceNumber ?? (cn.associatedInvoiceId ? await this.invoiceNumber(cn.associatedInvoiceId) : undefined);
    const voucherDate = parseIsoDate(cn.issueDate);
    if (!voucherDate || cn.grossInNok === 0)
      return this.issue("creditNote", cn.creditNoteId, "Fiken sent a credit note without a date or an amount");
    this.rows.push({
      line,
      kind: "creditNote",
      debtor,
      number: String(cn.creditNoteNumber),
      ...(invoiceNumber ? { invoiceNumber } : {}),
      voucherDate,
      // the size of the credit, whichever sign Fiken writes it with
      amountOre: Math.abs(cn.grossInNok),
      ...(kidOf(cn.kid) ? { kid: kidOf(cn.kid) } : {}),
      ...(voucherDescription(cn.creditNoteText) ? { description: voucherDescription(cn.creditNoteText) } : {}),
      currency: "NOK",
      externalId: externalId("creditNote", cn.creditNoteId),
    });
  }
}

const kidOf = (v: string | null | undefined) => {
  const d = digits(v);
  return d && isValidKid(d) ? d : undefined;
};
const debtorProblem = (d: null | undefined) =>
  d === null ? "The customer's country in Fiken is not one we know" : "The customer has no customer number in Fiken";

/** The amount of an invoice in NOK øre (Fiken's `grossInNok`; `gross` when the invoice is in NOK). */
const nokOf = (inv: Invoice) => inv.grossInNok ?? (!inv.currency || inv.currency === "NOK" ? inv.gross : undefined);

async function invoicePage(r: PageReader, rows: unknown[], first: number) {
  for (const [n, raw] of rows.entries()) {
    const line = first + n + 1;
    const parsed = invoice.safeParse(raw);
    if (!parsed.success) {
      r.issue("invoice", rawId(raw, "invoiceId"), "Fiken sent an invoice that is not as documented");
      continue;
    }
    const inv = parsed.data;
    const s = inv.sale == null ? undefined : sale.safeParse(inv.sale);
    if (s && !s.success) {
      r.issue("invoice", inv.invoiceId, "Fiken sent an invoice whose sale is not as documented");
      continue;
    }
    // a cash sale, a written-off or deleted sale: nothing to collect
    if (inv.cash || s?.data.writeOff || s?.data.deleted) continue;
    const debtor = await r.debtor(inv.customer);
    if (!debtor) {
      r.issue("invoice", inv.invoiceId, debtorProblem(debtor));
      continue;
    }
    const amountOre = nokOf(inv);
    const voucherDate = parseIsoDate(inv.issueDate);
    const dueDate = parseIsoDate(inv.dueDate);
    if (!amountOre || amountOre <= 0 || !voucherDate || !dueDate) {
      r.issue("invoice", inv.invoiceId, "Fiken sent an invoice without a date, due date or amount in NOK");
      continue;
    }
    const number = String(inv.invoiceNumber);
    const kid = kidOf(inv.kid);
    const description = voucherDescription(inv.invoiceText || inv.lines?.[0]?.description);
    const reference = text(inv.yourReference) ?? text(inv.orderReference);
    r.rows.push({
      line,
      kind: "invoice",
      debtor,
      number,
      voucherDate,
      dueDate,
      amountOre,
      ...(kid ? { kid } : {}),
      ...(reference ? { reference: reference.slice(0, 100) } : {}),
      ...(description ? { description } : {}),
      currency: "NOK",
      externalId: externalId("invoice", inv.invoiceId),
    });
    if (s) for (const p of await r.payments(s.data, "invoice", inv.invoiceId)) r.paymentRow(line, p, number, kid);
    for (const id of inv.associatedCreditNotes ?? [])
      await r.creditNoteRow(line, await r.creditNote(id), { invoiceNumber: number, debtor });
  }
}

async function creditNotePage(r: PageReader, rows: unknown[], first: number) {
  for (const [n, raw] of rows.entries()) await r.creditNoteRow(first + n + 1, raw);
}

async function paymentPage(r: PageReader, rows: unknown[], first: number, since?: string) {
  for (const [n, raw] of rows.entries()) {
    const parsed = sale.safeParse(raw);
    if (!parsed.success) {
      r.issue("payment", undefined, "Fiken sent a sale that is not as documented");
      continue;
    }
    const s = parsed.data;
    // the payments of Fiken's own invoices (an invoice's sale carries its KID and its number as the sale number)
    if (s.kind !== "invoice" || s.deleted) continue;
    // settled before the last sync began: its payments came then (or its invoice was never open to us)
    if (s.settled && s.settledDate && since && s.settledDate < since) continue;
    for (const p of await r.payments(s, "payment", s.saleId))
      r.paymentRow(first + n + 1, p, text(s.saleNumber), kidOf(s.kid));
  }
}

const LISTS = {
  invoices: { path: "invoices", read: invoicePage },
  creditNotes: { path: "creditNotes", read: creditNotePage },
  payments: { path: "sales", read: paymentPage },
} as const;

/** The page at `raw` (see the cursor above) of the company `slug`. */
export async function syncPage(api: FikenClient, token: string, slug: string, raw: string | null): Promise<SyncPage> {
  const c = decodeCursor(raw);
  const started = c.started ?? Clock.today();
  const base = `/companies/${encodeURIComponent(slug)}`;
  const list = LISTS[c.phase];
  const query = {
    ...(c.phase === "invoices" ? { settled: false } : {}),
    ...(c.since ? { lastModifiedGe: c.since } : {}),
  };
  const read = await api.page(`${base}/${list.path}`, token, query, c.page);
  const r = new PageReader(api, token, base);
  await list.read(r, read.rows, c.page * fikenPaging.pageSize, c.since);
  const result = { rows: r.rows, ...(r.issues.length ? { issues: r.issues } : {}) };

  const here: Cursor = { ...c, started };
  // the list moved between two of its pages (an invoice settled, one added): its pages shifted, read it again
  if (c.page > 0 && c.count !== undefined && read.resultCount !== undefined && read.resultCount !== c.count) {
    const restarts = (c.restarts ?? 0) + 1;
    if (restarts <= MAX_RESTARTS)
      return { ...result, next: encodeCursor({ ...here, page: 0, count: undefined, restarts }) };
    here.shaky = true;
  }
  const count = c.page === 0 ? read.resultCount : c.count;
  if (c.page + 1 < read.pageCount) return { ...result, next: encodeCursor({ ...here, page: c.page + 1, count }) };
  const after = c.phase === "invoices" && c.since ? "creditNotes" : c.phase === "creditNotes" ? "payments" : null;
  if (after)
    return { ...result, next: encodeCursor({ ...here, phase: after, page: 0, count: undefined, restarts: undefined }) };
  const since = here.shaky ? c.since : started;
  const resumeFrom = encodeCursor({ v: 1, phase: "invoices", page: 0, ...(since ? { since } : {}) });
  return { ...result, next: null, resumeFrom };
}
