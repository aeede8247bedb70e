/**
 * A PowerOffice Go sync, page by page (docs/accounting-poweroffice.md): the outgoing invoices and credit notes of the
 * last three years in voucher-number order (a list that only grows at its end, so paging holds still while Go
 * changes), the open ones kept and joined to their customers and to what is matched against them; then, after the
 * first sync, the customer ledger's payments and credit notes posted since the last one. Each row an `ImportRow`
 * with a stable `externalId`, so a page read twice imports nothing twice.
 */
import { z } from "zod";
import { Clock } from "../../clock";
import type { ImportDebtor, ImportRow } from "../../ledger/import/types";
import { parseIsoDate } from "../../ledger/import/types";
import type { SyncPage } from "../provider";
import { PAGE_SIZE, type PowerOfficeClient } from "./client";
import { customer, ledgerEntry, outgoingInvoice, type Customer, type LedgerEntry, type OutgoingInvoice } from "./wire";
import { addDays, addYears, cursorCodec, kronerToOre } from "../adapter-kit";

/** How far back invoices are read: three years, the limitation period of an ordinary claim (foreldelsesloven § 2). */
const WINDOW_YEARS = 3;
/** Payments posted up to this many days before the last sync are read again (a payment registered late). */
export const PAYMENT_OVERLAP_DAYS = 14;

const cursorSchema = z.object({
  v: z.literal(1),
  phase: z.enum(["invoices", "payments"]),
  /** The next page's `PageNumber` (1-based). */
  page: z.number().int().min(1),
  /** fromDate, toDate (inclusive): fixed at a sync's first page. */
  window: z.tuple([z.string(), z.string()]).optional(),
  /** The last sync's start date; absent on a first sync. */
  since: z.string().optional(),
  /** This sync's start date (the next one's `since`). */
  started: z.string().optional(),
});
type Cursor = z.infer<typeof cursorSchema>;
type Full = Cursor & { window: [string, string]; started: string };

/** The cursor (adapter-kit.ts): one this adapter cannot read starts a first sync over. */
const cursors = cursorCodec(cursorSchema, (): Cursor => ({ v: 1, phase: "invoices", page: 1 }));
export const encodeCursor = cursors.encode;
export const decodeCursor = cursors.decode;

/** Go's amounts are kroner (the client's currency) with two decimals; ours integer øre. */
export const toOre = kronerToOre;
export const externalId = (kind: "invoice" | "creditNote" | "payment", id: string | number) =>
  `poweroffice:${kind}:${id}`;

const digits = (value: string | null | undefined) => {
  const d = (value ?? "").replace(/\s+/g, "");
  return /^\d+$/.test(d) ? d : undefined;
};
const text = (value: string | null | undefined) => value?.trim() || undefined;
/** A date of the document's `format: date` (Go may add a time: the day is what counts). */
const day = (value: string | null | undefined) => (value ? parseIsoDate(value.slice(0, 10)) : undefined);

export function debtorOf(c: Customer): ImportDebtor {
  const a = c.MailAddress;
  const person = c.IsPerson === true;
  const street = [text(a?.AddressLine1), text(a?.AddressLine2)].filter(Boolean).join(", ");
  const personName = [text(c.FirstName), text(c.LastName)].filter(Boolean).join(" ");
  return {
    customerNumber: String(c.Number),
    name: (person ? personName || text(c.Name) : text(c.Name)) ?? undefined,
    type: person ? "person" : "company",
    orgNumber: person ? undefined : digits(c.OrganizationNumber),
    address: street || undefined,
    postcode: text(a?.ZipCode),
    city: text(a?.City),
    country: text(a?.CountryCode)?.toUpperCase(),
    email: text(c.InvoiceEmailAddress) ?? text(c.EmailAddress),
    phone: text(c.PhoneNumber),
  };
}

