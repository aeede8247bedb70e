import "./entities"; // registers the entities named here
import "../i18n/company-register"; // registers the texts of the keys named here
import { Clock } from "../clock";
import { db } from "../dynamo/db";
import { AppError } from "../util/error";
import { isValidOrgNumber, normaliseIdentifier } from "../util/identifiers";
import { log } from "../util/log";
import type { CompanyRegister } from "./brreg";
import { CompanyRecord } from "./company.schema";

/**
 * The register asked for many numbers at once, cheaply (issue 21; docs/company-register.md "Many at once"): an
 * import's company debtors, the auto-pilot's starts of an evening, the synchronisation's round. Each number is read
 * from the cache first (`companyRegisterCache`, kept CACHE_HOURS); of the rest at most `max` are asked of the
 * register, LOOKUP_WORKERS at a time. A register that does not answer stops the asking: the numbers not asked are
 * `unchecked`, and nothing fails because of it.
 */

/** How long an answer of the register is used again (the register changes slowly; a bankruptcy is news of a day). */
export const CACHE_HOURS = 20;
/** Register requests in flight at once (the register is a shared public service: no bursts). */
export const LOOKUP_WORKERS = 4;
/** Most numbers one call considers (cache reads included): the rest are unchecked. */
export const MAX_CONSIDERED = 500;

export interface Lookups {
  /** What the register says of each number looked up: its record, or null when it has none (or removed it). */
  records: Map<string, CompanyRecord | null>;
  /** Numbers not looked up: past the limit, or the register did not answer. */
  unchecked: string[];
  /** How many the register itself was asked (the rest came from the cache). */
  asked: number;
}

const decode = (json: string | undefined): CompanyRecord | null | undefined => {
  if (json === undefined) return null;
  try {
    const read = CompanyRecord.safeParse(JSON.parse(json));
    return read.success ? read.data : undefined;
  } catch {
    return undefined;
  }
};

/** The cached answers still fresh (`maxAgeMs`) among the numbers, one batch read per 100. */
async function cached(numbers: string[], maxAgeMs: number): Promise<Map<string, CompanyRecord | null>> {
  const out = new Map<string, CompanyRecord | null>();
  const since = Clock.nowMs() - maxAgeMs;
  for (let i = 0; i < numbers.length; i += 100) {
    const { data } = await db()
      .entities.companyRegisterCache.get(numbers.slice(i, i + 100).map((orgNumber) => ({ orgNumber })))
      .go();
    for (const item of data) {
      if (item.fetchedAt < since) continue;
      const record = decode(item.record);
      if (record !== undefined) out.set(item.orgNumber, record);
    }
  }
  return out;
}

/** Keeps an answer of the register for the next CACHE_HOURS (a failed write only costs a later request). */
async function remember(orgNumber: string, record: CompanyRecord | null): Promise<void> {
  const now = Clock.nowMs();
  await db()
    .entities.companyRegisterCache.put({
      orgNumber,
      ...(record ? { record: JSON.stringify(record) } : {}),
      fetchedAt: now,
      expiresAt: Math.ceil(now / 1000) + CACHE_HOURS * 3600,
    })
    .go()
    .catch((err: unknown) => log.warn("companyRegister.cacheWrite", { error: String(err) }));
}

/**
 * What the register says of each of the numbers (invalid ones are left out), at most `max` of them asked of the
 * register and the rest from the cache; never throws because the register is down or slow.
 */
export async function lookupCompanies(
  orgNumbers: Iterable<string>,
  opts: { max: number; maxAgeMs?: number; register?: CompanyRegister },
): Promise<Lookups> {
  const wanted = [...new Set([...orgNumbers].map(normaliseIdentifier))].filter(isValidOrgNumber);
  const considered = wanted.slice(0, MAX_CONSIDERED);
  const records = await cached(considered, opts.maxAgeMs ?? CACHE_HOURS * 3600_000);
  const missing = considered.filter((n) => !records.has(n));
  const toAsk = missing.slice(0, Math.max(0, opts.max));
  let asked = 0;
  let down = false;
  if (toAsk.length) {
    const register = opts.register ?? (await (await import("./brreg")).companyRegister());
    let next = 0;
    const worker = async () => {
      while (!down && next < toAsk.length) {
        const orgNumber = toAsk[next++]!;
        try {
          asked++;
          const record = await register.lookup(orgNumber);
          records.set(orgNumber, record);
          await remember(orgNumber, record);
        } catch (err) {
          if (!(err instanceof AppError)) throw err;
          // the register does not answer: ask it nothing more this time
          if (err.code === "BUSY") down = true;
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(LOOKUP_WORKERS, toAsk.length) }, worker));
  }
  const unchecked = wanted.filter((n) => !records.has(n));
  if (down) log.info("companyRegister.unavailable", { asked, unchecked: unchecked.length });
  return { records, unchecked, asked };
}
