import "./entities"; // registers the entities named here
import { activityWrite } from "../activity/activity";
import { consume, refusalAt, type Use } from "../billing/entitlements";
import { activityOf, activityWritten, type CommandActor } from "../command/actor";
import { retrying } from "../command/retrying";
import { db } from "../dynamo/db";
import { committed } from "../dynamo/transaction";
import { caseWriteItems, getCase, type Case, type CaseEventInput, type TxEntities } from "./store";

/** One item of a write transaction (what `e.<entity>...commit()` gives). */
type TxItem = ReturnType<Parameters<ReturnType<typeof db>["transaction"]["write"]>[0]>[number];

/** What a case command does to the case it read: the case after, its event, and what else its transaction writes. */
export interface CasePlan {
  after: Case;
  event: CaseEventInput;
  /** Other items of the same transaction (a pause, claim locks, a lease …). */
  extra?: (e: TxEntities) => TxItem[];
  /** What the command costs (billing/entitlements.ts), paid last in the transaction; short: its 422. */
  use?: Use;
  /**
   * The caller's error for a cancelled transaction, if it is one (else null: a contention, read and planned again).
   * `extraAt` is the index of the first `extra` item, so `failedAt(err, extraAt + i)` (dynamo/transaction.ts) names
   * the extra item whose condition refused the command.
   */
  refused?: (err: unknown, extraAt: number) => Error | null;
}

/**
 * The skeleton every case command shares (design review 2, change 1): read the case, plan the change (or refuse, by
 * throwing; or change nothing, by answering null), write the case, its counters and event (`caseWriteItems`), the
 * plan's other items, the request's activity entry and the metering in one transaction, conditioned on the case's
 * version, and mark the activity written once committed. A concurrent change to the case (or a conflict on any item)
 * reads and plans again (`retrying`), so a plan always rests on what it read; a condition of the plan's own items
 * that means "no" (a taken lock, a state changed) is the plan's `refused` error, answered at once.
 */
export async function caseCommand(
  customerId: string,
  caseId: string,
  actor: CommandActor,
  plan: (before: Case) => Promise<CasePlan | null> | CasePlan | null,
): Promise<Case> {
  return retrying(async () => {
    const before = await getCase(customerId, caseId);
    const p = await plan(before);
    if (!p) return before;
    const activity = activityOf(actor);
    let paidAt = 0;
    let extraAt = 0;
    await committed(
      db()
        .transaction.write((e) => {
          const caseItems = caseWriteItems(e, before, p.after, p.event);
          extraAt = caseItems.length;
          const items = [
            ...caseItems,
            ...(p.extra?.(e) ?? []),
            ...(activity ? activityWrite(e, { ...activity, targetId: caseId }) : []),
          ];
          paidAt = items.length;
          return p.use ? [...items, ...consume(e, customerId, p.use)] : items;
        })
        .go(),
    ).catch((err: unknown) => {
      throw p.refused?.(err, extraAt) || (p.use && refusalAt(err, paidAt, p.use)) || err;
    });
    activityWritten(actor);
    return p.after;
  });
}
