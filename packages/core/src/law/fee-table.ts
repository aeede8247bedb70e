import "../i18n/law"; // registers the texts of the keys named here
import { isConditionFailure } from "../dynamo/errors";
import type { EntityItem } from "electrodb";
import { db } from "../dynamo/db";
import { committed, TransactionCanceledError } from "../dynamo/transaction";
import { loadRates } from "../ledger/interest/interest-rates";
import { AppError, fieldError } from "../util/error";
import { FEE_ROWS_PARTITION, type FeeRowEntity } from "./fee-row.entity";
import type { CreateFeeRowInput, FeeRowView, UpdateFeeRowInput } from "./fee-row.schema";
import { SEED_FEE_ROWS, type FeeRow, type LawTables } from "./figures";
import { readSeeded } from "../dynamo/seeded";

/**
 * The admin resource `fees` (the dated rows of law/figures.ts) and `loadLawTables()`, the tables the law's pure
 * rules take. Like the interest rates (ledger/interest/interest-rates.ts): a fresh deployment starts empty and gets
 * the published rows (SEED_FEE_ROWS) in one conditional transaction the first time anything reads or writes them, so
 * production has the law without a manual step and an admin's later change is never overwritten. Reads for the
 * calculations are cached 60 s per process; a change clears the cache of the process that made it.
 * Not pure (DynamoDB): the law's index does not export it.
 */

type Item = EntityItem<typeof FeeRowEntity>;
type Actor = { userId: string };

export const FEE_SEED_ACTOR = "seed";
const CACHE_MS = 60_000;

const rows = () => db().entities.feeRow;
const key = (validFrom: string) => ({ listed: FEE_ROWS_PARTITION, validFrom });

function toView(i: Item): FeeRowView {
  return {
    validFrom: i.validFrom,
    regime: i.regime,
    inkassosatsOre: i.inkassosatsOre ?? null,
    smallFeeFraction: i.smallFeeFraction ?? null,
    paymentDemandFraction: i.paymentDemandFraction ?? null,
    rounding: i.rounding,
    rettsgebyrOre: i.rettsgebyrOre ?? null,
    claimsDueFrom: i.claimsDueFrom ?? null,
    source: i.source ?? null,
    createdAt: i.createdAt,
    updatedAt: i.updatedAt,
    updatedBy: i.updatedBy,
  };
}

/** A stored row as the rules read it. */
export function toFeeRow(v: FeeRowView): FeeRow {
  return {
    validFrom: v.validFrom,
    regime: v.regime,
    inkassosatsOre: v.inkassosatsOre,
    smallFeeFraction: v.smallFeeFraction as FeeRow["smallFeeFraction"],
    paymentDemandFraction: v.paymentDemandFraction as FeeRow["paymentDemandFraction"],
    roundToWholeKroner: v.rounding === "whole-kroner",
    rettsgebyrOre: v.rettsgebyrOre,
    claimsDueFrom: v.claimsDueFrom,
    source: v.source,
  };
}

/** The figures of a row as stored (absent: not set). */
function figuresOf(r: FeeRow | UpdateFeeRowInput) {
  const isRow = "roundToWholeKroner" in r;
  return {
    regime: r.regime,
    inkassosatsOre: (isRow ? r.inkassosatsOre : r.inkassosats) ?? undefined,
    smallFeeFraction: r.smallFeeFraction ?? undefined,
    paymentDemandFraction: r.paymentDemandFraction ?? undefined,
    rounding: isRow ? (r.roundToWholeKroner ? ("whole-kroner" as const) : ("none" as const)) : r.rounding,
    rettsgebyrOre: (isRow ? r.rettsgebyrOre : r.rettsgebyr) ?? undefined,
    claimsDueFrom: r.claimsDueFrom ?? undefined,
    source: r.source ?? undefined,
  };
}

async function seedPublishedRows(): Promise<void> {
  try {
    await committed(
      db()
        .transaction.write(({ feeRow }) =>
          SEED_FEE_ROWS.map((r) =>
            feeRow.create({ ...key(r.validFrom), ...figuresOf(r), updatedBy: FEE_SEED_ACTOR }).commit(),
          ),
        )
        .go(),
    );
    clearFeeTableCache();
  } catch (err) {
    // Another request seeded (or an admin wrote a row) meanwhile: the caller reads again what is there.
    if (!(err instanceof TransactionCanceledError)) throw err;
  }
}

async function readAll(order: "asc" | "desc"): Promise<Item[]> {
  const { data } = await rows()
    .query.byValidFrom({ listed: FEE_ROWS_PARTITION })
    .go({ pages: "all", order, consistent: true });
  return data;
}

