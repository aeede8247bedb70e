import "../../i18n/interest"; // registers the texts of the keys named here
import { isConditionFailure } from "../../dynamo/errors";
import type { EntityItem } from "electrodb";
import { db } from "../../dynamo/db";
import { committed, TransactionCanceledError } from "../../dynamo/transaction";
import { AppError, fieldError } from "../../util/error";
import { calculateInterest, MissingRateError, type InterestInput, type InterestResult } from "./interest";
import { INTEREST_RATES_PARTITION, type InterestRateEntity } from "./interest-rate.entity";
import {
  type InterestRateView,
  isHalfYearStart,
  MAX_COMPENSATION_ORE,
  MAX_RATE_PERCENT,
  parsePercent,
} from "./interest-rate.schema";
import { B2B_COMPENSATION, type CompensationRow, halfYearStart, INTEREST_RATES, type InterestRateRow } from "./rates";
import { readSeeded } from "../../dynamo/seeded";

/**
 * The admin resource `interests`: the forsinkelsesrente and the § 3a compensation per half-year, kept in the table
 * so that staff can enter a new half-year's figures without a release (DESIGN.md section 4: legal figures are
 * dated data). The published figures of rates.ts are the seed: a fresh deployment starts with an empty table and
 * gets them, in one conditional transaction, the first time anything reads or writes the rates.
 *
 * The interest calculations read the rates through `loadRates()`, cached for 60 s per process (a Lambda instance),
 * so a calculation-heavy request does not read the table once per claim. A save or delete clears the cache of the
 * process that made it; other instances see the change within a minute.
 */

type Item = EntityItem<typeof InterestRateEntity>;

export type { InterestRateView };

export interface LoadedRates {
  /** Oldest first, as `calculateInterest({ rates })` takes them. */
  rates: InterestRateRow[];
  /** Oldest first; only the half-years with a compensation. */
  compensation: CompensationRow[];
}

/** The fields of a save: the rate as a percentage or in basis points, the compensation in øre (null: none). */
export interface SaveInterestRate {
  ratePercent?: number | string;
  rateBasisPoints?: number;
  compensationOre?: number | null;
  source?: string | null;
}

/** Who changes the rates (the API's actor). */
export interface RateActor {
  userId: string;
}

export const SEED_ACTOR = "seed";
const CACHE_MS = 60_000;

/** Where each seeded figure was published (domain-norway.md section 1.5, as in the header of rates.ts). */
const SEED_SOURCES: Record<string, string> = {
  "2019-07-01": "hokas.no (citing regjeringen.no)",
  "2020-01-01": "forsinkelsesrente.net; sergel.no",
  "2020-07-01": "bsregnskap.no",
  "2021-01-01": "forsinkelsesrente.net",
  "2021-07-01": "totalkapital.no",
  "2022-01-01": "community.visma.com",
  "2022-07-01": "FOR-2022-06-24-1178",
  "2023-01-01": "regnskapnorge.no; kred.no",
  "2023-07-01": "FOR-2023-06-22-1075",
  "2024-01-01": "FOR-2023-12-14-2043",
  "2024-07-01": "FOR-2024-06-26-1320",
  "2025-01-01": "FOR-2024-12-19-3279",
  "2025-07-01": "FOR-2025-06-23-1321",
  "2026-01-01": "FOR-2025-12-18-2658",
  "2026-07-01": "FOR-2026-06-25-1372",
};

const rates = () => db().entities.interestRate;
const key = (from: string) => ({ listed: INTEREST_RATES_PARTITION, from });

/** The last day of the half-year starting `from`. */
export function halfYearEnd(from: string): string {
  return `${from.slice(0, 4)}-${from.slice(5, 7) === "01" ? "06-30" : "12-31"}`;
}

function toView(item: Item): InterestRateView {
  return {
    from: item.from,
    to: halfYearEnd(item.from),
    ratePercent: item.rateBasisPoints / 100,
    rateBasisPoints: item.rateBasisPoints,
    compensationOre: item.compensationOre ?? null,
    source: item.source ?? null,
    updatedBy: item.updatedBy,
    createdAt: item.createdAt,
    updatedAt: item.updatedAt,
  };
}

// ---------------------------------------------------------------------------------------------------------
// Seeding

/** The published rows of rates.ts as items: each half-year's rate with its § 3a compensation, if known. */
function seedItems() {
  const compensation = new Map(B2B_COMPENSATION.map((r) => [r.from, r.amountOre]));
  return INTEREST_RATES.map((r) => ({
    ...key(r.from),
    rateBasisPoints: r.rateBasisPoints,
    compensationOre: compensation.get(r.from),
    source: SEED_SOURCES[r.from],
    updatedBy: SEED_ACTOR,
  }));
}

/**
 * Writes the published rates when the table has none: all rows in one transaction, each conditioned on not
 * existing, so two first requests at once (or a crash half-way) never leave half a table. Answers whether it wrote.
 */
