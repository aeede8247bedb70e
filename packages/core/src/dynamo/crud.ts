import "../i18n/resources"; // registers the texts of the keys named here
import type { MessageKey } from "../i18n/messages";
import { AppError, fieldError } from "../util/error";
import type { CounterKey } from "./counters";
import { counterUpdate } from "./counters";
import { db } from "./db";
import { isConditionFailure } from "./errors";
import { listPage, type ListTotal, type Run } from "./list";
import { committed, TransactionCanceledError } from "./transaction";

/**
 * The store of a simple resource (reference data, global messages, feedback): get / create / update / remove /
 * list over one ElectroDB entity of `dynamo/db.ts`, with the standard mapping of DynamoDB's answers:
 * - create is conditioned on the item not existing: an item already there is a 422 on the id field
 *   (`fieldError(idField, taken)`), a taken unique value a 422 on its field;
 * - update and remove of an item that does not exist are a 404;
 * - create and remove move the list's counter (and the item's own counters) in the same transaction, and an update
 *   that moves an item between counters (a status) moves them too: the list's total is never read from its index.
 */

type Entities = ReturnType<typeof db>["entities"];
export type EntityAlias = keyof Entities;
/* ElectroDB's types do not generalise over entities; the store is typed at its edges (item and view). */
type Loose = any;

export interface CrudListQuery {
  page: number;
  rowsPerPage: number;
  sort: { field: string; desc: boolean };
  search?: string | undefined;
  /** The descriptor's filters, validated; undefined values are no filter. */
  filters?: Record<string, unknown>;
}

export interface CrudOptions<Item, View, Create, Update> {
  /** The table key of the item with this id (the descriptor's `id`, as in the path). */
  keyOf: (id: string) => Record<string, string>;
  /** The field of a 422 when create finds the item there already, and its message (ids the store mints: none). */
  taken?: { field: string; message: MessageKey };
  toView: (item: Item) => View;
  /** The item a create writes (defaults added by the entity). */
  toItem: (input: Create, actor: CrudActor) => Item;
  /** What an update sets (undefined: left alone) and removes (null: cleared). */
  toPatch: (input: Update, actor: CrudActor, before: Item) => Record<string, unknown>;
  /**
   * Fields whose values no two items share (compared trimmed, in lower case): a lock item per value, in the same
   * transaction. `as`: the input field the 422 names, when the unique field is derived (a name key).
   */
  uniques?: readonly { field: keyof Item & string; message: MessageKey; as?: string }[];
  /** The query of the list in the order asked for; `total` defaults to the counter, or "countKeys" when narrowed. */
  list: (q: CrudListQuery) => { run: Run<Item>; total?: ListTotal };
  /** The index keys the page walk reads. */
  keyAttributes: string[];
  /** The list's total: created +1, removed -1. */
  counter: CounterKey;
  /** Further counters an item is in (e.g. per status); moved when an update changes them. */
  countersOf?: (item: Item) => CounterKey[];
}

export interface CrudActor {
  userId: string;
}

/**
 * One row of an import (CSV): `create` when the item is new, `update` when it exists. A row with an `id` must find
 * its item unless it also carries `create` (a natural key such as a municipality number: an upsert); a row without
 * one is created.
 */
export interface CrudImportRow<Create, Update> {
  /** The row's line in the file, for the 422 (`rows.<line>.<field>`). */
  line: number;
  /** The id's field (the descriptor's `id`), named by a 422 for an id that finds nothing. */
  idField: string;
  id: string | null;
  create?: Create;
  update?: Update;
}

export interface CrudStore<View, Create, Update> {
  get(id: string): Promise<View>;
  create(input: Create, actor: CrudActor): Promise<View>;
  update(id: string, input: Update, actor: CrudActor): Promise<View>;
  remove(id: string): Promise<void>;
  list(q: CrudListQuery): Promise<{ data: View[]; total: number }>;
  /** Every item, in the list's default order (exports of small reference lists; bounded by `max`). */
  all(max: number): Promise<View[]>;
  /** Checks every row first (422 naming each failing row, nothing written), then writes in transactions of ≤100. */
  importRows(rows: CrudImportRow<Create, Update>[], actor: CrudActor): Promise<{ created: number; updated: number }>;
}

type Unique = { field: string; message: MessageKey; as?: string };
const notFound = () => new AppError("NOT_FOUND", "errors.notFound");
const taken = (u: Unique = { field: "id", message: "validation.alreadyExists" }) =>
  fieldError(u.as ?? u.field, u.message);
const counterName = (k: CounterKey) => `${k.scope}\u0000${k.name}`;
/** The most operations in one DynamoDB transaction. */
const TRANSACTION_MAX = 100;

