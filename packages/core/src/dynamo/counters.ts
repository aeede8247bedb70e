import { db } from "./db";

/** Generic counters (the entity is counter.entity.ts): kept in the change's own transaction, read by lists. */

/** The scope of counters that belong to no customer (reference data, global messages, feedback). */
export const GLOBAL_SCOPE = "global";

/** Which counter: its scope and its name. */
export interface CounterKey {
  scope: string;
  name: string;
}

export type CounterDelta = number | { count: number; amountOre?: number };

export interface CounterValue {
  count: number;
  amountOre: number;
}

/** The entities a write transaction's callback receives (`db().transaction.write((e) => [...])`). */
type TransactionEntities = Parameters<Parameters<ReturnType<typeof db>["transaction"]["write"]>[0]>[0];

/**
 * One item of a write transaction: add `delta` to the counter (created at zero on first use). Include it in the
 * transaction of the change it counts, e.g. `[e.municipality.create(item).commit(), counterUpdate(e, "global",
 * "municipality-numbers", 1)]`.
 */
export function counterUpdate(
  e: Pick<TransactionEntities, "counter">,
  scope: string,
  name: string,
  delta: CounterDelta,
  opts: { maxAmountOre?: number } = {},
) {
  const d = typeof delta === "number" ? { count: delta } : delta;
  const add = d.amountOre === undefined ? { count: d.count } : { count: d.count, amountOre: d.amountOre };
  const update = e.counter.update({ scope, name }).add(add);
  const max = opts.maxAmountOre;
  // a growing sum is conditioned on staying within `max`: the transaction fails instead of passing it
  if (max === undefined || !d.amountOre || d.amountOre <= 0) return update.commit();
  return update
    .where((a, { notExists, lte }) => `${notExists(a.amountOre)} OR ${lte(a.amountOre, max - d.amountOre!)}`)
    .commit();
}

/**
 * The write that takes the next number of a gap-free sequence (case numbers, our invoice numbers): the counter moves
 * from `current` (read just before) to `current + 1`, conditioned on still being `current`, inside the transaction
 * that writes the numbered item. Two writers that read the same value cannot both commit (one is cancelled and reads
 * again: `retrying`), and a cancelled transaction takes no number, so the numbers have neither gaps nor repeats.
 */
export function sequenceStep(e: Pick<TransactionEntities, "counter">, scope: string, name: string, current: number) {
  const update = e.counter.update({ scope, name }).set({ count: current + 1 });
  return current === 0
    ? update.where((a, { notExists }) => notExists(a.count)).commit()
    : update.where((a, { eq }) => eq(a.count, current)).commit();
}

/** The current values of some counters of one scope (a counter never written reads as zero). */
export async function readCounters(scope: string, names: readonly string[]): Promise<Record<string, CounterValue>> {
  const out: Record<string, CounterValue> = {};
  for (const name of names) out[name] = { count: 0, amountOre: 0 };
  if (names.length === 0) return out;
  const { data } = await db()
    .entities.counter.get([...new Set(names)].map((name) => ({ scope, name })))
    .go({ consistent: true });
  for (const item of data) out[item.name] = { count: item.count, amountOre: item.amountOre ?? 0 };
  return out;
}

/** Counters named `prefix` + a remainder, optionally with the remainder within [from, to] (e.g. one per day). */
export interface CounterRange {
  scope: string;
  prefix: string;
  from?: string;
  to?: string;
}

/**
 * The counters of a range as (remainder, value) pairs: one Query of the scope's counters, e.g. the ledger's
 * `open#<dueDate>` of a due period. An open end reads to the last name of the prefix.
 */
export async function readCounterRange({ scope, prefix, from, to }: CounterRange): Promise<[string, CounterValue][]> {
  const q = db().entities.counter.query.byName({ scope });
  const run =
    from || to
      ? q.between({ name: `${prefix}${from ?? ""}` }, { name: `${prefix}${to ?? "\uffff"}` })
      : q.begins({ name: prefix });
  const { data } = await run.go({ pages: "all", consistent: true });
  return data.map((c) => [c.name.slice(prefix.length), { count: c.count, amountOre: c.amountOre ?? 0 }]);
}

/** The sum of a range's counters. */
export const sumCounters = (values: Iterable<CounterValue>): CounterValue =>
  [...values].reduce((s, c) => ({ count: s.count + c.count, amountOre: s.amountOre + c.amountOre }), {
    count: 0,
    amountOre: 0,
  });
