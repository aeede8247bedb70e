import "./entities"; // registers the entities named here
import "./settings.entity"; // registers the entities named here
import "../accounts/entities"; // registers the entities named here
import "../ledger/entities"; // registers the entities named here
import "../i18n/company-register"; // registers the texts of the keys named here
import { activityWrite } from "../activity/activity";
import { nameKeyOf } from "../accounts/customer-account";
import { Clock } from "../clock";
import { db } from "../dynamo/db";
import { isConditionFailure } from "../dynamo/errors";
import { committed, TransactionCanceledError } from "../dynamo/transaction";
import { updateDebtor } from "../ledger/debtors";
import { getDebtorItem, type Debtor } from "../ledger/store";
import { AppError } from "../util/error";
import { log } from "../util/log";
import type { CompanyRecord } from "./company.schema";
import { lookupCompanies } from "./lookups";
import { customerChanges, debtorChanges, FIELD_NAMES, summaryOf, warningsOf } from "./sync-rules";
import { SYNC_LIST } from "./settings.entity";
import type { BrregSyncChange } from "./sync.schema";

/**
 * The synchronisation with Enhetsregisteret (SPEC 3 `brregSynchronizationSetting`; issue 21, docs/company-register.md
 * "Synchronisation"). The schedule `company-register-sync` (04:30 Oslo time) runs `startCompanyRegisterSync`, which
 * queues one job per customer whose setting is on, keyed by customer and day (`company-register.sync-customer`).
 * A customer's job (`synchronizeCustomer`) compares the customer's own details and a round of its company debtors
 * with the register and writes what differs, each change in one transaction with its activity entry and the
 * register's warnings as seen (`companyRegisterSeen`, conditioned on its version): a job run twice, or two runs at
 * once, record each change once. Bounded: at most MAX_LOOKUPS_PER_RUN questions to the register and DEBTORS_PER_RUN
 * debtors a run; the round goes on the next night from where it stopped. A register that does not answer ends the
 * run quietly (the next night tries again).
 */

/** Company debtors one run compares (a round of a large ledger takes several nights). */
export const DEBTORS_PER_RUN = 100;
/** Register questions one customer's run may ask (the cache answers the rest): its own number and a page. */
export const MAX_LOOKUPS_PER_RUN = DEBTORS_PER_RUN + 1;
/** Changes the setting lists (the activity log keeps them all). */
export const RECENT_CHANGES = 20;
/** How old a cached answer the run accepts: a day's news reaches the customer by the next night. */
const MAX_AGE_MS = 12 * 3600_000;
/** The user id of the synchronisation's activity entries (as "system" and "autopilot" are for theirs). */
export const SYNC_USER = "company-register";
/** The routes of its activity entries (core activity/describe.ts words them). */
export const CUSTOMER_ROUTE = "PUT /v1/company-register/customer";
export const DEBTOR_ROUTE = "PUT /v1/company-register/debtors/:id";

/** The schedule's job: one keyed job per customer whose synchronisation is on. */
export async function startCompanyRegisterSync(day: string = Clock.today()): Promise<number> {
  const ids: string[] = [];
  let cursor: string | null = null;
  do {
    const res: { data: { customerId: string }[]; cursor: string | null } = await db()
      .entities.brregSyncSetting.query.enabled({ syncList: SYNC_LIST })
      .go({ cursor, limit: 1000, attributes: ["customerId"] });
    ids.push(...res.data.map((s) => s.customerId));
    cursor = res.cursor;
  } while (cursor);
  const [{ enqueueEach }, { syncCustomerJob }] = await Promise.all([import("../jobs/queue"), import("./sync.spec")]);
  await enqueueEach(
    syncCustomerJob,
    ids.map((customerId) => ({ customerId, day })),
  );
  return ids.length;
}

type Seen = { warnings: string[]; version: number; orgNumber: string } | null;

type TxEntities = Parameters<Parameters<ReturnType<typeof db>["transaction"]["write"]>[0]>[0];

