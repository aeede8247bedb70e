import "../entities"; // registers the entities named here
import "../../letters/entities"; // registers the entities named here (waitingLetter)
import { QueryCommand } from "@aws-sdk/lib-dynamodb";
import { queueLetter, type RenderLetter } from "../../letters/letter-queue";
import { Clock } from "../../clock";
import { config } from "../../config";
import { documentClient } from "../../dynamo/client";
import { db } from "../../dynamo/db";
import { isConditionFailure } from "../../dynamo/errors";
import { enqueue, enqueueEach } from "../../jobs/queue";
import { getCaseItem } from "../store";
import type { CaseStatus } from "../vocabulary";
import { notePlannedLetter } from "./planned-letters";
import { releasePlannedLettersJob, type ReleasePage } from "./release.spec";
import { queueIfDue } from "./run";

/**
 * The planned letters, released per customer (docs/letters.md "Planned letters, per customer"; issue 20 "One
 * customer's changes must not queue behind each other"). Every 15 minutes the sweep reads the customers with a
 * letter due (the `planned-letters` items, one per customer) and queues one keyed job per customer and occurrence;
 * that job releases every due letter of its customer, a page at a time, each page queueing the next, and then
 * moves the customer's item to its earliest letter left. The jobs' group is the customer (jobs/queues.ts), so no
 * customer's letters wait behind another's, and nothing caps how many letters an occurrence releases.
 */

/**
 * A case in one of these statuses sends no letter (issue 11): closed or merged, its planned letter is void and leaves
 * the planned partition unsent; paused, it stays planned (a pause is refused while a letter waits, cases/operations/
 * pause.ts, so this only guards a race).
 */
const SILENT: readonly CaseStatus[] = ["closed", "merged"];

/** Planned letters one release job handles (each reads its case and queues a render job) before queueing the next. */
export const RELEASE_PAGE = 100;
/** Customers read from the due index a request. */
const CUSTOMER_PAGE = 1000;
/** Waiting letters (of no step) one sweep reads at most; the rest go 15 minutes later. */
const MAX_WAITING = 5000;
/** A `planned-letters` item written this recently may belong to a step run still committing: left for the next sweep. */
export const SETTLE_AFTER_MS = 5 * 60_000;
/** `dueAt` of a customer with no planned letter (13 digits, as the epoch milliseconds it sorts with). */
export const NONE_DUE = 9_999_999_999_999;

/** The customers with a planned letter due at `now` (the `planned-letters` index; one small item a customer). */
export async function customersWithDueLetters(now: Date): Promise<string[]> {
  const out: string[] = [];
  let cursor: string | null = null;
  do {
    const res: { data: { customerId: string }[]; cursor: string | null } = await db()
      .entities.plannedLetters.query.byDue({ listed: "planned-letters" })
      .lte({ dueAt: now.getTime() })
      .go({ cursor, limit: CUSTOMER_PAGE, attributes: ["customerId"] });
    out.push(...res.data.map((m) => m.customerId));
    cursor = res.cursor;
  } while (cursor);
  return out;
}

/**
 * The schedule's job (`cases.queue-planned-letters`): one keyed release job per customer with a letter due, keyed by
 * the customer and the occurrence `at`, so a schedule that fires twice queues each customer's release once. Answers
 * the customers.
 */
export async function queuePlannedLetters(at: string, now: Date = Clock.now()): Promise<number> {
  await rekeyLegacyPlanned();
  const ids = await customersWithDueLetters(now);
  await enqueueEach(
    releasePlannedLettersJob,
    ids.map((customerId): ReleasePage => ({ customerId, at, page: 0 })),
  );
  return ids.length;
}

/**
 * One page of a customer's release: each due planned letter queued once (the render job is keyed by the letter, and
 * the step is marked queued conditioned on planned, so a page run twice queues each letter once), a closed or merged
 * case's letter voided, a paused case's left planned. Queues the next page, or, the last, settles the customer's item.
 */
export async function releasePlannedLetters(
  p: ReleasePage,
  now: Date = Clock.now(),
  limit = RELEASE_PAGE,
): Promise<{ queued: number }> {
  const res: { data: Awaited<ReturnType<typeof queueIfDue>>[]; cursor: string | null } = await db()
    .entities.caseStep.query.bySweep({ sweep: "planned", customerId: p.customerId })
    .lte({ plannedSendAt: now.getTime() })
    .go({ cursor: p.cursor ?? null, limit });
  let queued = 0;
  for (const step of res.data) {
    const c = await getCaseItem(step.customerId, step.caseId);
    if (c && SILENT.includes(c.status)) {
      await db()
        .entities.caseStep.patch({ customerId: step.customerId, caseId: step.caseId, runId: step.runId })
        .set({ sweep: "done" })
        .go();
      continue;
    }
    if (c?.status === "paused") continue;
    const after = await queueIfDue(step, now);
    if (after.status === "queued") queued++;
  }
  if (res.cursor) await enqueue(releasePlannedLettersJob, { ...p, page: p.page + 1, cursor: res.cursor });
  else await settlePlannedLetters(p.customerId, now);
  return { queued };
}

