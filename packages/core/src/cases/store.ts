import "./entities"; // registers the entities named here
import type { EntityItem } from "electrodb";
import { ulid } from "ulid";
import { Clock } from "../clock";
import { db } from "../dynamo/db";
import { committed } from "../dynamo/transaction";
import { activityWrite, type ActivityEntry } from "../activity/activity";
import { AppError } from "../util/error";
import type { CaseClaimView, CaseEventKind, CaseViewView } from "./case-views.schema";
import { amountOwedOf, caseCounterDelta, caseKeyOf, caseNumberOf, remainingOf, statusIdOf } from "./case-rules";
import type { CaseEntity } from "./entities";

/**
 * The one way a case is written (docs/cases.md "One change, one transaction"): the case put whole, conditioned on
 * the version it was read at (or on not existing), its counters moved by exactly the difference the change makes
 * (case-rules `caseCounterDelta`), and its event, all in one DynamoDB transaction with whatever else the command
 * needs (`extra`: locks, the allowance, the case-number counter, the activity entry).
 */

export type Case = EntityItem<typeof CaseEntity>;
/** The entities a write transaction's callback receives. */
export type TxEntities = Parameters<Parameters<ReturnType<typeof db>["transaction"]["write"]>[0]>[0];

export interface CaseEventInput {
  kind: CaseEventKind;
  by: string;
  byName?: string;
  data?: Record<string, unknown>;
  /** Its id, when a transaction writes several events of one case and their order matters (a ulid; default new). */
  eventId?: string;
}

/**
 * The transaction items of one case change: the put (create when `before` is null), its counter changes and its
 * event. For a command of another part that changes a case in its own transaction (the step runner: lastStep,
 * status, fees; a close: status, closeReason), spread these into it: `[...caseWriteItems(e, before, after, event),
 * ...consume(e, customerId, use)]` (billing/entitlements.ts). `after` must carry `version: before.version + 1`
 * (`nextVersion`).
 */
export function caseWriteItems(e: TxEntities, before: Case | null, after: Case, event: CaseEventInput) {
  const { customerId } = after;
  const put = before
    ? e.case
        .put(after)
        .where((a, { eq }) => eq(a.version, before.version))
        .commit()
    : e.case.create(after).commit();
  const counters = [...caseCounterDelta(before, after)].map(([name, d]) =>
    e.counter.update({ scope: customerId, name }).add({ count: d.count, amountOre: d.amountOre }).commit(),
  );
  const ev = e.caseEvent
    .create({
      customerId,
      caseId: String(after.caseNumber),
      eventId: event.eventId ?? ulid(),
      kind: event.kind,
      at: Clock.nowMs(),
      by: event.by,
      byName: event.byName,
      status: before?.status === after.status ? undefined : after.status,
      data: event.data ?? {},
    })
    .commit();
  return [put, ...counters, ev];
}

/** Counter changes beside the cases' own (e.g. the recovered money per payment day), by counter name. */
export type CounterDelta = ReadonlyMap<string, { count: number; amountOre: number }>;

/**
 * The transaction items of changes to several cases at once (a merge, a move of claims between cases, a payment
 * command's cases): each case's put and event as `caseWriteItems` writes them, and their counter changes summed with
 * `extra` (counters the command moves beside the cases'), since one transaction may not touch a counter twice (two
 * cases of one status and creation day share counters).
 */
export function casesWriteItems(
  e: TxEntities,
  changes: { before: Case; after: Case; event: CaseEventInput }[],
  extra?: CounterDelta,
) {
  const customerId = changes[0]!.after.customerId;
  const counters = [...summedDelta(changes, extra)].map(([name, d]) =>
    e.counter.update({ scope: customerId, name }).add({ count: d.count, amountOre: d.amountOre }).commit(),
  );
  const cases = changes.flatMap(({ before, after, event }) => {
    const items = caseWriteItems(e, before, after, event);
    return [items[0]!, items.at(-1)!]; // the put and the event; the counters are summed above
  });
  return [...cases, ...counters];
}