/** The register's warnings as seen now, written only over the version the run read (once, whoever runs). */
const seenItem = (
  e: TxEntities,
  customerId: string,
  subjectId: string,
  orgNumber: string,
  warnings: string[],
  seen: Seen,
) =>
  e.companyRegisterSeen
    .put({ customerId, subjectId, orgNumber, warnings, version: (seen?.version ?? 0) + 1, checkedAt: Clock.nowMs() })
    .where((a, { eq, notExists }) => (seen ? eq(a.version, seen.version) : notExists(a.version)))
    .commit();

/**
 * The transaction did not commit because of another write: the seen item's or the debtor's condition (another run
 * recorded the change), or a conflict on an item both wrote (the activity counters). Read again and tried again.
 */
class Raced extends Error {}
const raced = (err: unknown) =>
  err instanceof TransactionCanceledError || (err instanceof AppError && err.code === "CONFLICT");
/** Attempts of one change: each after reading the subject again (whatever another run did is seen then). */
const ATTEMPTS = 4;

async function seenOf(customerId: string, subjectIds: string[]): Promise<Map<string, Seen>> {
  const out = new Map<string, Seen>();
  for (let i = 0; i < subjectIds.length; i += 100) {
    const { data } = await db()
      .entities.companyRegisterSeen.get(subjectIds.slice(i, i + 100).map((subjectId) => ({ customerId, subjectId })))
      .go({ consistent: true });
    for (const s of data)
      out.set(s.subjectId, { warnings: [...s.warnings].sort(), version: s.version, orgNumber: s.orgNumber });
  }
  return out;
}

/**
 * Warnings that changed since last seen, or null when they did not. Nothing seen, or seen of another number (the
 * debtor's number changed, or a new debtor took a removed one's customer number): none seen.
 */
function warningChange(now: string[], seen: Seen, orgNumber: string): string[] | null {
  const before = seen && seen.orgNumber === orgNumber ? seen.warnings : [];
  return before.join("|") === now.join("|") ? null : now;
}

/** The customer's own details against the register, one attempt: the change recorded, or null. */
async function syncOwnOnce(
  customer: { customerId: string; name: string; orgNumber: string; listed?: string } & Parameters<
    typeof customerChanges
  >[0],
  record: CompanyRecord | null,
  seen: Seen,
): Promise<BrregSyncChange | null> {
  const { customerId } = customer;
  const set = record ? customerChanges(customer, record) : {};
  const fields = Object.keys(set).map((f) => FIELD_NAMES[f] ?? f);
  const warnings = warningsOf(record);
  const changed = warningChange(warnings, seen, customer.orgNumber);
  if (!fields.length && !changed) return null;
  try {
    await committed(
      db()
        .transaction.write((e) => [
          ...(fields.length
            ? [
                e.customer
                  .patch({ customerId })
                  .set({
                    ...set,
                    ...(set.name ? { nameKey: nameKeyOf(set.name, customerId), listed: customer.listed } : {}),
                  })
                  // as it was read: a run that read it before another run changed it records nothing
                  .where((a, { eq, notExists }) =>
                    [
                      notExists(a.deletedAt),
                      ...(Object.keys(set) as (keyof typeof set)[]).map((f) =>
                        customer[f] === undefined ? notExists(a[f]) : eq(a[f] as never, customer[f] as never),
                      ),
                    ].join(" AND "),
                  )
                  .commit(),
              ]
            : []),
          seenItem(e, customerId, "customer", customer.orgNumber, warnings, seen),
          ...activityWrite(e, {
            userId: SYNC_USER,
            customerId,
            method: "PUT",
            route: CUSTOMER_ROUTE,
            status: 200,
            targetId: customer.orgNumber,
            summary: summaryOf(fields, changed),
          }),
        ])
        .go(),
    );
  } catch (err) {
    if (raced(err)) throw new Raced();
    throw err;
  }
  return {
    at: Clock.nowMs(),
    subject: "customer",
    subjectId: customerId,
    name: set.name ?? customer.name,
    fields,
    warnings: changed ?? [],
  };
}

