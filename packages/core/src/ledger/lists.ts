import "./entities"; // registers the entities named here
import { Clock } from "../clock";
import type { CounterValue } from "../dynamo/counters";
import { db } from "../dynamo/db";
import { listPageWithAmount, mergedPageAt, type ListTotal, type Run as ListRun } from "../dynamo/list";
import { getDebtor } from "./debtors";
import { counterItems, counters, ledgerCounter, ledgerCounterRange } from "./ledger-counters";
import type { Voucher } from "./store";
import { overdueFigures, receivedFigures, receivedFrom } from "./summary-rules";
import { groupOf, openBalanceOf, VOUCHER_TYPE_NUMBERS, type Group, type ListState } from "./voucher-rules";

/**
 * The ledger's lists over the indexes the commands keep (nothing here writes): a page's list by state, a
 * resource's list of some types, the open items, a debtor's ledger and the dashboard's figures. Every list pages
 * through dynamo/list.ts; an unfiltered list's total and amount come from its counters (ledger-counters.ts), a
 * filtered one's from the rows it matches.
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

const KEY_ATTRIBUTES = ["customerId", "voucherId", "listName", "voucherDate", "dueDate", "debtorId"];

/** A query of the voucher index as dynamo/list.ts walks it, in the order asked for. */
const walk =
  (run: Run, desc: boolean): ListRun<Voucher> =>
  ({ cursor, limit, attributes }) =>
    run.go({ cursor, limit, order: desc ? "desc" : "asc", ...(attributes ? { attributes } : {}) });

/** A page of several lists of the list index merged in voucher-date order (dynamo/list `mergedPageAt`). */
function mergedPage(runs: Run[], p: ListParams): Promise<Voucher[]> {
  const key = (v: Voucher) => `${v.voucherDate}#${v.voucherId}`;
  return mergedPageAt(
    runs.map((r) => walk(r, p.desc)),
    p.page,
    p.rowsPerPage,
    KEY_ATTRIBUTES,
    (a, b) => (p.desc ? key(b).localeCompare(key(a)) : key(a).localeCompare(key(b))),
  );
}

/**
 * The total of a filtered list, which has no counter of its own: every row `runs` match, keys and balance only,
 * counted with what is open of them (bounded by the lists it filters).
 */
export const filteredTotal = (runs: Run[]) => async (): Promise<CounterValue> => {
  const rows = await Promise.all(
    runs.map(
      async (run) =>
        (await run.go({ pages: "all", attributes: ["voucherId", "balanceOre", "deletedAt"] })).data as {
          balanceOre: number;
          deletedAt?: number | null;
        }[],
    ),
  );
  const all = rows.flat();
  return { count: all.length, amountOre: all.reduce((s, v) => s + openBalanceOf(v), 0) };
};

/**
 * One page of the merge of `runs` (one or more lists of an index) in the order asked, with its total as declared:
 * dynamo/list.ts `listPageWithAmount`.
 */
export const voucherPage = (runs: Run[], p: ListParams, total: ListTotal): Promise<VoucherPage> =>
  listPageWithAmount({
    run: walk(runs[0]!, p.desc),
    keyAttributes: KEY_ATTRIBUTES,
    page: p.page,
    rowsPerPage: p.rowsPerPage,
    total,
    ...(runs.length > 1 ? { readPage: () => mergedPage(runs, p) } : {}),
  });

/** True when `types` are every voucher type of `group`: its list then is the resource's list as it is. */
const wholeGroup = (group: Group, types: readonly number[]) =>
  VOUCHER_TYPE_NUMBERS.filter((t) => groupOf(t) === group).every((t) => types.includes(t));

/**
 * A resource's list: the page's list of its group (payments, credit notes, corrections), with the total from the
 * counters; or, for the kinds of claim that share the claims list (invoices, late fees, interest calculations,
 * sentences), that list filtered by type. Open claims come from the open-items index by due date (an open claim
 * with a KID is indexed by its KID on the list index); the others by voucher date. A filtered list has no counter
 * of its own, so its total is counted by the same Query, keys and balance only: bounded by the claims list in
 * that state.
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
    return voucherPage([run], p, { read: filteredTotal([run]) });
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
  return voucherPage(runs, p, { read: filteredTotal(runs) });
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

/**
 * A page's list (payments:unmatched, claims:closed …) by voucher date, its total and amount from its counter
 * `list#<group>:<state>`; within a voucher-date period, a filtered list, it counts the period's keys (bounded).
 */
export async function listVouchers(
  customerId: string,
  group: Group,
  state: ListState,
  p: ListParams & { from?: string; to?: string },
): Promise<VoucherPage> {
  // open claims are the ledger's open items (an open claim with a KID is indexed by its KID, not its list)
  if (group === "claims" && state === "open") return openItems(customerId, { ...p, dueFrom: p.from, dueTo: p.to });
  const listName = `${group}:${state}`;
  const listed = (name: string) => {
    const q = db().entities.voucher.query.byList({ customerId, listName: name });
    return (p.from || p.to
      ? q.between({ voucherDate: p.from ?? "0000-00-00" }, { voucherDate: `${p.to ?? "9999-99-99"}~` })
      : q) as unknown as Run;
  };
  // closed claims paid late with interest not yet charged are indexed as interest-due: the list is both, merged
  const runs = [listName, ...(group === "claims" && state === "closed" ? ["interest-due"] : [])].map(listed);
  return voucherPage(
    runs,
    p,
    p.from || p.to ? "countKeys" : { counter: ledgerCounter(customerId, `list#${listName}`) },
  );
}

/**
 * The ledger's open items by due date, optionally within a due period, with the count and amount of the period
 * from the per-due-date counters (`open#<dueDate>`, one Query): a bounded number of reads for any size of ledger.
 */
export async function openItems(
  customerId: string,
  p: ListParams & { dueFrom?: string; dueTo?: string },
): Promise<VoucherPage> {
  const q = db().entities.voucher.query.openItems({ customerId });
  const run =
    p.dueFrom || p.dueTo
      ? q.between({ dueDate: p.dueFrom ?? "0000-00-00" }, { dueDate: `${p.dueTo ?? "9999-99-99"}~` })
      : q;
  return voucherPage([run as unknown as Run], p, {
    counters: ledgerCounterRange(customerId, "open#", { from: p.dueFrom, to: p.dueTo }),
  });
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