/** How many items `casesWriteItems` gives (for a transaction's 100-item bound). */
export const casesWriteItemsCount = (changes: { before: Case; after: Case }[], extra?: CounterDelta) =>
  2 * changes.length + summedDelta(changes, extra).size;

function summedDelta(changes: { before: Case; after: Case }[], extra?: CounterDelta) {
  const sum = new Map<string, { count: number; amountOre: number }>();
  for (const delta of [...changes.map(({ before, after }) => caseCounterDelta(before, after)), extra ?? new Map()])
    for (const [name, d] of delta) {
      const s = sum.get(name) ?? { count: 0, amountOre: 0 };
      sum.set(name, { count: s.count + d.count, amountOre: s.amountOre + d.amountOre });
    }
  for (const [name, d] of sum) if (d.count === 0 && d.amountOre === 0) sum.delete(name);
  return sum;
}

/** The case as the next version of `before` (updatedAt moved). */
export const nextVersion = (before: Case, changes: Partial<Case>): Case => ({
  ...before,
  ...changes,
  version: before.version + 1,
  updatedAt: Clock.nowMs(),
});

/**
 * Writes one case change on its own (with `activity` when a request's entry goes with it). A concurrent change
 * makes it fail (TransactionCanceledError); callers re-read and try again (ledger/store.ts `retrying`).
 */
export async function writeCase(
  before: Case | null,
  after: Case,
  event: CaseEventInput,
  activity?: ActivityEntry,
): Promise<Case> {
  await committed(
    db()
      .transaction.write((e) => [
        ...caseWriteItems(e, before, after, event),
        ...(activity ? activityWrite(e, activity) : []),
      ])
      .go(),
  );
  return after;
}

export async function getCaseItem(customerId: string, caseId: string): Promise<Case | null> {
  const n = caseNumberOf(caseId);
  if (n === null) return null;
  return (
    await db()
      .entities.case.get({ customerId, caseKey: caseKeyOf(n) })
      .go({ consistent: true })
  ).data;
}

/**
 * The debtor's name of each of the customer's cases of these ids, by case id (one BatchGet per 100 keys, reading only
 * the two attributes: a step batch's check, docs/batches.md); an id of none, or of another customer's case (the key
 * is the customer's), is not in the map. Keys DynamoDB left unprocessed are asked again (the client's BatchGet
 * retry, dynamo/client.ts), never taken for cases that do not exist.
 */
export async function debtorNamesOf(customerId: string, caseIds: readonly string[]): Promise<Map<string, string>> {
  const keys = [...new Set(caseIds)]
    .map(caseNumberOf)
    .filter((n): n is number => n !== null)
    .map((n) => ({ customerId, caseKey: caseKeyOf(n) }));
  const out = new Map<string, string>();
  for (let i = 0; i < keys.length; i += 100) {
    const { data: found } = await db()
      .entities.case.get(keys.slice(i, i + 100))
      .go({ consistent: true, attributes: ["caseNumber", "debtorName"] });
    for (const c of found) out.set(String(c.caseNumber), c.debtorName);
  }
  return out;
}

/** The case (404 when the customer has none of that id). */
export async function getCase(customerId: string, caseId: string): Promise<Case> {
  const c = await getCaseItem(customerId, caseId);
  if (!c) throw new AppError("NOT_FOUND", "errors.notFound");
  return c;
}

/**
 * The cases whose history is the case's own: itself, then the cases merged into it (issue 17 "merges keep their
 * history"). Their steps, documents and payment events stay in their own partitions; the steps tab, the documents
 * tab, the payments tab, the accounting statement and the law's letter history read all of them.
 */
export const historyCaseIdsOf = (c: Pick<Case, "caseNumber" | "mergedCaseIds">): string[] => [
  String(c.caseNumber),
  ...(c.mergedCaseIds ?? []),
];

/**
 * The case a payment meant for `c` is applied to: `c` itself, or, when it was merged (a payment queued before the
 * merge, applied after it), the case it went into, followed to the end (a merge target merged in its turn).
 */
export async function mergeTargetOf(c: Case): Promise<Case> {
  let at = c;
  // a chain is short (each hop is a merge of the debtor's cases); the bound only stops a corrupt loop
  for (let hop = 0; hop < 20 && at.status === "merged" && at.mergedInto; hop++) {
    const next = await getCaseItem(at.customerId, at.mergedInto);
    if (!next) break;
    at = next;
  }
  return at;
}