/** A company debtor against the register, one attempt: the change recorded, or null. */
async function syncDebtorOnce(
  customerId: string,
  d: Debtor,
  record: CompanyRecord | null,
  seen: Seen,
): Promise<BrregSyncChange | null> {
  const set = record ? debtorChanges(d, record) : {};
  const fields = Object.keys(set);
  const warnings = warningsOf(record);
  const changed = warningChange(warnings, seen, d.orgNumber!);
  if (!fields.length && !changed) return null;
  const extra = (e: TxEntities) => [
    seenItem(e, customerId, d.debtorId, d.orgNumber!, warnings, seen),
    ...activityWrite(e, {
      userId: SYNC_USER,
      customerId,
      method: "PUT",
      route: DEBTOR_ROUTE,
      status: 200,
      targetId: d.customerNumber,
      summary: summaryOf(fields, changed),
    }),
  ];
  try {
    if (fields.length) await updateDebtor(customerId, d.debtorId, set, { extra, version: d.version });
    else await committed(db().transaction.write(extra).go());
  } catch (err) {
    if (raced(err)) throw new Raced();
    throw err;
  }
  return {
    at: Clock.nowMs(),
    subject: "debtor",
    subjectId: d.debtorId,
    name: set.name ?? d.name,
    fields,
    warnings: changed ?? [],
  };
}

/** Tries a change until it is recorded, or another run has recorded it (nothing left to change), or gives up. */
async function attempt<S>(
  first: S,
  reread: () => Promise<S | null>,
  once: (s: S) => Promise<BrregSyncChange | null>,
): Promise<BrregSyncChange | null> {
  let subject: S | null = first;
  for (let i = 0; subject && i < ATTEMPTS; i++) {
    try {
      return await once(subject);
    } catch (err) {
      if (!(err instanceof Raced)) throw err;
      await new Promise((r) => setTimeout(r, 20 * (i + 1) + Math.random() * 30));
      subject = await reread();
    }
  }
  return null;
}

type CustomerItem = Parameters<typeof syncOwnOnce>[0];

const syncOwn = (customer: CustomerItem, record: CompanyRecord | null, seen: Seen) =>
  attempt(
    { customer, seen },
    async () => {
      const [{ data }, again] = await Promise.all([
        db().entities.customer.get({ customerId: customer.customerId }).go({ consistent: true }),
        seenOf(customer.customerId, ["customer"]),
      ]);
      return data && !data.deletedAt ? { customer: data, seen: again.get("customer") ?? null } : null;
    },
    (s) => syncOwnOnce(s.customer, record, s.seen),
  );

const syncDebtor = (customerId: string, debtor: Debtor, record: CompanyRecord | null, seen: Seen) =>
  attempt(
    { debtor, seen },
    async () => {
      const [d, again] = await Promise.all([
        getDebtorItem(customerId, debtor.debtorId),
        seenOf(customerId, [debtor.debtorId]),
      ]);
      return d && d.orgNumber === debtor.orgNumber ? { debtor: d, seen: again.get(debtor.debtorId) ?? null } : null;
    },
    (s) => syncDebtorOnce(customerId, s.debtor, record, s.seen),
  );

/**
 * Writes the run's outcome on the setting: where the round stopped, when it ran, and its changes before the latest
 * ones. Over the item as read (its `writes`), so two runs at once each add their changes; never fails the run.
 */
