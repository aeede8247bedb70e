/**
 * A Tripletex sync, page by page (docs/accounting-tripletex.md): the open invoices and credit notes of the last
 * three years joined to their customers, then (after the first sync) the payments booked since the last one. Each
 * row an `ImportRow` with a stable `externalId`, so a page read twice imports nothing twice.
 */
import { z } from "zod";
import type { ImportDebtor, ImportRow } from "../../ledger/import/types";
import { parseIsoDate } from "../../ledger/import/types";
import { voucherDescription } from "../../ledger/voucher-rules";
import { Clock } from "../../clock";
import { AccountingError, type SyncPage } from "../provider";
import { PAGE_SIZE, type Auth, type TripletexClient } from "./client";
import {
  CUSTOMER_FIELDS,
  INVOICE_FIELDS,
  POSTING_FIELDS,
  customer,
  invoice,
  posting,
  type Customer,
  type Invoice,
} from "./wire";
import { addDays, addYears, cursorCodec, kronerToOre } from "../adapter-kit";

/** How far back invoices are read: three years, the limitation period of an ordinary claim (foreldelsesloven § 2). */
const WINDOW_YEARS = 3;
/** Payments booked up to this many days before the last sync are read again (a payment registered late, back-dated). */
export const PAYMENT_OVERLAP_DAYS = 14;

const cursorSchema = z.object({
  v: z.literal(1),
  phase: z.enum(["invoices", "payments"]),
  from: z.number().int().min(0),
  /** invoiceDateFrom, invoiceDateTo (excl.): fixed for a sync at its first page, so paging holds still. */
  window: z.tuple([z.string(), z.string()]).optional(),
  /** The last sync's start date; absent on a first sync. */
  since: z.string().optional(),
  /** This sync's start date (the next one's `since`). */
  started: z.string().optional(),
});
type Cursor = z.infer<typeof cursorSchema>;

/** The cursor (adapter-kit.ts): one this adapter cannot read starts a first sync over. */
const cursors = cursorCodec(cursorSchema, (): Cursor => ({ v: 1, phase: "invoices", from: 0 }));
export const encodeCursor = cursors.encode;
export const decodeCursor = cursors.decode;

/** Tripletex's amounts are kroner with two decimals; ours integer øre. */
export const toOre = kronerToOre;
export const externalId = (kind: "invoice" | "creditNote" | "payment", id: number) => `tripletex:${kind}:${id}`;

const digits = (value: string | null | undefined) => {
  const d = (value ?? "").replace(/\s+/g, "");
  return /^\d+$/.test(d) ? d : undefined;
};
const text = (value: string | null | undefined) => value?.trim() || undefined;

export function debtorOf(c: Customer): ImportDebtor | undefined {
  if (c.customerNumber === null || c.customerNumber === undefined) return undefined;
  const a = c.postalAddress;
  const person = c.isPrivateIndividual === true;
  const street = [text(a?.addressLine1), text(a?.addressLine2)].filter(Boolean).join(", ");
  return {
    customerNumber: String(c.customerNumber),
    name: text(c.name),
    type: person ? "person" : "company",
    orgNumber: person ? undefined : digits(c.organizationNumber),
    address: street || undefined,
    postcode: text(a?.postalCode),
    city: text(a?.city),
    country: text(a?.country?.isoAlpha2Code)?.toUpperCase(),
    email: text(c.invoiceEmail) ?? text(c.email),
    phone: text(c.phoneNumberMobile) ?? text(c.phoneNumber),
  };
}

/** The payments booked on an invoice (its own postings with negative amounts: FAQ, "payment information"). */
const paymentsOf = (inv: Invoice) => (inv.postings ?? []).filter((p) => p.type === "INCOMING_PAYMENT" && p.amount < 0);