/** The case as the API shows it (case-views `CaseView`); the list leaves the claims out. */
export function caseView(c: Case): CaseViewView {
  const {
    caseKey: _k,
    stepKey: _s,
    createdDay: _d,
    requestKey: _r,
    requestHash: _h,
    principalPayments: _p,
    interestToDate,
    ...rest
  } = c;
  return {
    ...rest,
    id: String(c.caseNumber),
    caseId: String(c.caseNumber),
    statusId: statusIdOf(c.status),
    interestToDate: interestToDate ?? null,
    amountOwedOre: amountOwedOf(c),
    remainingOre: remainingOf(c),
    lastStep: (c.lastStep as CaseViewView["lastStep"]) ?? null,
    claims: c.claims as CaseClaimView[],
    kid: c.kid ?? null,
    invoiceNumber: c.invoiceNumber ?? null,
    heldDate: c.heldDate ?? null,
    notificationDate: c.notificationDate ?? null,
    closeReason: c.closeReason ?? null,
    closedAt: c.closedAt ?? null,
    pausedUntil: c.pausedUntil ?? null,
    dispute: (c.dispute as CaseViewView["dispute"]) ?? null,
    lease: (c.lease as CaseViewView["lease"]) ?? null,
    startedAt: c.startedAt ?? null,
    planId: c.planId ?? null,
    claimCount: (c.claims as unknown[]).length,
  };
}

export const caseListItemView = (c: Case) => {
  const { claims: _c, ...item } = caseView(c);
  return item;
};

/**
 * For the step runner: the case after a step has run on it (SPEC 4: the case becomes active, its last step and the
 * step filter move, the step's fee is added). Write it with `caseWriteItems(e, before, after, { kind: "step-run",
 * by, data })` in the step's own transaction, beside `consume` (billing/entitlements.ts).
 */
export const afterStepRun = (
  before: Case,
  step: { stepId: string; kind: string; name: string; at: number },
  feeOre = 0,
): Case =>
  nextVersion(before, {
    status: "active",
    lastStep: step,
    stepKey: step.kind,
    feesOre: before.feesOre + feeOre,
  });

/**
 * For a close or a merge: the transaction items that free the case's claims (their locks), so an item of a closed
 * case may enter a new one. Spread them into the transaction that closes the case.
 */
export const releaseClaimItems = (e: TxEntities, c: Case) =>
  (c.claims as CaseClaimView[]).map((cl) =>
    e.caseClaimLock
      .delete({ customerId: c.customerId, voucherId: cl.voucherId })
      .where((a, { eq }) => eq(a.caseId, String(c.caseNumber)))
      .commit(),
  );

/**
 * The items of a case command that leaves the case as it is (a note: `command.ts`, a plan with no `after`): the
 * case's version checked, not written (a ConditionCheck: a change made since the read plans the command again, and
 * two such commands at once both commit, since neither moves the version), and the event.
 */
export const caseEventOnlyItems = (e: TxEntities, c: Case, event: CaseEventInput) => [
  e.case
    .check({ customerId: c.customerId, caseKey: c.caseKey })
    .where((a, { eq }) => eq(a.version, c.version))
    .commit(),
  caseEventItem(e, c, event),
];

/**
 * The event of a change that leaves the case itself as it is (a note, an uploaded document: docs/case-operations.md
 * "Notes and uploaded documents"): spread it into the transaction that writes the change, so the change and its event
 * commit together or not at all. Read the case first (`getCase`: 404 for a case the customer does not have).
 */
export const caseEventItem = (e: TxEntities, c: Pick<Case, "customerId" | "caseNumber">, event: CaseEventInput) =>
  e.caseEvent
    .create({
      customerId: c.customerId,
      caseId: String(c.caseNumber),
      eventId: event.eventId ?? ulid(),
      kind: event.kind,
      at: Clock.nowMs(),
      by: event.by,
      byName: event.byName,
      data: event.data ?? {},
    })
    .commit();