async function seedPublishedRates(): Promise<boolean> {
  try {
    await committed(
      db()
        .transaction.write(({ interestRate }) => seedItems().map((item) => interestRate.create(item).commit()))
        .go(),
    );
    clearInterestRateCache();
    return true;
  } catch (err) {
    // Another request seeded (or an admin entered a row) in the meantime, or is seeding right now
    // (TransactionConflict): either way the caller reads again what is there.
    if (err instanceof TransactionCanceledError) return false;
    throw err;
  }
}

async function readAll(order: "asc" | "desc"): Promise<Item[]> {
  const { data } = await rates()
    .query.byFrom({ listed: INTEREST_RATES_PARTITION })
    .go({ pages: "all", order, consistent: true });
  return data;
}

/** Every rate item (a small partition: two a year), seeding the published ones first when there are none. */
const readAllSeeded = (order: "asc" | "desc"): Promise<Item[]> => readSeeded(() => readAll(order), seedPublishedRates);

/** Seeds the published rates when the table holds none (the demo seed and the first write call it). */
export async function ensureInterestRates(): Promise<void> {
  const { data } = await rates()
    .query.byFrom({ listed: INTEREST_RATES_PARTITION })
    .go({ limit: 1, consistent: true, attributes: ["from"] });
  if (data.length === 0) await seedPublishedRates();
}

// ---------------------------------------------------------------------------------------------------------
// Reads

/**
 * The staff list, newest first by default. The whole partition is one Query (two items a year), so the page and
 * the total are cut from it; `search` is a prefix of the date ("2024", "2024-07").
 */
export async function listInterestRates(
  q: { page?: number; rowsPerPage?: number; sort?: { field: "from"; desc: boolean }; search?: string } = {},
): Promise<{ data: InterestRateView[]; total: number }> {
  const desc = q.sort?.desc ?? true;
  const items = await readAllSeeded(desc ? "desc" : "asc");
  const search = q.search?.trim();
  const matching = search ? items.filter((i) => i.from.startsWith(search)) : items;
  const rowsPerPage = q.rowsPerPage ?? 25;
  const start = ((q.page ?? 1) - 1) * rowsPerPage;
  return { data: matching.slice(start, start + rowsPerPage).map(toView), total: matching.length };
}

/** One half-year; 404 when there is no rate for it. */
export async function getInterestRate(from: string): Promise<InterestRateView> {
  if (!isHalfYearStart(from)) throw new AppError("NOT_FOUND", "errors.notFound");
  let { data } = await rates().get(key(from)).go({ consistent: true });
  if (!data) {
    await ensureInterestRates();
    data = (await rates().get(key(from)).go({ consistent: true })).data;
  }
  if (!data) throw new AppError("NOT_FOUND", "errors.notFound");
  return toView(data);
}

let cache: { until: number; value: Promise<LoadedRates> } | undefined;

async function readRates(): Promise<LoadedRates> {
  const items = await readAllSeeded("asc");
  return {
    rates: items.map((i) => Object.freeze({ from: i.from, rateBasisPoints: i.rateBasisPoints })),
    compensation: items
      .filter((i) => i.compensationOre !== undefined)
      .map((i) => Object.freeze({ from: i.from, amountOre: i.compensationOre! })),
  };
}

/**
 * The rates and compensations for the interest calculations (`calculateInterest({ rates })`, `compensationFor`),
 * oldest first. Cached for 60 s in this process (real time, not the Clock: the cache is about load, not law);
 * concurrent callers share one read. A half-year without a row is absent, so a calculation touching it refuses.
 */
export async function loadRates(): Promise<LoadedRates> {
  const now = Date.now();
  if (!cache || cache.until <= now) {
    const value = readRates();
    cache = { until: now + CACHE_MS, value };
    value.catch(() => {
      if (cache?.value === value) cache = undefined;
    });
  }
  const pending = cache.value;
  const { rates: r, compensation } = await pending;
  // An empty table is never kept: it can only be a seeding still in flight elsewhere.
  if (r.length === 0 && cache?.value === pending) cache = undefined;
  return { rates: [...r], compensation: [...compensation] };
}

/** Forgets the cached rates of this process (after a change; tests). */
export function clearInterestRateCache(): void {
  cache = undefined;
}

// ---------------------------------------------------------------------------------------------------------
// Changes

function basisPointsOf(input: SaveInterestRate): number {
  const bp = input.rateBasisPoints ?? parsePercent(input.ratePercent);
  if (bp === null || bp === undefined || !Number.isSafeInteger(bp) || bp < 0 || bp > MAX_RATE_PERCENT * 100)
    throw fieldError("ratePercent", "validation.interestRate");
  return bp;
}

function compensationOf(input: SaveInterestRate): number | null {
  const ore = input.compensationOre ?? null;
  if (ore !== null && (!Number.isSafeInteger(ore) || ore < 0 || ore > MAX_COMPENSATION_ORE))
    throw fieldError("compensation", "validation.interestCompensation");
  return ore;
}

/**
 * Creates or changes the figures of one half-year. `mode`: "create" refuses a half-year that has a row (422 on
 * `from`), "update" one that has none (404), "upsert" does either. A save replaces all the figures: a compensation
 * or source left out is removed. The published rates are seeded first, so entering next half-year's rate into an
 * empty table does not leave the table without the history.
 */
