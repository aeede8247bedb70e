import "../../ledger/entities"; // registers the entities named here
import { isConditionFailure } from "../../dynamo/errors";
import { ulid } from "ulid";
import { Clock } from "../../clock";
import { db } from "../../dynamo/db";
import { TransactionCanceledError } from "../../dynamo/transaction";
import { ChangeSet, commit } from "../../ledger/matching";
import { casesPaidOf } from "../ledger-hooks";
import type { LedgerActor } from "../../ledger/new-voucher";
import { type RefChange, type Voucher } from "../../ledger/store";
import { getCase } from "../store";
import type { CasePaid } from "./case-settlement";
import { retrying } from "../../command/retrying";

/**
 * Many payments on one case at once (docs/case-operations.md "Many payments on one case at once"). Every payment
 * changes the case's one item on its version, so retrying the whole command makes one winner a round and wastes the
 * rest. Instead one request of the case works at a time, holding the case's lease: a payment that gets it on an
 * idle case runs as one command (case-payments.ts); one that does not is accepted into the ledger first, with a
 * pending ref `case-payment#<case>#<ulid>` in the same small transaction (registered exactly once, unapplied: no
 * money can be lost), and the lease holder applies the pending payments oldest first, `batchOf` of them to ONE
 * ledger command (matching.ts `commit`, the same settlement as a single payment), deleting their refs in that
 * transaction. The others only watch their own ref until it is gone (applied), and take the lease over when it is
 * free or expired. A payment left pending (its request died) is applied by the next payment on the case, a repeat of
 * the request with its Idempotency-Key, or any request waiting behind it.
 */

const PREFIX = "case-payment#";
const refPrefix = (caseId: string) => `${PREFIX}${caseId}#`;

/** The ref that marks a voucher registered for the case and not yet applied; created with the voucher. */
export const pendingRefOf = (caseId: string, voucherId: string): RefChange => ({
  ref: `${refPrefix(caseId)}${ulid()}`,
  targetId: voucherId,
  op: "create",
});

/** The case's pending payments, oldest first (by the ulid in the ref), up to `limit`. */
export async function pendingOf(customerId: string, caseId: string, limit = 100) {
  const { data } = await db()
    .entities.ledgerRef.query.byRef({ customerId })
    .begins({ ref: refPrefix(caseId) })
    .go({ limit, consistent: true });
  return data.map((r) => ({ ref: r.ref, voucherId: r.targetId }));
}

/**
 * How many payments one transaction applies: each adds its voucher put, its ref delete and its event (3 items);
 * the case, its claims (and their released locks when it closes), the counters and the activity take the rest of
 * DynamoDB's 100. Small batches: DynamoDB Local holds its lock for a whole transaction, so a large one makes every read
 * of the case page wait (measured: batches of 10 were slower overall than batches of 4, and the page twice as slow).
 */
const BATCH = 5;
const batchOf = (claims: number) => Math.max(1, Math.min(BATCH, Math.floor((100 - 30 - 2 * claims) / 3)));

/**
 * One request of the case applies at a time (a lease, `case-applier#<case>`, put on a condition): the others only
 * watch their own ref, so the losers of a round do not send transactions that must fail. Correctness never rests on
 * the lease (every put is conditioned on its version); an expired one (its holder died) is taken over.
 */
const LEASE_MS = 15_000;
/** The most batches a lease holder applies (it goes on for the payments behind its own, up to this). */
const MAX_BATCHES = 20;
/** How long a request waits for its payment to be applied before it answers that it is being applied (tests shorten it). */
export const queueTiming = { waitMs: 30_000 };
/**
 * Full-jitter exponential back-off of a request watching its ref (20, 40, 80 ms … up to 2 s): every look is a read of
 * the DynamoDB the lease holder writes to. Measured (50 payments on one case): looks up to 0,5 s made the case page
 * twenty times slower (p50 260 ms against 13 ms) for no gain, since the payments wait for the queue anyway.
 */
const backOff = (attempt: number) => Math.random() * Math.min(2000, 20 * 2 ** attempt);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const leaseRef = (caseId: string) => `case-applier#${caseId}`;

async function takeLease(customerId: string, caseId: string, token: string): Promise<boolean> {
  try {
    await db()
      .entities.ledgerRef.put({ customerId, ref: leaseRef(caseId), targetId: token })
      .where((a, { notExists, lt }) => `${notExists(a.ref)} OR ${lt(a.createdAt, Clock.nowMs() - LEASE_MS)}`)
      .go();
    return true;
  } catch (err) {
    if (isConditionFailure(err)) return false;
    throw err;
  }
}

async function releaseLease(customerId: string, caseId: string, token: string): Promise<void> {
  try {
    await db()
      .entities.ledgerRef.delete({ customerId, ref: leaseRef(caseId) })
      .where((a, { eq }) => eq(a.targetId, token))
      .go();
  } catch (err) {
    if (!isConditionFailure(err)) throw err; // it expired and was taken over
  }
}

interface Applied {
  pending: boolean;
  paid: CasePaid[];
  written: Voucher[];
}

