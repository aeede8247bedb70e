import { Clock } from "../clock";
import { db } from "../dynamo/db";
import { pageAt } from "../dynamo/paginate";
import { getDebtor } from "./debtors";
import { counterItems, counters, type Voucher } from "./store";
import { overdueFigures, receivedFigures, receivedFrom } from "./summary-rules";
import { groupOf, openBalanceOf, VOUCHER_TYPE_NUMBERS, type Group, type ListState } from "./voucher-rules";

/**
 * The ledger's lists over the indexes the commands keep (nothing here writes): a page's list by state, a
 * resource's list of some types, the open items, a debtor's ledger and the dashboard's figures. Totals come from
 * the counter items where a list has one.
 */

export interface VoucherPage {
  data: Voucher[];
  total: number;
  totalAmountOre: number;
}

export interface ListParams {
  page: number;
  rowsPerPage: number;
  desc: boolean;
}

export type Run = { go: (o: Record<string, unknown>) => Promise<{ data: Voucher[]; cursor: string | null }> };

/** True when the page starts after the last of `total` rows: it is empty, and nothing needs to be read. */
export const beyondEnd = (p: Pick<ListParams, "page" | "rowsPerPage">, total: number) =>
  (p.page - 1) * p.rowsPerPage >= total;

const KEY_ATTRIBUTES = ["customerId", "voucherId", "listName", "voucherDate", "dueDate", "debtorId"];

/** A page of one list in its index's order (dynamo/paginate `pageAt`: the rows before it read as keys only). */
export const pageOf = (run: Run, p: ListParams) =>
  pageAt(
    ({ cursor, limit, attributes }) =>
      run.go({ cursor, limit, order: p.desc ? "desc" : "asc", ...(attributes ? { attributes } : {}) }),
    p.page,
    p.rowsPerPage,
    KEY_ATTRIBUTES,
  );

/**
 * A page of several lists of the list index merged in voucher-date order: the first page × rowsPerPage items of
 * each (bounded by the page's position, as `pageAt`), merged and cut.
 */
async function mergedPage(runs: Run[], p: ListParams): Promise<Voucher[]> {
  const end = p.page * p.rowsPerPage;
  const lists = await Promise.all(runs.map((r) => pageOf(r, { ...p, page: 1, rowsPerPage: end })));
  const key = (v: Voucher) => `${v.voucherDate}#${v.voucherId}`;
  const merged = lists.flat().sort((a, b) => (p.desc ? key(b).localeCompare(key(a)) : key(a).localeCompare(key(b))));
  return merged.slice(end - p.rowsPerPage, end);
}

/** Every row of a filtered list, keys and balance only: its total (a filtered list has no counter). */
type TotalRow = { balanceOre: number; deletedAt?: number | null };
export const totalsOf = async (run: Run) =>
  (await run.go({ pages: "all", attributes: ["voucherId", "balanceOre", "deletedAt"] })).data as TotalRow[];

/**
 * A page and the rows of its total: side by side on the first page; on a later one the total first, so a page
 * past the end answers empty without walking the list up to it.
 */
export async function withTotal(
  p: Pick<ListParams, "page" | "rowsPerPage">,
  page: () => Promise<Voucher[]>,
  total: () => Promise<TotalRow[]>,
): Promise<[Voucher[], TotalRow[]]> {
  if (p.page === 1) return Promise.all([page(), total()]);
  const all = await total();
  return [beyondEnd(p, all.length) ? [] : await page(), all];
}

/** True when `types` are every voucher type of `group`: its list then is the resource's list as it is. */
const wholeGroup = (group: Group, types: readonly number[]) =>
  VOUCHER_TYPE_NUMBERS.filter((t) => groupOf(t) === group).every((t) => types.includes(t));

