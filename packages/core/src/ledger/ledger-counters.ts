import {
  counterUpdate,
  readCounterRange,
  sumCounters,
  type CounterKey,
  type CounterRange,
  type CounterValue,
} from "../dynamo/counters";
import type { db } from "../dynamo/db";
import { MAX_TOTAL_ORE } from "../util/money";

/**
 * The ledger's counters are generic counters (dynamo/counters.ts) in a scope of their own per customer,
 * `ledger#<customerId>`, so their names cannot meet another context's counters of the customer (the activity
 * log's, the cases' to come) in a prefix read:
 * - `list#<listName>` (voucher-rules `contributions`): a page's list, count and open amount;
 * - `open#<dueDate>`: the open items of a due date; `paid#<voucherDate>`: the payments received that day;
 * - `debtors`: the customer's debtors, moved by the debtor commands (debtors.ts, debtor-removal.ts, import-debtors.ts).
 * Each moves in the transaction of the change it counts.
 */
export const ledgerScope = (customerId: string) => `ledger#${customerId}`;

/** A ledger counter's key, for a list's total (`listPage({ total: { counter } })`) or a test that sets one. */
export const ledgerCounter = (customerId: string, name: string): CounterKey => ({
  scope: ledgerScope(customerId),
  name,
});

/** The counters named `prefix` + a remainder, optionally the remainder within [from, to] (a date range). */
export const ledgerCounterRange = (
  customerId: string,
  prefix: string,
  range?: { from?: string; to?: string },
): CounterRange => ({ scope: ledgerScope(customerId), prefix, from: range?.from, to: range?.to });

type Tx = Pick<Parameters<Parameters<ReturnType<typeof db>["transaction"]["write"]>[0]>[0], "counter">;

/**
 * One counter change of a ledger transaction. A counter that grows stays within MAX_TOTAL_ORE, so every sum of
 * counters is an exact integer (< 2^53): past it the transaction fails (store.ts `writeLedger` answers 422).
 */
export const ledgerCounterUpdate = (e: Tx, customerId: string, name: string, d: CounterValue) =>
  counterUpdate(e, ledgerScope(customerId), name, d, { maxAmountOre: MAX_TOTAL_ORE });

/** The counter of the customer's debtors list (`GET /debtors` without a search). */
export const DEBTORS = "debtors";

/** `n` debtors joined the customer's debtors list (or left it, negative), in the change's own transaction. */
export const debtorsJoin = (e: Tx, customerId: string, n: number) =>
  counterUpdate(e, ledgerScope(customerId), DEBTORS, n);

/** The counter items of a range as (remainder, figure) pairs: one Query (e.g. one item per due date). */
export const counterItems = (customerId: string, prefix: string, range?: { from?: string; to?: string }) =>
  readCounterRange(ledgerCounterRange(customerId, prefix, range));

/** The sum of the counters whose names start with `prefix`, optionally within [from, to] of the remainder. */
export const counters = async (
  customerId: string,
  prefix: string,
  range?: { from?: string; to?: string },
): Promise<CounterValue> => sumCounters((await counterItems(customerId, prefix, range)).map(([, c]) => c));