const readAllSeeded = (order: "asc" | "desc"): Promise<Item[]> => readSeeded(() => readAll(order), seedPublishedRows);

/** Seeds the published rows when the table holds none (the demo seed calls it; the first read does too). */
export async function ensureFeeRows(): Promise<void> {
  const { data } = await rows()
    .query.byValidFrom({ listed: FEE_ROWS_PARTITION })
    .go({ limit: 1, consistent: true, attributes: ["validFrom"] });
  if (data.length === 0) await seedPublishedRows();
}

let cache: { until: number; value: Promise<FeeRow[]> } | undefined;

/** Forgets the cached rows of this process (after a change; tests). */
export function clearFeeTableCache(): void {
  cache = undefined;
}

/** The stored fee rows, oldest first (cached 60 s; an empty read is never kept). */
export async function loadFeeRows(): Promise<FeeRow[]> {
  const now = Date.now();
  if (!cache || cache.until <= now) {
    const value = readAllSeeded("asc").then((items) => items.map((i) => Object.freeze(toFeeRow(toView(i)))));
    cache = { until: now + CACHE_MS, value };
    value.catch(() => {
      if (cache?.value === value) cache = undefined;
    });
  }
  const pending = cache.value;
  const fees = await pending;
  if (fees.length === 0 && cache?.value === pending) cache = undefined;
  return [...fees];
}

/** The law's tables from storage: the fee rows and the § 3a compensations of the interest rates. */
export async function loadLawTables(): Promise<LawTables> {
  const [fees, { compensation }] = await Promise.all([loadFeeRows(), loadRates()]);
  return { fees, compensation };
}

// ---------------------------------------------------------------------------------------------------------
// The admin resource's store (api/lib/resource-routes.ts)

async function list(q: {
  page?: number;
  rowsPerPage?: number;
  sort?: { field: string; desc: boolean };
  search?: string;
}): Promise<{ data: FeeRowView[]; total: number }> {
  const items = await readAllSeeded(q.sort?.desc === false ? "asc" : "desc");
  const search = q.search?.trim();
  const matching = search ? items.filter((i) => i.validFrom.startsWith(search)) : items;
  const rowsPerPage = q.rowsPerPage ?? 25;
  const start = ((q.page ?? 1) - 1) * rowsPerPage;
  return { data: matching.slice(start, start + rowsPerPage).map(toView), total: matching.length };
}

async function get(validFrom: string): Promise<FeeRowView> {
  await ensureFeeRows();
  const { data } = await rows().get(key(validFrom)).go({ consistent: true });
  if (!data) throw new AppError("NOT_FOUND", "errors.notFound");
  return toView(data);
}

async function create(input: CreateFeeRowInput, actor: Actor): Promise<FeeRowView> {
  await ensureFeeRows();
  try {
    const { data } = await rows()
      .create({ ...key(input.validFrom), ...figuresOf(input), updatedBy: actor.userId })
      .go();
    return toView(data);
  } catch (err) {
    if (isConditionFailure(err)) throw fieldError("validFrom", "validation.feeValidFromTaken");
    throw err;
  } finally {
    clearFeeTableCache();
  }
}

async function update(validFrom: string, input: UpdateFeeRowInput, actor: Actor): Promise<FeeRowView> {
  await ensureFeeRows();
  const figures = figuresOf(input);
  const removed = (Object.keys(figures) as (keyof typeof figures)[]).filter((k) => figures[k] === undefined);
  const set = Object.fromEntries(Object.entries(figures).filter(([, v]) => v !== undefined));
  try {
    let patch = rows()
      .patch(key(validFrom))
      .set({ ...set, updatedBy: actor.userId });
    if (removed.length) patch = patch.remove(removed as never);
    const { data } = await patch.go({ response: "all_new" });
    return toView(data as Item);
  } catch (err) {
    if (isConditionFailure(err)) throw new AppError("NOT_FOUND", "errors.notFound");
    throw err;
  } finally {
    clearFeeTableCache();
  }
}

/** Deletes a row (404 when none): any row, also a past one; the rows before it then cover its period. */
async function remove(validFrom: string): Promise<void> {
  await ensureFeeRows();
  try {
    await rows().remove(key(validFrom)).go();
  } catch (err) {
    if (isConditionFailure(err)) throw new AppError("NOT_FOUND", "errors.notFound");
    throw err;
  } finally {
    clearFeeTableCache();
  }
}

/** `fees` as a resource store: one Query of a small partition, seeded with the published rows. */
export const feeTableStore = { list, get, create, update, remove };
