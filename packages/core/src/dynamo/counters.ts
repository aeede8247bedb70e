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
) {
  const d = typeof delta === "number" ? { count: delta } : delta;
  const add = d.amountOre === undefined ? { count: d.count } : { count: d.count, amountOre: d.amountOre };
  return e.counter.update({ scope, name }).add(add).commit();
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

/** One counter's count. */
export const readCount = async (key: CounterKey): Promise<number> =>
  (await readCounters(key.scope, [key.name]))[key.name]!.count;