export function crudStore<K extends EntityAlias, Item extends Record<string, unknown>, View, Create, Update>(
  alias: K,
  opts: CrudOptions<Item, View, Create, Update>,
): CrudStore<View, Create, Update> {
  const entity = (): Loose => db().entities[alias];
  const uniques: readonly Unique[] = opts.uniques ?? [];
  const countersOf = (item: Item) => [opts.counter, ...(opts.countersOf?.(item) ?? [])];
  const lockField = (field: string) => `${alias}#${field}`;
  /** The item's table key, read off the item (the attribute names are those `keyOf` gives). */
  const keyFields = (item: Item) => Object.fromEntries(Object.keys(opts.keyOf("")).map((k) => [k, item[k]]));
  const idOf = (item: Item) => Object.values(keyFields(item)).join("#");
  const lockValue = (v: unknown) => (typeof v === "string" && v.trim() ? v.trim().toLowerCase() : null);

  async function read(id: string | Record<string, unknown>): Promise<Item | null> {
    const { data } = await entity()
      .get(typeof id === "string" ? opts.keyOf(id) : id)
      .go({ consistent: true });
    return (data as Item | null) ?? null;
  }

  /** A change planned: the operations of one item (its put or patch, its locks) and how it moves counters. */
  interface Change {
    ops: (e: Loose) => unknown[];
    /** For each op: the 422 a failed condition on it means. */
    failures: AppError[];
    counters: Map<string, { key: CounterKey; delta: number }>;
  }

  const addCounters = (into: Change["counters"], keys: CounterKey[], delta: number) => {
    for (const key of keys) {
      const name = counterName(key);
      const at = into.get(name) ?? { key, delta: 0 };
      at.delta += delta;
      into.set(name, at);
    }
  };

  function planCreate(item: Item): Change {
    const locks = uniques.flatMap((u) => {
      const value = lockValue(item[u.field]);
      return value ? [{ u, value }] : [];
    });
    const counters: Change["counters"] = new Map();
    addCounters(counters, countersOf(item), 1);
    return {
      ops: (e) => [
        e[alias].create(item).commit(),
        ...locks.map(({ u, value }) =>
          e.unique.create({ field: lockField(u.field), value, ownerId: idOf(item) }).commit(),
        ),
      ],
      failures: [taken(opts.taken), ...locks.map(({ u }) => taken(u))],
      counters,
    };
  }

  function planUpdate(id: string, before: Item, patch: Record<string, unknown>): Change & { after: Item } {
    const set = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined && v !== null));
    const cleared = Object.keys(patch).filter((k) => patch[k] === null && before[k] !== undefined);
    const after = { ...before, ...set } as Item;
    for (const k of cleared) delete after[k];
    const moved = uniques.flatMap((u) => {
      const [was, now] = [lockValue(before[u.field]), lockValue(after[u.field])];
      return was === now ? [] : [{ u, was, now }];
    });
    const adds = moved.filter((m) => m.now);
    const drops = moved.filter((m) => m.was);
    const counters: Change["counters"] = new Map();
    addCounters(counters, countersOf(before), -1);
    addCounters(counters, countersOf(after), 1);
    return {
      after,
      ops: (e) => {
        let p = e[alias].patch(opts.keyOf(id)).set(set);
        if (cleared.length) p = p.remove(cleared);
        return [
          p.commit(),
          ...adds.map(({ u, now }) =>
            e.unique.create({ field: lockField(u.field), value: now, ownerId: idOf(after) }).commit(),
          ),
          ...drops.map(({ u, was }) => e.unique.delete({ field: lockField(u.field), value: was }).commit()),
        ];
      },
      failures: [notFound(), ...adds.map(({ u }) => taken(u)), ...drops.map(() => notFound())],
      counters,
    };
  }

  /** Writes changes in one transaction with their net counter moves; a failed condition is the op's 422/404. */
  async function commit(changes: Change[]): Promise<void> {
    const counters: Change["counters"] = new Map();
    for (const c of changes) for (const [, { key, delta }] of c.counters) addCounters(counters, [key], delta);
    const moves = [...counters.values()].filter((c) => c.delta !== 0);
    const failures = changes.flatMap((c) => c.failures);
    try {
      await committed(
        db()
          .transaction.write(
            (e: Loose) =>
              [
                ...changes.flatMap((c) => c.ops(e)),
                ...moves.map(({ key, delta }) => counterUpdate(e, key.scope, key.name, delta)),
              ] as Loose,
          )
          .go(),
      );
    } catch (err) {
      if (err instanceof TransactionCanceledError && err.conditionFailed)
        throw failures[err.reasons.indexOf("ConditionalCheckFailed")] ?? notFound();
      if (isConditionFailure(err)) throw failures[0] ?? notFound();
      throw err;
    }
  }

  const listOf = async (q: CrudListQuery) => {
    const { run, total } = opts.list(q);
    const narrowed = !!q.search || Object.values(q.filters ?? {}).some((v) => v !== undefined);
    return listPage({
      run,
      keyAttributes: opts.keyAttributes,
      page: q.page,
      rowsPerPage: q.rowsPerPage,
      total: total ?? (narrowed ? "countKeys" : { counter: opts.counter }),
    });
  };

  return {
    async get(id) {
      const item = await read(id);
      if (!item) throw notFound();
      return opts.toView(item);
    },

    async create(input, actor) {
      const item = opts.toItem(input, actor);
      await commit([planCreate(item)]);
      return opts.toView((await read(keyFields(item))) ?? item);
    },

    async update(id, input, actor) {
      const before = await read(id);
      if (!before) throw notFound();
      const change = planUpdate(id, before, opts.toPatch(input, actor, before));
      await commit([change]);
      return opts.toView((await read(id)) ?? change.after);
    },

    async remove(id) {
      const before = await read(id);
      if (!before) throw notFound();
      const locks = uniques.flatMap((u) => {
        const value = lockValue(before[u.field]);
        return value ? [{ field: lockField(u.field), value }] : [];
      });
      const counters: Change["counters"] = new Map();
      addCounters(counters, countersOf(before), -1);
      await commit([
        {
          ops: (e) => [e[alias].remove(opts.keyOf(id)).commit(), ...locks.map((l) => e.unique.delete(l).commit())],
          failures: [notFound(), ...locks.map(() => notFound())],
          counters,
        },
      ]);
    },

    async list(q) {
      const page = await listOf(q);
      return { data: page.data.map(opts.toView), total: page.total };
    },

    async all(max) {
      const sort = { field: "", desc: false };
      const { run } = opts.list({ page: 1, rowsPerPage: max, sort });
      const rows: Item[] = [];
      let cursor: string | null = null;
      do {
        const res: { data: Item[]; cursor: string | null } = await run({ cursor, limit: max - rows.length });
        rows.push(...res.data);
        cursor = res.cursor;
      } while (cursor && rows.length < max);
      return rows.map(opts.toView);
    },

    async importRows(rows, actor) {
      const errors: Record<string, MessageKey[]> = {};
      const fail = (line: number, field: string, key: MessageKey) => (errors[`rows.${line}.${field}`] ??= []).push(key);
      const ids = rows.flatMap((r) => (r.id ? [r.id] : []));
      const found = ids.length
        ? ((await entity().get(ids.map(opts.keyOf)).go({ consistent: true })).data as Item[])
        : [];
      const existing = new Map(found.map((i) => [idOf(i), i]));
      const seen = new Set<string>();
      const changes: (Change & { line: number; item: Item })[] = [];
      let created = 0;
      for (const row of rows) {
        const key = row.id ? idOf(opts.keyOf(row.id) as Item) : null;
        if (key && seen.has(key)) fail(row.line, row.idField, "resources.csvDuplicate");
        if (key) seen.add(key);
        const before = key ? existing.get(key) : undefined;
        if (before && row.update !== undefined) {
          const change = planUpdate(row.id!, before, opts.toPatch(row.update, actor, before));
          changes.push({ ...change, line: row.line, item: change.after });
        } else if (!before && row.create !== undefined) {
          const item = opts.toItem(row.create, actor);
          changes.push({ ...planCreate(item), line: row.line, item });
          created++;
        } else fail(row.line, row.idField, "errors.notFound");
      }
      // unique values: none twice in the file, none held by another item
      for (const u of uniques) {
        const holders = new Map<string, number>();
        for (const c of changes) {
          const value = lockValue(c.item[u.field]);
          if (!value) continue;
          if (holders.has(value)) fail(c.line, u.as ?? u.field, u.message);
          holders.set(value, c.line);
        }
        const values = [...holders.keys()];
        const locks = values.length
          ? (
              await db()
                .entities.unique.get(values.map((value) => ({ field: lockField(u.field), value })))
                .go()
            ).data
          : [];
        // a value another item holds is taken, even when the file renames that item too (one change at a time)
        for (const lock of locks) {
          const line = holders.get(lock.value)!;
          const mine = changes.find((c) => c.line === line)!;
          if (lock.ownerId !== idOf(mine.item)) fail(line, u.as ?? u.field, u.message);
        }
      }
      if (Object.keys(errors).length) throw new AppError("VALIDATION", "validation.invalid", {}, errors);
      let chunk: Change[] = [];
      let size = 0;
      for (const change of changes) {
        const n = change.failures.length;
        if (chunk.length && size + n > TRANSACTION_MAX - 10) {
          await commit(chunk);
          [chunk, size] = [[], 0];
        }
        chunk.push(change);
        size += n;
      }
      if (chunk.length) await commit(chunk);
      return { created, updated: changes.length - created };
    },
  };
}