async function recordRun(customerId: string, day: string, cursor: string | null, outcome: SyncOutcome) {
  for (let i = 0; i < ATTEMPTS; i++) {
    const { data: s } = await db().entities.brregSyncSetting.get({ customerId }).go({ consistent: true });
    if (!s) return;
    const set = db()
      .entities.brregSyncSetting.patch({ customerId })
      .set({
        lastRunOn: day,
        lastRunAt: Clock.nowMs(),
        lastRunUnavailable: outcome.unavailable,
        writes: (s.writes ?? 0) + 1,
        ...(cursor ? { debtorCursor: cursor } : {}),
        ...(outcome.changes.length
          ? { recentChanges: [...[...outcome.changes].reverse(), ...(s.recentChanges ?? [])].slice(0, RECENT_CHANGES) }
          : {}),
      });
    try {
      await (cursor ? set : set.remove(["debtorCursor"]))
        .where((a, { eq, notExists }) => (s.writes === undefined ? notExists(a.writes) : eq(a.writes, s.writes)))
        .go();
      return;
    } catch (err) {
      if (!isConditionFailure(err)) {
        log.warn("companyRegister.syncSettingWrite", { customerId, error: String(err) });
        return;
      }
    }
  }
}

export interface SyncOutcome {
  changes: BrregSyncChange[];
  /** The register did not answer: the run stopped where it was. */
  unavailable: boolean;
  debtorsCompared: number;
}

/**
 * One customer's run: its own details, then the next DEBTORS_PER_RUN company debtors of the round (by organisation
 * number), against the register. Nothing when the setting is off (turned off since the schedule fired).
 */
export async function synchronizeCustomer(customerId: string, day: string = Clock.today()): Promise<SyncOutcome> {
  const outcome: SyncOutcome = { changes: [], unavailable: false, debtorsCompared: 0 };
  const [{ data: setting }, { data: customer }] = await Promise.all([
    db().entities.brregSyncSetting.get({ customerId }).go({ consistent: true }),
    db().entities.customer.get({ customerId }).go({ consistent: true }),
  ]);
  if (!setting?.enabled || !customer || customer.deletedAt) return outcome;

  // the customer itself
  const own = await lookupCompanies([customer.orgNumber], { max: 1, maxAgeMs: MAX_AGE_MS });
  if (own.unchecked.length) outcome.unavailable = true;
  else if (own.records.has(customer.orgNumber)) {
    const seen = (await seenOf(customerId, ["customer"])).get("customer") ?? null;
    const change = await syncOwn(customer, own.records.get(customer.orgNumber) ?? null, seen);
    if (change) outcome.changes.push(change);
  }

  // a round of its company debtors, from where the last run stopped
  let cursor = setting.debtorCursor ?? null;
  if (!outcome.unavailable) {
    const page: { data: Debtor[]; cursor: string | null } = await db()
      .entities.debtor.query.byOrgNumber({ customerId })
      .go({ cursor, limit: DEBTORS_PER_RUN });
    const companies = page.data.filter((d) => d.orgNumber && d.type !== "person");
    const found = await lookupCompanies(
      companies.map((d) => d.orgNumber!),
      { max: MAX_LOOKUPS_PER_RUN - own.asked, maxAgeMs: MAX_AGE_MS },
    );
    const seen = await seenOf(
      customerId,
      companies.map((d) => d.debtorId),
    );
    for (const d of companies) {
      if (!found.records.has(d.orgNumber!)) continue;
      outcome.debtorsCompared++;
      const change = await syncDebtor(
        customerId,
        d,
        found.records.get(d.orgNumber!) ?? null,
        seen.get(d.debtorId) ?? null,
      );
      if (change) outcome.changes.push(change);
    }
    // a page never needs more questions than the run may ask: one unchecked means the register stopped answering,
    // and the page is done again the next night (its changes so far recorded, so not twice)
    if (found.unchecked.length) outcome.unavailable = true;
    else cursor = page.cursor; // the next run goes on after it (from the start after the last page)
  }

  await recordRun(customerId, day, cursor, outcome);
  log.info("companyRegister.synchronized", {
    customerId,
    changes: outcome.changes.length,
    debtorsCompared: outcome.debtorsCompared,
    unavailable: outcome.unavailable,
  });
  return outcome;
}
