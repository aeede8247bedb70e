import "../i18n/cases"; // registers the texts of the keys named here
import { activityWrite } from "../activity/activity";
import { Clock } from "../clock";
import { db } from "../dynamo/db";
import { committed } from "../dynamo/transaction";
import { AppError } from "../util/error";
import { actorName } from "./actor-names";
import { consume, refusalAt, type Use } from "../billing/entitlements";
import type { OpenCaseInput } from "./case.schema";
import { caseCounterDelta, openedStatus } from "./case-rules";
import { caseProcedures } from "./procedures";
import { requireAskedDates, type CaseActor } from "./start";
import { caseWriteItems, getCase, nextVersion, type Case } from "./store";
import { retrying } from "../command/retrying";
import { activityOf, activityWritten } from "../command/actor";

/**
 * PATCH /cases/{id}/open: a case saved not started starts (SPEC 4 not-started → waiting or ready): the dates its
 * procedure asks for, one case of the allowance (billing/entitlements.ts), the status, its event, in one transaction.
 */
export async function openCase(
  customerId: string,
  caseId: string,
  input: OpenCaseInput,
  actor: CaseActor,
): Promise<Case> {
  const byName = await actorName(actor);
  return retrying(async () => {
    const before = await getCase(customerId, caseId);
    if (before.status !== "not-started")
      throw new AppError("VALIDATION", "cases.notStartable", {}, { status: ["cases.notStartable"] });
    const heldDate = input.heldDate ?? before.heldDate;
    const notificationDate = input.notificationDate ?? before.notificationDate;
    const facts = await caseProcedures().facts(before.procedureId);
    if (facts) requireAskedDates(facts, { heldDate, notificationDate });
    const after = nextVersion(before, {
      status: openedStatus(before.dueDate, Clock.today()),
      startedAt: Clock.nowMs(),
      heldDate,
      notificationDate,
    });
    const activity = activityOf(actor);
    const allowanceAt = 2 + caseCounterDelta(before, after).size;
    const use: Use = { kind: "case-open", caseId, by: actor.userId };
    try {
      await committed(
        db()
          .transaction.write((e) => [
            ...caseWriteItems(e, before, after, { kind: "opened", by: actor.userId, byName }),
            ...consume(e, customerId, use),
            ...(activity ? activityWrite(e, { ...activity, targetId: caseId }) : []),
          ])
          .go(),
      );
    } catch (err) {
      throw refusalAt(err, allowanceAt, use) ?? err;
    }
    activityWritten(actor);
    return after;
  });
}