export async function syncPage(api: TripletexClient, auth: Auth, raw: string | null): Promise<SyncPage> {
  const cursor = decodeCursor(raw);
  const today = Clock.today();
  const started = cursor.started ?? today;
  const window = cursor.window ?? [addYears(today, -WINDOW_YEARS), addDays(today, 1)];
  const page =
    cursor.phase === "invoices"
      ? await invoicePage(api, auth, { ...cursor, window, started })
      : await paymentPage(api, auth, { ...cursor, window, started });
  if (page.more) return { ...page.result, next: encodeCursor({ ...cursor, window, started, from: page.nextFrom }) };
  if (cursor.phase === "invoices" && cursor.since)
    return { ...page.result, next: encodeCursor({ ...cursor, window, started, phase: "payments", from: 0 }) };
  const resumeFrom = encodeCursor({ v: 1, phase: "invoices", from: 0, since: started });
  return { ...page.result, next: null, resumeFrom };
}

interface Read {
  result: Omit<SyncPage, "next">;
  more: boolean;
  nextFrom: number;
}
type Full = Cursor & { window: [string, string]; started: string };

/**
 * Payments and credit notes dated from here are new: the last sync's date less the overlap, as a bookkeeper often
 * registers a payment days after its bank date (a payment missed would leave a paid invoice in collection).
 */
const newFrom = (c: Full): string | undefined => (c.since ? addDays(c.since, -PAYMENT_OVERLAP_DAYS) : undefined);

async function invoicePage(api: TripletexClient, auth: Auth, c: Full): Promise<Read> {
  const query = { invoiceDateFrom: c.window[0], invoiceDateTo: c.window[1], sorting: "id", fields: INVOICE_FIELDS };
  const page = await api.page("/invoice", query, auth, c.from);
  const issues: NonNullable<SyncPage["issues"]> = [];
  const read: Invoice[] = [];
  page.values.forEach((v) => {
    const parsed = invoice.safeParse(v);
    if (parsed.success) read.push(parsed.data);
    else
      issues.push({ externalId: rawId(v, "invoice"), message: "Tripletex sent an invoice that is not as documented" });
  });
  // the invoices the page's credit notes credit, by id: on the page, else asked for
  const byId = new Map(read.map((i) => [i.id, i]));
  const missing = [...new Set(read.map((i) => i.creditedInvoice).filter((id): id is number => !!id && !byId.has(id)))];
  if (missing.length > 0) {
    const more = await api.page(
      "/invoice",
      { ...query, id: missing.join(","), fields: "id,invoiceNumber,amountOutstanding" },
      auth,
      0,
      missing.length,
    );
    for (const v of more.values) {
      const p = invoice.pick({ id: true, invoiceNumber: true, amountOutstanding: true }).safeParse(v);
      if (p.success) byId.set(p.data.id, p.data as Invoice);
    }
  }
  const since = newFrom(c);
  const isOpen = (i: Invoice | undefined) => !!i && toOre(i.amountOutstanding ?? 0) > 0;
  const kept = read.filter((i) => {
    const credit = i.isCreditNote === true || i.amount < 0;
    if (!credit) return isOpen(i);
    return isOpen(byId.get(i.creditedInvoice ?? -1)) || (!!since && i.invoiceDate >= since);
  });
  const customers = await customersOf(api, auth, kept);
  const rows: ImportRow[] = [];
  kept.forEach((inv, n) => {
    const line = c.from + n + 1;
    const credit = inv.isCreditNote === true || inv.amount < 0;
    const eid = externalId(credit ? "creditNote" : "invoice", inv.id);
    const c0 = customers.get(inv.customer?.id ?? -1);
    const debtor = c0 && debtorOf(c0);
    const date = parseIsoDate(inv.invoiceDate);
    const due = inv.invoiceDueDate ? parseIsoDate(inv.invoiceDueDate) : undefined;
    const amountOre = Math.abs(toOre(inv.amount));
    if (!debtor)
      return issues.push({ externalId: eid, message: "The invoice's customer has no customer number in Tripletex" });
    if (!date || amountOre === 0 || (!credit && !due))
      return issues.push({ externalId: eid, message: "Tripletex sent an invoice without a date, due date or amount" });
    rows.push({
      line,
      kind: credit ? "creditNote" : "invoice",
      debtor,
      number: String(inv.invoiceNumber),
      invoiceNumber: credit ? numberOf(byId.get(inv.creditedInvoice ?? -1)) : undefined,
      voucherDate: date,
      dueDate: credit ? undefined : due,
      amountOre,
      kid: credit ? undefined : digits(inv.kid),
      description: voucherDescription(inv.invoiceComment || inv.comment),
      // `amount` is in the company's currency (NOK for a Norwegian company), whatever the invoice's own
      currency: "NOK",
      externalId: eid,
    });
    if (!credit)
      for (const p of paymentsOf(inv)) {
        const paid = p.date ? parseIsoDate(p.date) : undefined;
        if (paid) rows.push(paymentRow(line, p.id, paid, p.amount, String(inv.invoiceNumber), p.externalRef));
      }
  });
  return { result: { rows, issues }, more: page.more, nextFrom: c.from + page.values.length };
}