/**
 * A resource's list: the page's list of its group (payments, credit notes, corrections), with the total from the
 * counters; or, for the kinds of claim that share the claims list (invoices, late fees, interest calculations,
 * sentences), that list filtered by type. Open claims come from the open-items index by due date (an open claim
 * with a KID is indexed by its KID on the list index); the others by voucher date. A filtered list has no counter
 * of its own, so its total is counted by the same Query, keys only: bounded by the claims list in that state.
 */
export async function listOfTypes(
  customerId: string,
  group: Group,
  types: readonly number[],
  state: ListState,
  p: ListParams & { from?: string; to?: string },
): Promise<VoucherPage> {
  if (wholeGroup(group, types)) return listVouchers(customerId, group, state, p);
  const range = p.from || p.to ? { from: p.from ?? "0000-00-00", to: `${p.to ?? "9999-99-99"}~` } : null;
  if (group === "claims" && state === "open") {
    const q = db().entities.voucher.query.openItems({ customerId });
    const run = (range ? q.between({ dueDate: range.from }, { dueDate: range.to }) : q).where((a, { eq }) =>
      types.map((t) => eq(a.type, t)).join(" OR "),
    ) as unknown as Run;
    const [data, all] = await withTotal(
      p,
      () => pageOf(run, p),
      () => totalsOf(run),
    );
    return { data, total: all.length, totalAmountOre: all.reduce((s, v) => s + openBalanceOf(v), 0) };
  }
  const listRun = (listName: string) => {
    const q = db().entities.voucher.query.byList({ customerId, listName });
    return (range ? q.between({ voucherDate: range.from }, { voucherDate: range.to }) : q).where((a, { eq }) =>
      types.map((t) => eq(a.type, t)).join(" OR "),
    ) as unknown as Run;
  };
  // a closed claim paid late whose interest is not charged yet is indexed as "interest-due" (interest notes)
  const runs = [`${group}:${state}`, ...(group === "claims" && state === "closed" ? ["interest-due"] : [])].map(
    listRun,
  );
  const [data, all] = await withTotal(
    p,
    () => (runs.length === 1 ? pageOf(runs[0]!, p) : mergedPage(runs, p)),
    async () => (await Promise.all(runs.map(totalsOf))).flat(),
  );
  return { data, total: all.length, totalAmountOre: all.reduce((s, v) => s + openBalanceOf(v), 0) };
}

/** All vouchers of a debtor in voucher-date order (a debtor's ledger is small; bounded by it, not the customer). */
export async function debtorVouchers(customerId: string, debtorId: string): Promise<Voucher[]> {
  const { data } = await db().entities.voucher.query.byDebtor({ customerId, debtorId }).go({ pages: "all" });
  return data;
}

export interface LedgerLine extends Voucher {
  /** The debtor's balance after this voucher (debits add, credits subtract; deleted vouchers count nothing). */
  runningBalanceOre: number;
  /** What is open (a debit) or unapplied (a credit) of it: nothing once it is deleted (voucher-rules `openBalanceOf`). */
  openOre: number;
}

/** `GET debtors/{id}/ledger`: the debtor, every voucher with a running balance, the open items and the totals. */
export async function debtorLedger(customerId: string, debtorId: string) {
  const debtor = await getDebtor(customerId, debtorId);
  const vouchers = await debtorVouchers(customerId, debtorId);
  let running = 0;
  const lines: LedgerLine[] = vouchers.map((v) => {
    if (!v.deletedAt) running += v.side === "debit" ? v.amountOre : -v.amountOre;
    return { ...v, runningBalanceOre: running, openOre: openBalanceOf(v) };
  });
  const live = vouchers.filter((v) => !v.deletedAt);
  const openOre = live.filter((v) => v.side === "debit").reduce((s, v) => s + v.balanceOre, 0);
  const unmatchedOre = live.filter((v) => v.side === "credit").reduce((s, v) => s + v.balanceOre, 0);
  return {
    debtor,
    lines,
    openItems: live.filter((v) => v.side === "debit" && v.balanceOre > 0),
    unmatched: live.filter((v) => v.side === "credit" && v.balanceOre > 0),
    totals: { openOre, unmatchedOre, balanceOre: openOre - unmatchedOre },
    /** Cases against the debtor: the cases issue fills this. */
    cases: [] as unknown[],
  };
}

