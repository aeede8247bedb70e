import {
  readCounterRange,
  readCounters,
  sumCounters,
  type CounterKey,
  type CounterRange,
  type CounterValue,
} from "./counters";

/**
 * Page-numbered lists over DynamoDB, which has no offset, with a declared way of counting the total.
 *
 * A page is read from the start of the index's order: the rows before it are walked reading only their key
 * attributes (small items, few requests), then the page itself is read in full. The cost is bounded by the page's
 * position, never by the partition's size. After the first page a counted total is read first, so a page past the
 * end answers empty without walking up to it.
 *
 * The total is declared, never found by reading the whole index:
 * - `{ counter: { scope, name } }`: a counter item (dynamo/counters.ts) kept in the same transaction as every
 *   create and remove of the list's items. Every list a user pages through unfiltered counts this way.
 * - `{ counters: { scope, prefix, from?, to? } }`: the sum of a range of counters (one Query), e.g. the ledger's
 *   open items of a due period from its per-due-date counters.
 * - `"countKeys"`: walks the keys of what `run` matches. Only for a search or filter, which narrows the list (a
 *   prefix of a name, a status); the walk reads key attributes only and is bounded by MAX_COUNT_KEYS.
 * - `{ known: n }`: the caller has the count already (e.g. read with other counters in one batch).
 * - `{ read }`: the caller counts a filtered list its own way (the ledger's lists filtered by voucher type, whose
 *   total carries the amount of the rows it matches).
 */
export interface Run<T> {
  (opts: {
    cursor: string | null;
    limit: number;
    attributes?: string[];
  }): Promise<{ data: T[]; cursor: string | null }>;
}

export type ListTotal =
  | { counter: CounterKey }
  | { counters: CounterRange }
  | { known: number | CounterValue }
  | { read: () => Promise<CounterValue> }
  | "countKeys";

export interface ListPageInput<T> {
  /** One query of the list's index in the order wanted (its search and filters applied), page by page. */
  run: Run<T>;
  /** The attributes the walk to the page (and a "countKeys" count) reads: the table and index keys. */
  keyAttributes: string[];
  page: number;
  rowsPerPage: number;
  total: ListTotal;
  /** The page itself, when it is not one walk of `run` (several lists of an index merged in one order). */
  readPage?: (page: number, rowsPerPage: number) => Promise<T[]>;
}

const SKIP_STEP = 10_000;
/** The most keys a "countKeys" total walks: a search that matches more reports this many (the web shows "10 000+"). */
export const MAX_COUNT_KEYS = 10_000;

/** One page of a list and its total, `{ data, total }` as every list answers. */
export async function listPage<T>(input: ListPageInput<T>): Promise<{ data: T[]; total: number }> {
  const { data, counted } = await pageAndTotal(input);
  return { data, total: counted.count };
}

/**
 * One page of a list whose counters also add up money (the ledger's lists): `{ data, total, totalAmountOre }`,
 * the amount the sum of the counters (0 when the total counts keys).
 */
export async function listPageWithAmount<T>(
  input: ListPageInput<T>,
): Promise<{ data: T[]; total: number; totalAmountOre: number }> {
  const { data, counted } = await pageAndTotal(input);
  return { data, total: counted.count, totalAmountOre: counted.amountOre };
}

async function pageAndTotal<T>(input: ListPageInput<T>): Promise<{ data: T[]; counted: CounterValue }> {
  const { page, rowsPerPage } = input;
  const rows = () =>
    input.readPage ? input.readPage(page, rowsPerPage) : pageAt(input.run, page, rowsPerPage, input.keyAttributes);
  // a counted total (not a capped key walk) read first tells a page past the end, which is then not walked to
  if (page <= 1 || input.total === "countKeys") {
    const [data, counted] = await Promise.all([rows(), totalOf(input)]);
    return { data, counted };
  }
  const counted = await totalOf(input);
  return { data: (page - 1) * rowsPerPage >= counted.count ? [] : await rows(), counted };
}

const valueOf = (v: number | CounterValue): CounterValue => (typeof v === "number" ? { count: v, amountOre: 0 } : v);

async function totalOf<T>({ run, keyAttributes, total }: ListPageInput<T>): Promise<CounterValue> {
  if (total === "countKeys") return valueOf(await countKeys(run, keyAttributes));
  if ("known" in total) return valueOf(total.known);
  if ("read" in total) return total.read();
  const counted =
    "counter" in total
      ? (await readCounters(total.counter.scope, [total.counter.name]))[total.counter.name]!
      : sumCounters((await readCounterRange(total.counters)).map(([, c]) => c));
  // a total never shows below zero
  return { count: Math.max(0, counted.count), amountOre: counted.amountOre };
}

/** The number of items `run` matches, reading key attributes only, at most MAX_COUNT_KEYS. */
export async function countKeys<T>(run: Run<T>, keyAttributes: string[]): Promise<number> {
  let cursor: string | null = null;
  let n = 0;
  do {
    const res: { data: unknown[]; cursor: string | null } = await run({
      cursor,
      limit: MAX_COUNT_KEYS - n,
      attributes: keyAttributes,
    });
    n += res.data.length;
    cursor = res.cursor;
  } while (cursor && n < MAX_COUNT_KEYS);
  return n;
}

/**
 * Page `page` of several runs in one order merged (lists of one index in several partitions: the ledger's lists of
 * several states, the activity log's shards): the first page × rowsPerPage rows of each (bounded by the page's
 * position, as `pageAt`), merged by `compare` and cut. Pass it as `readPage`.
 */
export async function mergedPageAt<T>(
  runs: Run<T>[],
  page: number,
  rowsPerPage: number,
  keyAttributes: string[],
  compare: (a: T, b: T) => number,
): Promise<T[]> {
  const end = page * rowsPerPage;
  const lists = await Promise.all(runs.map((run) => pageAt(run, 1, end, keyAttributes)));
  return lists
    .flat()
    .sort(compare)
    .slice(end - rowsPerPage, end);
}

/** The rows of page `page` (from 1) of `run`'s order; an empty page past the end. */
export async function pageAt<T>(run: Run<T>, page: number, rowsPerPage: number, keyAttributes: string[]): Promise<T[]> {
  let cursor: string | null = null;
  let toSkip = (page - 1) * rowsPerPage;
  while (toSkip > 0) {
    const res: { data: unknown[]; cursor: string | null } = await run({
      cursor,
      // DynamoDB's Limit is a 32-bit integer; the walk goes in steps (callers cap the page, lib/list MAX_PAGE)
      limit: Math.min(toSkip, SKIP_STEP),
      attributes: keyAttributes,
    });
    toSkip -= res.data.length;
    cursor = res.cursor;
    if (!cursor) return [];
  }
  const rows: T[] = [];
  while (rows.length < rowsPerPage) {
    const res = await run({ cursor, limit: rowsPerPage - rows.length });
    rows.push(...res.data);
    cursor = res.cursor;
    if (!cursor) break;
  }
  return rows;
}
