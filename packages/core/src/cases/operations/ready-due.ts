import "../entities"; // registers the entities named here
import "../../accounts/entities"; // registers the entities named here
import { Clock } from "../../clock";
import { db } from "../../dynamo/db";
import { liveCustomerIds } from "../../accounts/customer-ids";
import { CASE_COUNTERS } from "../case-rules";
import { caseCommand } from "../command";
import { nextVersion } from "../store";

/**
 * Waiting → Ready (SPEC 4: "Waiting 3 (not yet due), Ready 4 (ready for action)"; issue 17): a case started before
 * its due date waits (case-rules.ts `openedStatus`); once the due date has passed it is ready. The scheduled job
 * `cases.ready-due` (schedules.ts, daily) moves every such case, with a `status-changed` event and the status
 * counters in the case's own transaction. Idempotent: a case is moved only while it is waiting and due, conditioned
 * on its version, so a second run, or a run that meets a step run or a pause, changes nothing twice.
 *
 * Fanned out per customer (issue 20, scale review: one customer's cases do not wait behind another's): the schedule's
 * job (`readyDueCases`) reads the customers (accounts/customer-ids.ts) and their `waiting` status counters (one BatchGet
 * per 100 customers), and queues one `cases.ready-due-customer` job per customer with waiting cases, keyed by customer
 * and day; that job (`readyDueCustomer`) pages through the customer's waiting cases (`byStatus`, a filter on the due
 * date) until none is left.
 */

/** Page size of a customer's waiting cases. */
const PAGE = 100;

/** The schedule's job: one keyed job per customer with waiting cases, for `today` (Oslo). How many were queued. */
export async function readyDueCases(today = Clock.today()): Promise<number> {
  const ids = await liveCustomerIds();
  const waiting: string[] = [];
  for (let i = 0; i < ids.length; i += 100) {
    const { data } = await db()
      .entities.counter.get(ids.slice(i, i + 100).map((scope) => ({ scope, name: CASE_COUNTERS.status("waiting") })))
      .go();
    for (const c of data) if (c.count > 0) waiting.push(c.scope);
  }
  if (waiting.length === 0) return 0;
  const [{ enqueueEach }, { readyDueCustomerJob }] = await Promise.all([
    import("../../jobs/queue"),
    import("./ready-due.spec"),
  ]);
  await enqueueEach(
    readyDueCustomerJob,
    waiting.map((customerId) => ({ customerId, day: today })),
  );
  return waiting.length;
}

/** Moves the customer's waiting cases whose due date is before `today` to ready; how many moved and failed. */
export async function readyDueCustomer(customerId: string, today: string): Promise<{ ready: number; failed: number }> {
  let ready = 0;
  let failed = 0;
  let cursor: string | null = null;
  do {
    const waiting: { data: { caseNumber: number }[]; cursor: string | null } = await db()
      .entities.case.query.byStatus({ customerId, status: "waiting" })
      .where(({ dueDate }, { lt }) => lt(dueDate, today))
      .go({ limit: PAGE, cursor, attributes: ["caseNumber"] });
    for (const c of waiting.data) {
      try {
        if (await makeReady(customerId, String(c.caseNumber), today)) ready++;
      } catch (err) {
        failed++;
        console.error(JSON.stringify({ msg: "ready-due failed", customerId, caseNumber: c.caseNumber, err: String(err) }));
      }
    }
    cursor = waiting.cursor;
  } while (cursor);
  // a case that failed is tried again: the job fails, so the queue delivers it again (the others are ready by then)
  if (failed > 0) throw new Error(`ready-due: ${failed} cases of ${customerId} not moved`);
  return { ready, failed };
}

/** One case waiting → ready, if it still is waiting and due (read again: the index may lag). */
async function makeReady(customerId: string, caseId: string, today: string): Promise<boolean> {
  let moved = false;
  await caseCommand(customerId, caseId, { userId: "system" }, (before) => {
    moved = before.status === "waiting" && before.dueDate < today;
    if (!moved) return null;
    return {
      after: nextVersion(before, { status: "ready" }),
      event: { kind: "status-changed", by: "system", data: { from: "waiting", to: "ready", dueDate: before.dueDate } },
    };
  });
  return moved;
}
