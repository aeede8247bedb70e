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
// eslint-disable-next-line @typescript-eslint/no-explicit-any
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
  /** The field of a 422 when create finds the item there already, and its message. */
  taken: { field: string; message: MessageKey };
  toView: (item: Item) => View;
  /** The item a create writes (defaults added by the entity). */
  toItem: (input: Create, actor: CrudActor) => Item;
  /** What an update sets (undefined: left alone) and removes (null: cleared). */
  toPatch: (input: Update, actor: CrudActor, before: Item) => Record<string, unknown>;
  /** Fields whose values no two items share: a lock item per value, in the same transaction. */
  uniques?: readonly { field: keyof Item & string; message: MessageKey }[];
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

export interface CrudStore<View, Create, Update> {
  get(id: string): Promise<View>;
  create(input: Create, actor: CrudActor): Promise<View>;
  update(id: string, input: Update, actor: CrudActor): Promise<View>;
  remove(id: string): Promise<void>;
  list(q: CrudListQuery): Promise<{ data: View[]; total: number }>;
}

const notFound = () => new AppError("NOT_FOUND", "errors.notFound");
const counterName = (k: CounterKey) => `${k.scope}\u0000${k.name}`;

export function crudStore<K extends EntityAlias, Item extends Record<string, unknown>, View, Create, Update>(
  alias: K,
  opts: CrudOptions<Item, View, Create, Update>,
): CrudStore<View, Create, Update> {
  const entity = (): Loose => db().entities[alias];
  const uniques = opts.uniques ?? [];
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

  /** Runs a transaction; a failed condition at index i is answered by onCondition(i). */
  async function write(items: (e: Loose) => unknown[], onCondition: (index: number) => AppError): Promise<void> {
    try {
      await committed(db().transaction.write((e: Loose) => items(e) as Loose).go());
    } catch (err) {
      if (err instanceof TransactionCanceledError && err.conditionFailed)
        throw onCondition(err.reasons.indexOf("ConditionalCheckFailed"));
      if (isConditionFailure(err)) throw onCondition(0);
      throw err;
    }
  }

  return {
    async get(id) {
      const item = await read(id);
      if (!item) throw notFound();
      return opts.toView(item);
    },

    async create(input, actor) {
      const item = opts.toItem(input, actor);
      const locks = uniques.flatMap((u) => {
        const value = lockValue(item[u.field]);
        return value ? [{ u, value }] : [];
      });
      await write(
        (e) => [
          e[alias].create(item).commit(),
          ...locks.map(({ u, value }) =>
            e.unique.create({ field: lockField(u.field), value, ownerId: idOf(item) }).commit(),
          ),
          ...countersOf(item).map((k) => counterUpdate(e, k.scope, k.name, 1)),
        ],
        (i) => (i >= 1 && i <= locks.length ? fieldError(locks[i - 1]!.u.field, locks[i - 1]!.u.message) : fieldError(opts.taken.field, opts.taken.message)),
      );
      const written = await read(keyFields(item));
      return opts.toView(written ?? item);
    },

    async update(id, input, actor) {
      const before = await read(id);
      if (!before) throw notFound();
      const patch = opts.toPatch(input, actor, before);
      const set = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined && v !== null));
      const cleared = Object.keys(patch).filter((k) => patch[k] === null && before[k] !== undefined);
      const after = { ...before, ...set } as Item;
      for (const k of cleared) delete after[k];
      const moved = uniques.flatMap((u) => {
        const [was, now] = [lockValue(before[u.field]), lockValue(after[u.field])];
        return was === now ? [] : [{ u, was, now }];
      });
      const [old, next] = [countersOf(before), countersOf(after)];
      const gone = old.filter((k) => !next.some((n) => counterName(n) === counterName(k)));
      const came = next.filter((k) => !old.some((o) => counterName(o) === counterName(k)));
      const adds = moved.filter((m) => m.now);
      await write(
        (e) => {
          let p = e[alias].patch(opts.keyOf(id)).set(set);
          if (cleared.length) p = p.remove(cleared);
          return [
            p.commit(),
            ...adds.map(({ u, now }) =>
              e.unique.create({ field: lockField(u.field), value: now, ownerId: idOf(after) }).commit(),
            ),
            ...moved.filter((m) => m.was).map(({ u, was }) => e.unique.delete({ field: lockField(u.field), value: was }).commit()),
            ...gone.map((k) => counterUpdate(e, k.scope, k.name, -1)),
            ...came.map((k) => counterUpdate(e, k.scope, k.name, 1)),
          ];
        },
        (i) => (i >= 1 && i <= adds.length ? fieldError(adds[i - 1]!.u.field, adds[i - 1]!.u.message) : notFound()),
      );
      return opts.toView((await read(id)) ?? after);
    },

    async remove(id) {
      const before = await read(id);
      if (!before) throw notFound();
      await write(
        (e) => [
          e[alias].remove(opts.keyOf(id)).commit(),
          ...uniques.flatMap((u) => {
            const value = lockValue(before[u.field]);
            return value ? [e.unique.delete({ field: lockField(u.field), value }).commit()] : [];
          }),
          ...countersOf(before).map((k) => counterUpdate(e, k.scope, k.name, -1)),
        ],
        () => notFound(),
      );
    },

    async list(q) {
      const { run, total } = opts.list(q);
      const narrowed = !!q.search || Object.values(q.filters ?? {}).some((v) => v !== undefined);
      const page = await listPage({
        run,
        keyAttributes: opts.keyAttributes,
        page: q.page,
        rowsPerPage: q.rowsPerPage,
        total: total ?? (narrowed ? "countKeys" : { counter: opts.counter }),
      });
      return { data: page.data.map(opts.toView), total: page.total };
    },
  };
}