/** A page's list (payments:unmatched, claims:open …) by voucher date; its total from the counter. */
export async function listVouchers(
  customerId: string,
  group: Group,
  state: ListState,
  p: ListParams & { from?: string; to?: string },
): Promise<{ data: Voucher[]; total: number; totalAmountOre: number }> {
  // open claims are the ledger's open items (an open claim with a KID is indexed by its KID, not its list)
  if (group === "claims" && state === "open") return openItems(customerId, { ...p, dueFrom: p.from, dueTo: p.to });
  const listName = `${group}:${state}`;
  const listed = (name: string) => {
    const q = db().entities.voucher.query.byList({ customerId, listName: name });
    return p.from || p.to
      ? q.between({ voucherDate: p.from ?? "0000-00-00" }, { voucherDate: `${p.to ?? "9999-99-99"}~` })
      : q;
  };
  const run = listed(listName);
  // closed claims paid late with interest not yet charged are indexed as interest-due: the list is both, merged
  const total =
    p.from || p.to
      ? {
          count: (await run.go({ pages: "all", attributes: ["voucherId"] as never })).data.length,
          amountOre: 0,
        }
      : await counters(customerId, `list#${listName}`);
  // a page past the end is empty, known from the total without walking the list
  const data = beyondEnd(p, total.count)
    ? []
    : group === "claims" && state === "closed"
      ? await mergedPage([run, listed("interest-due")] as never, p)
      : await pageOf(run as never, p);
  return { data, total: total.count, totalAmountOre: total.amountOre };
}

/**
 * The ledger's open items by due date, optionally within a due period, with the count and amount of the period
 * from the per-due-date counters: a bounded number of reads for any size of ledger.
 */
export async function openItems(
  customerId: string,
  p: ListParams & { dueFrom?: string; dueTo?: string },
): Promise<{ data: Voucher[]; total: number; totalAmountOre: number }> {
  const q = db().entities.voucher.query.openItems({ customerId });
  const run =
    p.dueFrom || p.dueTo
      ? q.between({ dueDate: p.dueFrom ?? "0000-00-00" }, { dueDate: `${p.dueTo ?? "9999-99-99"}~` })
      : q;
  const total = await counters(customerId, "open#", { from: p.dueFrom, to: p.dueTo });
  const data = beyondEnd(p, total.count) ? [] : await pageOf(run as never, p);
  return { data, total: total.count, totalAmountOre: total.amountOre };
}

/**
 * The dashboard's ledger figures (SPEC 2), all from counter items, never from the vouchers: payments and credit
 * notes waiting for manual treatment, the open total and its split by days overdue (`open#<dueDate>`, one item per
 * due date, read once), and the payments received this month, in the last 30 days and this year
 * (`paid#<voucherDate>`, at most one item per day since the earliest of those periods began).
 */
export async function ledgerSummary(customerId: string) {
  const today = Clock.today();
  const [payments, creditNotes, open, paid] = await Promise.all([
    counters(customerId, "list#payments:unmatched"),
    counters(customerId, "list#creditNotes:unmatched"),
    counterItems(customerId, "open#"),
    counterItems(customerId, "paid#", { from: receivedFrom(today), to: today }),
  ]);
  const overdue = overdueFigures(open, today);
  return {
    today,
    unmatchedPayments: payments.count,
    unmatchedPaymentsOre: payments.amountOre,
    unmatchedCreditNotes: creditNotes.count,
    unmatchedCreditNotesOre: creditNotes.amountOre,
    openItems: overdue.reduce((s, o) => s + o.count, 0),
    openOre: overdue.reduce((s, o) => s + o.amountOre, 0),
    overdue,
    received: receivedFigures(paid, today),
  };
}

