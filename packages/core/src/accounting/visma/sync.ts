/**
 * A Visma eAccounting sync, page by page (docs/accounting-visma.md): the customer invoices modified since the last
 * sync (the first: in the last three years), joined to their customers, each an `ImportRow` with a stable
 * `externalId`: open invoices, their credit notes, and the payments made on them. Visma's API lists no payments of
 * a customer invoice, so a payment is read off the invoice: what was paid (total less remaining less credited), less
 * the payments we posted to it (write-back: in the ledger already), grew since the last sync. The cursor keeps that
 * paid amount of the part-paid open invoices, so the growth is known; a page read twice gives the same rows (the
 * same ids), and the intake imports nothing twice.
 */
import { z } from "zod";
import { isValidKid } from "../../util/identifiers";
import type { ImportDebtor, ImportRow } from "../../ledger/import/types";
import { parseIsoDate } from "../../ledger/import/types";
import { voucherDescription } from "../../ledger/voucher-rules";
import { Clock } from "../../clock";
import { AccountingError, type Posted, type SyncContext, type SyncPage } from "../provider";
import { PAGE_SIZE, type VismaClient } from "./client";
import { customer, customerInvoice, type Customer, type CustomerInvoice } from "./wire";
import { cursorCodec, kronerToOre } from "../adapter-kit";

/** How far back a first sync reads: three years, the limitation period of an ordinary claim (foreldelsesloven § 2). */
const FIRST_SYNC_YEARS = 3;
/** The next sync reads from this long before this one began (Visma's server time), so nothing falls between. */
export const OVERLAP_MS = 10 * 60_000;
/** Times a sync starts its pages over when the list's size changed under it (a new invoice moves the pages). */
const MAX_RESTARTS = 3;
/** Part-paid open invoices the cursor follows; beyond this, named as issues (a customer with more is unheard of). */
export const MAX_FOLLOWED = 5_000;

const cursorSchema = z.object({
  v: z.literal(1),
  page: z.number().int().min(1),
  /** `modifiedSinceUtc` of this sync. */
  from: z.string(),
  /** True for a first sync: only what is open is taken. */
  first: z.boolean(),
  /** Visma's `ServerTimeUtc` at this sync's first page (the next sync's `from`, less the overlap). */
  started: z.string().optional(),
  /** `TotalNumberOfResults` at the first page: a change means the pages moved. */
  total: z.number().int().optional(),
  restarts: z.number().int().min(0),
  /** Paid øre (`paidByOthers`) of the part-paid open invoices, as the last sync left them (by invoice id). */
  paid: z.record(z.string(), z.number().int()),
  /** Paid øre (ditto) of the invoices the last sync saw closed: read again in the overlap, their last payment known. */
  closed: z.record(z.string(), z.number().int()),
  /** What this sync saw of each invoice: paid øre, and whether it is still open. */
  seen: z.record(z.string(), z.tuple([z.number().int(), z.boolean()])),
});
type Cursor = z.infer<typeof cursorSchema>;

/** The cursor (adapter-kit.ts): one this adapter cannot read starts a first sync over. */
const cursors = cursorCodec(cursorSchema, (): Cursor => {
  const from = new Date(Clock.nowMs());
  from.setUTCFullYear(from.getUTCFullYear() - FIRST_SYNC_YEARS);
  return { v: 1, page: 1, from: from.toISOString(), first: true, restarts: 0, paid: {}, closed: {}, seen: {} };
});
export const encodeCursor = cursors.encode;
export const decodeCursor = cursors.decode;

/** Visma's amounts are kroner with two decimals; ours integer øre. */
export const toOre = kronerToOre;
export const externalId = (kind: "invoice" | "creditNote" | "payment", id: string) => `visma:${kind}:${id}`;

const trimmed = (v: string | null | undefined) => v?.trim() || undefined;
const day = (v: string | null | undefined) => (v ? parseIsoDate(v.slice(0, 10)) : undefined);

/** Paid on an invoice so far: its total less what remains and what credit notes set off. */
export const paidOre = (i: CustomerInvoice) =>
  Math.max(
    0,
    toOre(i.TotalAmountInvoiceCurrency) -
      toOre(i.RemainingAmountInvoiceCurrency) -
      toOre(i.SetOffAmountInvoiceCurrency ?? 0),
  );
/**
 * Paid on an invoice by others than us: its paid amount less the payments we posted to it (write-back, `posted` by
 * its number). Those are in the ledger already, and Visma's paid amount cannot tell them from the debtor's: each would
 * come back as a payment, alone or in one growth with a payment registered in Visma before the next sync, and no id
 * of ours names that growth for the echo filter (accounting/sync.ts). Our credit notes are vouchers on the customer
 * (write-back.ts), not on the invoice: they are not in its paid amount, so they are not taken off.
 */