export async function saveInterestRate(
  from: string,
  input: SaveInterestRate,
  actor: RateActor,
  mode: "create" | "update" | "upsert" = "upsert",
): Promise<InterestRateView> {
  if (!isHalfYearStart(from)) throw fieldError("from", "validation.interestFrom");
  const rateBasisPoints = basisPointsOf(input);
  const compensationOre = compensationOf(input);
  const source = input.source?.trim() || null;
  await ensureInterestRates();
  try {
    if (mode === "update") return await update(from, rateBasisPoints, compensationOre, source, actor);
    try {
      const { data } = await rates()
        .create({
          ...key(from),
          rateBasisPoints,
          compensationOre: compensationOre ?? undefined,
          source: source ?? undefined,
          updatedBy: actor.userId,
        })
        .go();
      return toView(data);
    } catch (err) {
      if (!isConditionFailure(err)) throw err;
      if (mode === "create") throw fieldError("from", "validation.interestFromTaken");
      return await update(from, rateBasisPoints, compensationOre, source, actor);
    }
  } finally {
    clearInterestRateCache();
  }
}

async function update(
  from: string,
  rateBasisPoints: number,
  compensationOre: number | null,
  source: string | null,
  actor: RateActor,
): Promise<InterestRateView> {
  const removed = [
    ...(compensationOre === null ? (["compensationOre"] as const) : []),
    ...(source === null ? (["source"] as const) : []),
  ];
  try {
    let patch = rates()
      .patch(key(from))
      .set({
        rateBasisPoints,
        updatedBy: actor.userId,
        ...(compensationOre === null ? {} : { compensationOre }),
        ...(source === null ? {} : { source }),
      });
    if (removed.length) patch = patch.remove([...removed]);
    const { data } = await patch.go({ response: "all_new" });
    return toView(data as Item);
  } catch (err) {
    // patch is conditioned on the item existing
    if (isConditionFailure(err)) throw new AppError("NOT_FOUND", "errors.notFound");
    throw err;
  }
}

/**
 * Deletes one half-year (404 when it has none). Allowed for any half-year, also a past one: a calculation that
 * touches it then refuses with a message naming the half-year, until a rate is entered again (docs/decisions.md).
 */
export async function deleteInterestRate(from: string): Promise<void> {
  if (!isHalfYearStart(from)) throw new AppError("NOT_FOUND", "errors.notFound");
  await ensureInterestRates();
  try {
    await rates().remove(key(from)).go();
  } catch (err) {
    if (isConditionFailure(err)) throw new AppError("NOT_FOUND", "errors.notFound");
    throw err;
  } finally {
    clearInterestRateCache();
  }
}

// ---------------------------------------------------------------------------------------------------------
// Calculation with the stored rates

/** The 422 of a calculation touching a half-year without a rate, naming the half-year in the caller's language. */
export function missingRateError(date: string): AppError {
  const from = halfYearStart(date);
  return new AppError(
    "VALIDATION",
    "interest.missingRate",
    {
      date: `${from.slice(8, 10)}.${from.slice(5, 7)}.${from.slice(0, 4)}`,
      half: from.slice(5, 7) === "01" ? 1 : 2,
      year: from.slice(0, 4),
    },
    { period: ["interest.missingRate"] },
  );
}

type WithoutRates<T> = T extends unknown ? Omit<T, "rates"> : never;

/** `calculateInterest` with the stored rates (`loadRates()`); a half-year without a rate is a 422 naming it. */
export async function calculateInterestWithStoredRates(input: WithoutRates<InterestInput>): Promise<InterestResult> {
  const { rates: stored } = await loadRates();
  try {
    return calculateInterest({ ...input, rates: stored } as InterestInput);
  } catch (err) {
    if (err instanceof MissingRateError) throw missingRateError(err.date);
    throw err;
  }
}

// ---------------------------------------------------------------------------------------------------------
// The admin resource's store (api/lib/resource-routes.ts)

type RateInput = { ratePercent: number; compensation: number | null; source: string | null };

/**
 * `interests` as a resource store: the list, one half-year, create (422 on `from` when it has a rate), update
 * (404 when it has none), delete. Not a dynamo/crud store: the rates seed themselves and are cached for the
 * calculations; the list is one Query of a partition of two items a year.
 */
export const interestRateStore = {
  list: (q: { page: number; rowsPerPage: number; sort: { field: string; desc: boolean }; search?: string }) =>
    listInterestRates({ ...q, sort: { field: "from", desc: q.sort.desc } }),
  get: getInterestRate,
  create: ({ from, ratePercent, compensation, source }: RateInput & { from: string }, actor: RateActor) =>
    saveInterestRate(from, { ratePercent, compensationOre: compensation, source }, actor, "create"),
  update: (from: string, { ratePercent, compensation, source }: RateInput, actor: RateActor) =>
    saveInterestRate(from, { ratePercent, compensationOre: compensation, source }, actor, "update"),
  remove: deleteInterestRate,
};