/**
 * After the last page: the customer's item moves to its earliest planned letter left (a paused case's, one not yet
 * due), or to none. Only when no step run wrote it in the last SETTLE_AFTER_MS and none writes it meanwhile
 * (conditioned on `touches`): a step run notes its letter before its transaction, so a letter committed after this
 * job's Query was noted either before the item was read (and is older than the settle time, so committed before the
 * Query) or after (and the condition fails). A marker left as it is is read again at the next sweep.
 */
export async function settlePlannedLetters(customerId: string, now: Date = Clock.now()): Promise<void> {
  const marker = (await db().entities.plannedLetters.get({ customerId }).go({ consistent: true })).data;
  if (!marker || marker.touchedAt > now.getTime() - SETTLE_AFTER_MS) return;
  const { data } = await db()
    .entities.caseStep.query.bySweep({ sweep: "planned", customerId })
    .go({ limit: 1, attributes: ["plannedSendAt"] });
  const dueAt = data[0]?.plannedSendAt ?? NONE_DUE;
  if (dueAt === marker.dueAt) return;
  try {
    await db()
      .entities.plannedLetters.patch({ customerId })
      .set({ listed: "planned-letters", dueAt })
      .where((a, { eq }) => eq(a.touches, marker.touches))
      .go({ response: "none" });
  } catch (err) {
    if (!isConditionFailure(err)) throw err;
  }
}

/** The `sweep` index's key of the planned steps written before it was per customer (one partition for all). */
const LEGACY_PLANNED = "$innfri#sweep_planned";
/** Legacy planned steps one sweep moves at most (the rest the next sweep). */
const MAX_LEGACY = 5000;

/**
 * One-off backfill (docs/letters.md "Planned letters, per customer"): a planned step written before the index was
 * per customer is still under the one key of all customers. Each sweep moves up to MAX_LEGACY of them to their
 * customer's key (noting the customer first, as a step run does); once none is left it costs one empty Query. To be
 * removed once every environment has run it (the first sweep after the deploy).
 */
export async function rekeyLegacyPlanned(): Promise<number> {
  let moved = 0;
  while (moved < MAX_LEGACY) {
    const { Items = [] } = await documentClient().send(
      new QueryCommand({
        TableName: config().tableName,
        IndexName: "gsi1",
        KeyConditionExpression: "gsi1pk = :pk",
        ExpressionAttributeValues: { ":pk": LEGACY_PLANNED },
        Limit: 100,
      }),
    );
    if (Items.length === 0) break;
    for (const item of Items as { customerId: string; caseId: string; runId: string; plannedSendAt: number }[]) {
      await notePlannedLetter(item.customerId, item.plannedSendAt);
      try {
        await db()
          .entities.caseStep.patch({ customerId: item.customerId, caseId: item.caseId, runId: item.runId })
          .set({ sweep: "planned", plannedSendAt: item.plannedSendAt })
          .where((a, { eq }) => eq(a.sweep, "planned"))
          .go({ response: "none" });
      } catch (err) {
        if (!isConditionFailure(err)) throw err;
      }
      moved++;
    }
  }
  return moved;
}

/**
 * The letters of no step that waited for the sending window (render-letter.ts `waitForWindow`; security-review-2 G3:
 * a down-payment plan's letter agreed at night or on a Sunday) whose time has come: each queued once more (its job
 * keyed by its `attempt`) and its item removed; on a closed or merged case removed unsent, on a paused one left.
 * Rare (a plan's letters only), so one index for all customers, read page by page up to MAX_WAITING.
 */
export async function queueWaitingLetters(now: Date = Clock.now()): Promise<{ queued: number }> {
  let queued = 0;
  let read = 0;
  let cursor: string | null = null;
  do {
    const res: { data: { customerId: string; caseId: string; letterId: string; letter: unknown }[]; cursor: string | null } =
      await db()
        .entities.waitingLetter.query.byTime({ listed: "waiting-letters" })
        .lte({ plannedSendAt: now.getTime() })
        .go({ cursor, limit: 500 });
    for (const w of res.data) {
      const c = await getCaseItem(w.customerId, w.caseId);
      if (c?.status === "paused") continue;
      if (!c || !SILENT.includes(c.status)) {
        await queueLetter(w.letter as RenderLetter);
        queued++;
      }
      await db().entities.waitingLetter.delete({ customerId: w.customerId, caseId: w.caseId, letterId: w.letterId }).go();
    }
    read += res.data.length;
    cursor = res.cursor;
  } while (cursor && read < MAX_WAITING);
  return { queued };
}
