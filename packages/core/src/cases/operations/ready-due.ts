import "../entities"; // registers the entities named here
import "../../accounts/entities"; // registers the entities named here
import { Clock } from "../../clock";
import { db } from "../../dynamo/db";
import { committed } from "../../dynamo/transaction";
import { retrying } from "../../ledger/store";
import { caseWriteItems, getCase, nextVersion } from "../store";

/**
 * Waiting → Ready (SPEC 4: "Waiting 3 (not yet due), Ready 4 (ready for action)"; issue 17): a case started before
 * its due date waits (case-rules.ts `openedStatus`); once the due date has passed it is ready. The scheduled job
 * `cases.ready-due` (schedules.ts, daily) moves every such case, with a `status-changed` event and the status
 * counters in the case's own transaction. Idempotent: a case is moved only while it is waiting and due, conditioned
 * on its version, so a second run, or a run that meets a step run or a pause, changes nothing twice.
 *
 * Decision: the cases' status index is per customer (`byStatus`), so the job reads the customers (`byCreated`) and
 * each one's waiting cases, a filter on the due date; a daily run over a few hundred customers, bounded below.
 */

/** Page size and the most pages read per run, of customers and of each customer's waiting cases. */
const PAGE = 100;
const MAX_PAGES = 100;

/** Moves the waiting cases whose due date is before `today` (Oslo) to ready; how many moved and failed. */
export async function readyDueCases(today = Clock.today()): Promise<{ ready: number; failed: number }> {
  let ready = 0;
  let failed = 0;
  let customers: string | null = null;
  for (let page = 0; page < MAX_PAGES; page++) {
    const res: { data: { customerId: string }[]; cursor: string | null } = await db()
      .entities.customer.query.byCreated({ listed: "customers" })
      .go({ limit: PAGE, cursor: customers, attributes: ["customerId"] });
    for (const { customerId } of res.data) {
      let cases: string | null = null;
      for (let p = 0; p < MAX_PAGES; p++) {
        const waiting: { data: { caseNumber: number }[]; cursor: string | null } = await db()
          .entities.case.query.byStatus({ customerId, status: "waiting" })
          .where(({ dueDate }, { lt }) => lt(dueDate, today))
          .go({ limit: PAGE, cursor: cases, attributes: ["caseNumber"] });
        for (const c of waiting.data) {
          try {
            if (await makeReady(customerId, String(c.caseNumber), today)) ready++;
          } catch (err) {
            failed++;
            console.error(
              JSON.stringify({ msg: "ready-due failed", customerId, caseNumber: c.caseNumber, err: String(err) }),
            );
          }
        }
        cases = waiting.cursor;
        if (!cases) break;
      }
    }
    customers = res.cursor;
    if (!customers) break;
  }
  return { ready, failed };
}

/** One case waiting → ready, if it still is waiting and due (read again: the index may lag). */
async function makeReady(customerId: string, caseId: string, today: string): Promise<boolean> {
  return retrying(async () => {
    const before = await getCase(customerId, caseId);
    if (before.status !== "waiting" || before.dueDate >= today) return false;
    const after = nextVersion(before, { status: "ready" });
    await committed(
      db()
        .transaction.write((e) =>
          caseWriteItems(e, before, after, {
            kind: "status-changed",
            by: "system",
            data: { from: "waiting", to: "ready", dueDate: before.dueDate },
          }),
        )
        .go(),
    );
    return true;
  });
}