/**
 * Applies the case's pending payments until `voucherId`'s is applied; answers what this request applied
 * (`paid` holds it when this request's transaction did, and is empty when another request did it) or
 * `pending: true` when it is still waiting after `queueTiming.waitMs`.
 */
export async function applyPending(
  customerId: string,
  caseId: string,
  voucherId: string,
  actor: LedgerActor,
  /** Its pending ref, when the caller has just created it (its lease was taken: it looks before it tries). */
  known?: string,
): Promise<Applied> {
  const ref = known ?? (await pendingOf(customerId, caseId)).find((p) => p.voucherId === voucherId)?.ref;
  if (!ref) return { pending: false, paid: [], written: [] };
  const token = ulid();
  const until = Date.now() + queueTiming.waitMs;
  // the lease looked free (or expired) at the last look; a request that has just queued its payment found it held
  let free = !known;
  for (let round = 1; Date.now() < until; round++) {
    if (free && (await takeLease(customerId, caseId, token))) {
      try {
        return await lead(customerId, caseId, voucherId, actor);
      } catch (err) {
        // other writers of the case kept winning: let go, and look again like any waiting request
        if (!(err instanceof TransactionCanceledError)) throw err;
      } finally {
        await releaseLease(customerId, caseId, token);
      }
    }
    await sleep(backOff(round));
    // one read a look: its own ref (gone: applied) and the lease (held: keep waiting, without trying to take it)
    const { data } = await db()
      .entities.ledgerRef.get([
        { customerId, ref },
        { customerId, ref: leaseRef(caseId) },
      ])
      .go({ consistent: true });
    if (!data.some((r) => r.ref === ref)) return { pending: false, paid: [], written: [] };
    const lease = data.find((r) => r.ref === leaseRef(caseId));
    free = !lease || lease.createdAt < Clock.nowMs() - LEASE_MS;
  }
  return { pending: true, paid: [], written: [] };
}

/**
 * Runs `first` (the single command of a payment on a case that has nothing queued) holding the case's lease, then
 * applies what was queued meanwhile; null when another request holds the lease (the caller queues its payment).
 * A failure applying the others does not fail `first`, which has committed: their requests take the lease over.
 */
export async function asLeader<T>(
  customerId: string,
  caseId: string,
  actor: LedgerActor,
  first: () => Promise<T>,
): Promise<{ value: T } | null> {
  const token = ulid();
  if (!(await takeLease(customerId, caseId, token))) return null;
  try {
    const value = await first();
    // what was queued meanwhile (one look; an idle case has nothing, and the case is not read again for it)
    if ((await pendingOf(customerId, caseId, 1)).length) await lead(customerId, caseId, null, actor).catch(() => undefined);
    return { value };
  } finally {
    await releaseLease(customerId, caseId, token);
  }
}

/** The lease holder: batches of pending payments, oldest first, until the queue is empty (or `MAX_BATCHES`). */
async function lead(
  customerId: string,
  caseId: string,
  voucherId: string | null,
  actor: LedgerActor,
): Promise<Applied> {
  let own: Applied = { pending: true, paid: [], written: [] };
  for (let n = 0; n < MAX_BATCHES; n++) {
    // a payment of the case by another way (a KID match, the single command) may still win a round
    const applied = await retrying(() => applyBatch(customerId, caseId, voucherId, actor), 16);
    if (!applied) break;
    if (applied.written.some((w) => w.voucherId === voucherId)) own = applied;
  }
  // its own was applied by another holder (the lease expired meanwhile), or is still queued behind MAX_BATCHES
  if (own.pending && voucherId) {
    const left = await pendingOf(customerId, caseId);
    if (!left.some((p) => p.voucherId === voucherId)) own = { pending: false, paid: [], written: [] };
  }
  return own;
}

/** One batch in one ledger command; null when nothing is pending. `voucherId`'s is in it when pending. */
async function applyBatch(customerId: string, caseId: string, voucherId: string | null, actor: LedgerActor) {
  const [c, pending] = await Promise.all([getCase(customerId, caseId), pendingOf(customerId, caseId)]);
  if (pending.length === 0) return null;
  const batch = pending.slice(0, batchOf((c.claims as unknown[]).length));
  const mine = pending.find((p) => p.voucherId === voucherId);
  if (mine && !batch.includes(mine)) batch[batch.length - 1] = mine;
  const { data } = await db()
    .entities.voucher.get(batch.map((p) => ({ customerId, voucherId: p.voucherId })))
    .go({ consistent: true });
  const set = new ChangeSet();
  set.known.set(caseId, c);
  // in the queue's order (a BatchGet answers in any order): the older payment is allocated first
  const order = new Map(batch.map((p, i) => [p.voucherId, i]));
  for (const v of data.sort((a, b) => order.get(a.voucherId)! - order.get(b.voucherId)!)) {
    if (v.deletedAt || v.side !== "credit" || v.balanceOre <= 0) continue;
    set.put(v, v);
    set.intents.set(v.voucherId, [caseId]);
  }
  let paid: CasePaid[] = [];
  const refs = batch.map((p): RefChange => ({ ref: p.ref, targetId: p.voucherId, op: "delete" }));
  const written = await commit(customerId, set, actor, refs, (r) => (paid = casesPaidOf(r)));
  return { pending: false, paid, written };
}