const paidByOthers = (i: CustomerInvoice, posted: Map<string, Posted>) =>
  Math.max(0, paidOre(i) - (posted.get(String(i.InvoiceNumber))?.payment ?? 0));
/** What was paid on an invoice (by others) when the last sync saw it (0: it was unpaid, or not seen). */
const priorOf = (c: Cursor, id: string) => c.paid[id] ?? c.closed[id] ?? 0;
const isOpen = (i: CustomerInvoice) => toOre(i.RemainingAmountInvoiceCurrency) > 0;
const isCredit = (i: CustomerInvoice) => i.IsCreditInvoice === true || i.TotalAmountInvoiceCurrency < 0;

export function debtorOf(c: Customer): ImportDebtor | undefined {
  const customerNumber = trimmed(c.CustomerNumber);
  if (!customerNumber) return undefined;
  const org = (c.CorporateIdentityNumber ?? "").replace(/\s+/g, "");
  const street = [trimmed(c.InvoiceAddress1), trimmed(c.InvoiceAddress2)].filter(Boolean).join(", ");
  return {
    customerNumber,
    name: trimmed(c.Name),
    type: c.IsPrivatePerson ? "person" : "company",
    // a person's CorporateIdentityNumber may hold a national identity number: never taken
    ...(!c.IsPrivatePerson && /^\d{9}$/.test(org) ? { orgNumber: org } : {}),
    address: street || undefined,
    postcode: trimmed(c.InvoicePostalCode),
    city: trimmed(c.InvoiceCity),
    country: trimmed(c.InvoiceCountryCode)?.toUpperCase(),
    email: trimmed(c.EmailAddress),
    phone: trimmed(c.MobilePhone) ?? trimmed(c.Telephone),
  };
}

function rawId(v: unknown): string | undefined {
  const id = (v as { Id?: unknown } | null)?.Id;
  return typeof id === "string" && id ? externalId("invoice", id) : undefined;
}

export async function syncPage(api: VismaClient, raw: string | null, context?: SyncContext): Promise<SyncPage> {
  const c = decodeCursor(raw);
  const read = await api.page("/customerinvoices", { modifiedSinceUtc: c.from }, c.page, PAGE_SIZE);
  const started = c.started ?? read.meta.ServerTimeUtc;
  const issues: NonNullable<SyncPage["issues"]> = [];
  const invoices: CustomerInvoice[] = [];
  for (const v of read.rows) {
    const parsed = customerInvoice.safeParse(v);
    if (parsed.success) invoices.push(parsed.data);
    else issues.push({ externalId: rawId(v), message: "Visma sent an invoice that is not as documented" });
  }
  const seen = { ...c.seen };
  const rows = await rowsOf(api, c, invoices, seen, issues, context);

  const total = read.meta.TotalNumberOfResults;
  const moved = c.total !== undefined && c.total !== total && c.restarts < MAX_RESTARTS;
  const base = { ...c, started, seen, total: c.total ?? total };
  // the list grew or shrank under us: its pages moved, so read them again from the first (nothing twice: same ids)
  if (moved) return { rows, issues, next: encodeCursor({ ...base, page: 1, total, restarts: c.restarts + 1 }) };
  if (c.page < read.meta.TotalNumberOfPages) return { rows, issues, next: encodeCursor({ ...base, page: c.page + 1 }) };

  const paid = { ...c.paid };
  const closed: Cursor["closed"] = {};
  for (const [id, [ore, open]] of Object.entries(seen)) {
    if (open && ore > 0) paid[id] = ore;
    else delete paid[id];
    if (!open && ore > 0) closed[id] = ore;
  }
  const followed = Object.keys(paid);
  for (const id of followed.slice(MAX_FOLLOWED)) {
    delete paid[id];
    issues.push({
      externalId: externalId("invoice", id),
      message: "Too many part-paid invoices to follow their payments",
    });
  }
  const next = new Date(Date.parse(started) - OVERLAP_MS);
  const from = Number.isFinite(next.getTime()) ? next.toISOString() : c.from;
  return {
    rows,
    issues,
    next: null,
    resumeFrom: encodeCursor({ v: 1, page: 1, from, first: false, restarts: 0, paid, closed, seen: {} }),
  };
}