export async function syncPage(api: PowerOfficeClient, token: string, raw: string | null): Promise<SyncPage> {
  const cursor = decodeCursor(raw);
  const today = Clock.today();
  const started = cursor.started ?? today;
  const window = cursor.window ?? [addYears(today, -WINDOW_YEARS), today];
  const full: Full = { ...cursor, window, started };
  const read = cursor.phase === "invoices" ? await invoicePage(api, token, full) : await paymentPage(api, token, full);
  if (read.more) return { ...read.result, next: encodeCursor({ ...full, page: cursor.page + 1 }) };
  if (cursor.phase === "invoices" && cursor.since)
    return { ...read.result, next: encodeCursor({ ...full, phase: "payments", page: 1 }) };
  const resumeFrom = encodeCursor({ v: 1, phase: "invoices", page: 1, since: started });
  return { ...read.result, next: null, resumeFrom };
}

interface Read {
  result: Omit<SyncPage, "next">;
  more: boolean;
}
type Issues = NonNullable<SyncPage["issues"]>;

const rawId = (v: unknown, kind: "invoice" | "payment"): string | undefined => {
  const id = (v as { Id?: unknown } | null)?.Id;
  return typeof id === "string" || typeof id === "number" ? externalId(kind, id) : undefined;
};

async function invoicePage(api: PowerOfficeClient, token: string, c: Full): Promise<Read> {
  const query = { fromDate: c.window[0], toDate: c.window[1], OrderBy: "VoucherNo" };
  const page = await api.page(token, "/OutgoingInvoices", query, c.page);
  const issues: Issues = [];
  const read: OutgoingInvoice[] = [];
  for (const v of page.rows) {
    const parsed = outgoingInvoice.safeParse(v);
    if (parsed.success) read.push(parsed.data);
    else
      issues.push({
        externalId: rawId(v, "invoice"),
        message: "PowerOffice sent an invoice that is not as documented",
      });
  }
  // open: a balance left and not reversed. An open credit note comes from here (naming its invoice by
  // RelatedInvoiceNo); one matched against an invoice comes with that invoice's match or from the payment phase
  const kept = read.filter((i) => i.IsReversed !== true && toOre(i.Balance ?? 0) !== 0);
  const customers = await customersOf(api, token, kept);
  const matched = new Matches(api, token);
  const rows: ImportRow[] = [];
  const base = (c.page - 1) * PAGE_SIZE;
  for (const [n, inv] of kept.entries()) {
    const line = base + n + 1;
    const credit = inv.VoucherType === "OutgoingCreditNote";
    const eid = externalId(credit ? "creditNote" : "invoice", inv.Id);
    const found = customers.get(inv.CustomerNo);
    const date = day(inv.VoucherDate);
    const due = day(inv.DueDate);
    const amountOre = Math.abs(toOre(inv.TotalPostedAmount));
    if (!found) {
      issues.push({ externalId: eid, message: "The invoice's customer was not found in PowerOffice" });
      continue;
    }
    if (!date || amountOre === 0 || (!credit && !due)) {
      issues.push({ externalId: eid, message: "PowerOffice sent an invoice without a date, due date or amount" });
      continue;
    }
    rows.push({
      line,
      kind: credit ? "creditNote" : "invoice",
      debtor: debtorOf(found),
      number: String(inv.InvoiceNo),
      invoiceNumber: credit && inv.RelatedInvoiceNo ? String(inv.RelatedInvoiceNo) : undefined,
      voucherDate: date,
      dueDate: credit ? undefined : due,
      amountOre,
      kid: credit ? undefined : digits(inv.Cid),
      reference: text(inv.CustomerReference) ?? text(inv.PurchaseOrderReference),
      // TotalPostedAmount is in the client's currency (NOK), whatever the invoice's own
      currency: "NOK",
      externalId: eid,
    });
    // a part-paid invoice: what is matched against it (payments, credit notes) comes with it, but for what this
    // sync's payment phase reads anyway (posted since the last sync): one row each per sync
    if (!credit && inv.MatchId && toOre(inv.Balance ?? 0) !== toOre(inv.TotalPostedAmount))
      for (const e of await matched.of(inv.MatchId)) {
        const row = settlementRow(line, e, String(inv.InvoiceNo));
        if (row && !(c.since && row.voucherDate >= paymentsFrom(c))) rows.push(row);
      }
  }
  return { result: { rows, issues }, more: page.more };
}