async function paymentPage(api: TripletexClient, auth: Auth, c: Full): Promise<Read> {
  const query = {
    dateFrom: newFrom(c) ?? c.started,
    dateTo: addDays(c.started, 1),
    type: "INCOMING_PAYMENT",
    sorting: "id",
    fields: POSTING_FIELDS,
  };
  const page = await api.page("/ledger/posting", query, auth, c.from);
  const rows: ImportRow[] = [];
  const issues: NonNullable<SyncPage["issues"]> = [];
  page.values.forEach((v, n) => {
    const p = posting.safeParse(v);
    if (!p.success)
      return issues.push({
        externalId: rawId(v, "payment"),
        message: "Tripletex sent a posting that is not as documented",
      });
    // a payment of a customer's invoice reduces the receivable: a negative amount naming the invoice
    if (p.data.amount >= 0 || !p.data.invoiceNumber || !p.data.customer) return;
    const date = p.data.date ? parseIsoDate(p.data.date) : undefined;
    if (!date)
      return issues.push({
        externalId: externalId("payment", p.data.id),
        message: "Tripletex sent a payment without a date",
      });
    rows.push(paymentRow(c.from + n + 1, p.data.id, date, p.data.amount, p.data.invoiceNumber, p.data.externalRef));
  });
  return { result: { rows, issues }, more: page.more, nextFrom: c.from + page.values.length };
}

function paymentRow(
  line: number,
  id: number,
  date: string,
  amount: number,
  invoiceNumber: string,
  ref?: string | null,
): ImportRow {
  return {
    line,
    kind: "payment",
    invoiceNumber,
    voucherDate: date,
    amountOre: -toOre(amount),
    kid: digits(ref),
    currency: "NOK",
    externalId: externalId("payment", id),
  };
}

const numberOf = (i: Invoice | undefined) => (i ? String(i.invoiceNumber) : undefined);

function rawId(v: unknown, kind: "invoice" | "payment"): string | undefined {
  const id = (v as { id?: unknown } | null)?.id;
  return typeof id === "number" && Number.isInteger(id) ? externalId(kind, id) : undefined;
}

async function customersOf(api: TripletexClient, auth: Auth, invoices: Invoice[]): Promise<Map<number, Customer>> {
  const ids = [...new Set(invoices.map((i) => i.customer?.id).filter((id): id is number => typeof id === "number"))];
  const found = new Map<number, Customer>();
  if (ids.length === 0) return found;
  const page = await api.page(
    "/customer",
    { id: ids.join(","), fields: CUSTOMER_FIELDS },
    auth,
    0,
    Math.max(ids.length, PAGE_SIZE),
  );
  if (page.more) throw new AccountingError("malformed", "Tripletex answered more customers than asked for");
  for (const v of page.values) {
    const parsed = customer.safeParse(v);
    if (parsed.success) found.set(parsed.data.id, parsed.data);
  }
  return found;
}
