import { AsyncLocalStorage } from "node:async_hooks";

/**
 * Reads shared by the items of one batch (docs/batches.md "What a batch reads once"). A batch runs one thing on many
 * items of one customer, each item a job of its own; what every item reads alike (the procedure and its steps, the
 * step's templates, the customer and its settings, the user who started it) is read once per batch and consumer
 * instead of once per item. `jobs/run.ts` runs each batch item inside `withSharedReads(batchId, ...)`; a read wrapped
 * in `sharedRead(key, read)` is memoised in that scope, and outside a scope (an API request, a job of no batch, a
 * test) it is simply the read. So nothing changes for a single step, and a batch reads what a single step reads.
 *
 * Bounded: at most MAX_SCOPES batches (the least recently used is dropped) of MAX_ENTRIES reads each, each read kept
 * TTL_MS (a change to the procedure or the customer's settings reaches a running batch within that time, as the law
 * tables' 60 s cache does: law/fee-table.ts). A read that fails is not kept. What a batch item writes itself must
 * never be read through it (the case, its steps, the allowance are read per item).
 */

const MAX_SCOPES = 16;
const MAX_ENTRIES = 256;
const TTL_MS = 60_000;

interface Scope {
  reads: Map<string, { until: number; value: Promise<unknown> }>;
}

const current = new AsyncLocalStorage<Scope>();
/** The open scopes by id, least recently used first (a Map keeps insertion order). */
const scopes = new Map<string, Scope>();

function scopeOf(id: string): Scope {
  const found = scopes.get(id);
  if (found) {
    scopes.delete(id);
    scopes.set(id, found);
    return found;
  }
  const scope: Scope = { reads: new Map() };
  scopes.set(id, scope);
  while (scopes.size > MAX_SCOPES) scopes.delete(scopes.keys().next().value!);
  return scope;
}

/** Runs `work` with the reads of scope `id` (a batch's id) shared by every run of it in this process. */
export function withSharedReads<T>(id: string, work: () => Promise<T>): Promise<T> {
  return current.run(scopeOf(id), work);
}

/**
 * `read()`, memoised in the current scope under `key` (which must name everything the read depends on, e.g.
 * `customer:<id>`); outside a scope, `read()` itself. Callers get the same value: treat it as read-only.
 */
export function sharedRead<T>(key: string, read: () => Promise<T>): Promise<T> {
  const scope = current.getStore();
  if (!scope) return read();
  const now = Date.now();
  const hit = scope.reads.get(key);
  if (hit && hit.until > now) return hit.value as Promise<T>;
  const value = read();
  scope.reads.delete(key);
  scope.reads.set(key, { until: now + TTL_MS, value });
  while (scope.reads.size > MAX_ENTRIES) scope.reads.delete(scope.reads.keys().next().value!);
  value.catch(() => {
    if (scope.reads.get(key)?.value === value) scope.reads.delete(key);
  });
  return value;
}

/** Forgets every scope of this process (tests). */
export function clearSharedReads(): void {
  scopes.clear();
}