async function rowsOf(
  api: VismaClient,
  c: Cursor,
  invoices: CustomerInvoice[],
  seen: Cursor["seen"],
  issues: NonNullable<SyncPage["issues"]>,
  context?: SyncContext,
): Promise<ImportRow[]> {
  const byId = new Map(invoices.map((i) => [i.Id, i]));
  // the invoices the page's credit notes credit: on the page, else asked for one by one
  for (const id of new Set(invoices.filter(isCredit).map((i) => i.ReferringInvoiceId))) {
    if (!id || byId.has(id)) continue;
    const credited = await api
      .value(customerInvoice, "GET", `/customerinvoices/${encodeURIComponent(id)}`)
      .catch((e: unknown) => {
        if (e instanceof AccountingError && e.kind === "notFound") return undefined;
        throw e;
      });
    if (credited) byId.set(id, credited);
  }
  const fromDay = c.from.slice(0, 10);
  const kept = invoices.filter((i) => {
    if (isCredit(i)) {
      const credited = i.ReferringInvoiceId ? byId.get(i.ReferringInvoiceId) : undefined;
      return (!!credited && isOpen(credited)) || !c.first;
    }
    // after the first sync, an invoice closed since is read for its last payment
    return isOpen(i) || (!c.first && paidOre(i) > priorOf(c, i.Id) && (day(i.PaymentDate) ?? "") >= fromDay);
  });
  const customers = await customersOf(api, kept);
  const paidOn = kept.filter((i) => !isCredit(i) && paidOre(i) > 0).map((i) => String(i.InvoiceNumber));
  const posted = paidOn.length && context ? await context.posted(paidOn) : new Map<string, Posted>();
  const rows: ImportRow[] = [];
  kept.forEach((inv, n) => {
    const line = (c.page - 1) * PAGE_SIZE + n + 1;
    const credit = isCredit(inv);
    const eid = externalId(credit ? "creditNote" : "invoice", inv.Id);
    const found = customers.get(inv.CustomerId);
    const debtor = found && debtorOf(found);
    const date = day(inv.InvoiceDate);
    const due = day(inv.DueDate);
    const amountOre = Math.abs(toOre(inv.TotalAmountInvoiceCurrency));
    const currency = trimmed(inv.CurrencyCode)?.toUpperCase() ?? "NOK";
    if (!debtor)
      return issues.push({ externalId: eid, message: "The invoice's customer has no customer number in Visma" });
    if (!date || amountOre === 0 || (!credit && !due))
      return issues.push({ externalId: eid, message: "Visma sent an invoice without a date, due date or amount" });
    const kid = (inv.PaymentReferenceNumber ?? "").replace(/\s+/g, "");
    const description = voucherDescription(inv.Rows?.map((r) => trimmed(r.Text)).find(Boolean) ?? inv.YourReference);
    rows.push({
      line,
      kind: credit ? "creditNote" : "invoice",
      debtor,
      number: String(inv.InvoiceNumber),
      ...(credit && inv.ReferringInvoiceId && byId.get(inv.ReferringInvoiceId)
        ? { invoiceNumber: String(byId.get(inv.ReferringInvoiceId)!.InvoiceNumber) }
        : {}),
      voucherDate: date,
      ...(credit ? {} : { dueDate: due }),
      amountOre,
      ...(!credit && kid && isValidKid(kid) ? { kid } : {}),
      ...(!credit && kid && !isValidKid(kid) ? { reference: kid } : {}),
      ...(description ? { description } : {}),
      currency,
      externalId: eid,
    });
    if (credit) return;
    const before = priorOf(c, inv.Id);
    const now = paidByOthers(inv, posted);
    seen[inv.Id] = [now, isOpen(inv)];
    if (now < before)
      return issues.push({ externalId: eid, message: "A payment of the invoice was taken back in Visma" });
    if (now === before) return;
    rows.push({
      line,
      kind: "payment",
      invoiceNumber: String(inv.InvoiceNumber),
      voucherDate: day(inv.PaymentDate) ?? day(inv.ModifiedUtc) ?? date,
      amountOre: now - before,
      ...(kid && isValidKid(kid) ? { kid } : {}),
      currency,
      // what Visma shows paid in all, once this payment was in: the same state read twice is the same row
      externalId: `${externalId("payment", inv.Id)}:${paidOre(inv)}`,
    });
  });
  return rows;
}

async function customersOf(api: VismaClient, invoices: CustomerInvoice[]): Promise<Map<string, Customer>> {
  const found = new Map<string, Customer>();
  for (const id of new Set(invoices.map((i) => i.CustomerId))) {
    const raw = await api.call("GET", `/customers/${encodeURIComponent(id)}`).catch((e: unknown) => {
      if (e instanceof AccountingError && e.kind === "notFound") return undefined;
      throw e;
    });
    const parsed = customer.safeParse(raw);
    if (parsed.success) found.set(id, parsed.data);
  }
  return found;
}
