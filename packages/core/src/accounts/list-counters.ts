import { counterUpdate, GLOBAL_SCOPE, type CounterKey } from "../dynamo/counters";
import type { db } from "../dynamo/db";

/**
 * The totals of the staff lists of customers and users: one counter per list, named as the items' `listed`
 * ("customers", "customers-deleted", "users", "users-deleted"), moved in the same transaction as every change that
 * puts an item on a list or takes it off (create, delete, restore, remove for good, an expired registration).
 */
export type Listed = "customers" | "customers-deleted" | "users" | "users-deleted";

type Tx = Pick<Parameters<Parameters<ReturnType<typeof db>["transaction"]["write"]>[0]>[0], "counter">;

/** The counter of a list, for dynamo/list.ts `listPage({ total: { counter } })`. */
export const listCounter = (listed: Listed): CounterKey => ({ scope: GLOBAL_SCOPE, name: listed });

/** An item joins a list (+1), leaves it (-1), or moves from one list to another (both). */
export const joins = (e: Tx, listed: Listed) => counterUpdate(e, GLOBAL_SCOPE, listed, 1);
export const leaves = (e: Tx, listed: Listed) => counterUpdate(e, GLOBAL_SCOPE, listed, -1);
export const moves = (e: Tx, from: Listed, to: Listed) => [leaves(e, from), joins(e, to)];

/** The list an item is on, from its `listed` attribute. */
export const listedOf = <L extends Listed>(value: string, fallback: L): Listed =>
  value === "customers" || value === "customers-deleted" || value === "users" || value === "users-deleted"
    ? value
    : fallback;