/** Where the payment phase starts: the last sync's date less the overlap (a payment registered late, back-dated). */
const paymentsFrom = (c: Full) => addDays(c.since ?? c.started, -PAYMENT_OVERLAP_DAYS);

async function paymentPage(api: PowerOfficeClient, token: string, c: Full): Promise<Read> {
  const query = { fromDate: paymentsFrom(c), toDate: c.started, OrderBy: "Id" };
  const page = await api.page(token, "/Customerledger/Statement", query, c.page);
  const rows: ImportRow[] = [];
  const issues: Issues = [];
  const matched = new Matches(api, token);
  const base = (c.page - 1) * PAGE_SIZE;
  for (const [n, v] of page.rows.entries()) {
    const parsed = ledgerEntry.safeParse(v);
    if (!parsed.success) {
      issues.push({
        externalId: rawId(v, "payment"),
        message: "PowerOffice sent a ledger entry that is not as documented",
      });
      continue;
    }
    const e = parsed.data;
    // an unmatched credit note is open: the invoice phase reads it from the invoice list
    if (!settles(e) || (e.VoucherType === "OutgoingCreditNote" && !e.MatchId)) continue;
    const invoice = e.MatchId
      ? (await matched.of(e.MatchId)).find((o) => o.VoucherType === "OutgoingInvoice")
      : undefined;
    const row = settlementRow(base + n + 1, e, text(invoice?.InvoiceNo));
    if (row) rows.push(row);
    else issues.push({ externalId: externalId("payment", e.Id), message: "PowerOffice sent a payment without a date" });
  }
  return { result: { rows, issues }, more: page.more };
}

/** A customer-ledger entry that pays or credits a receivable: a credit (negative) entry, not one of ours, no write-off. */
const settles = (e: LedgerEntry) =>
  e.Amount < 0 &&
  e.IsCreatedByCurrentIntegration !== true &&
  e.IsWriteOff !== true &&
  e.VoucherType !== "OutgoingInvoice" &&
  e.VoucherType !== "ReversalVoucher";

/** A payment or credit note from the customer ledger, naming the invoice it settles where it is known. */
function settlementRow(line: number, e: LedgerEntry, invoiceNumber: string | undefined): ImportRow | undefined {
  if (!settles(e)) return undefined;
  const date = day(e.PostingDate) ?? day(e.VoucherDate);
  if (!date) return undefined;
  const credit = e.VoucherType === "OutgoingCreditNote";
  return {
    line,
    kind: credit ? "creditNote" : "payment",
    ...(credit && e.InvoiceNo ? { number: e.InvoiceNo } : {}),
    invoiceNumber,
    voucherDate: date,
    amountOre: -toOre(e.Amount),
    kid: digits(e.Cid),
    currency: "NOK",
    externalId: credit ? externalId("creditNote", e.VoucherId) : externalId("payment", e.Id),
  };
}

/** The customer-ledger entries matched together under a match id (`/Customerledger/EntriesByMatchId`), read once per page. */
class Matches {
  private readonly read = new Map<number, LedgerEntry[]>();
  constructor(
    private readonly api: PowerOfficeClient,
    private readonly token: string,
  ) {}
  async of(matchId: number): Promise<LedgerEntry[]> {
    const known = this.read.get(matchId);
    if (known) return known;
    const page = await this.api.page(this.token, "/Customerledger/EntriesByMatchId", { matchId }, 1, 1000);
    const entries = page.rows.flatMap((v) => {
      const parsed = ledgerEntry.safeParse(v);
      return parsed.success ? [parsed.data] : [];
    });
    this.read.set(matchId, entries);
    return entries;
  }
}

async function customersOf(api: PowerOfficeClient, token: string, invoices: OutgoingInvoice[]) {
  const numbers = [...new Set(invoices.map((i) => i.CustomerNo))];
  const found = new Map<number, Customer>();
  if (numbers.length === 0) return found;
  const size = Math.max(numbers.length, PAGE_SIZE);
  const page = await api.page(token, "/Customers", { customerNos: numbers.join(",") }, 1, size);
  for (const v of page.rows) {
    const parsed = customer.safeParse(v);
    if (parsed.success) found.set(parsed.data.Number, parsed.data);
  }
  return found;
}
