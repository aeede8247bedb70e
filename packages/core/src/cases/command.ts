import "./entities"; // registers the entities named here
import { activityWrite } from "../activity/activity";
import { consume, refusalAt, type Use } from "../billing/entitlements";
import { activityOf, activityWritten, type CommandActor } from "../command/actor";
import { retrying } from "../command/retrying";
import { db } from "../dynamo/db";
import { committed } from "../dynamo/transaction";
import {
  caseEventOnlyItems,
  caseWriteItems,
  casesWriteItems,
  getCase,
  type Case,
  type CaseEventInput,
  type TxEntities,
} from "./store";

/** One item of a write transaction (what `e.<entity>...commit()` gives). */
type TxItem = ReturnType<Parameters<ReturnType<typeof db>["transaction"]["write"]>[0]>[number];

/** What a command writes beside its cases: the same for one case or several. */
interface CommandItems {
  /** Other items of the same transaction (a pause, claim locks, a lease …). */
  extra?: (e: TxEntities) => TxItem[];
  /** What the command costs (billing/entitlements.ts), paid last in the transaction; short: its 422. */
  use?: Use;
  /**
   * The caller's error for a cancelled transaction, if it is one (else null: a contention, read and planned again).
   * `extraAt` is the index of the first `extra` item, so `failedAt(err, extraAt + i)` (dynamo/transaction.ts) names
   * the extra item whose condition refused the command.
   */
  refused?: (err: unknown, extraAt: number) => Error | null | Promise<Error | null>;
  /** The activity entry's target (default the command's: the case, or `casesCommand`'s `target`; a note: the note). */
  target?: string;
  /**
   * What follows the commit (the jobs of a write-back outbox the extra items wrote): run once the committed try's
   * transaction is in, inside the command's call; never undoes what was written (as the ledger's `commit`: a failure
   * is the caller's error, and the change stays).
   */
  committed?: () => Promise<void>;
}

/**
 * What a case command does to the case it read: the case after, its event, what else its transaction writes, and
 * what the command answers once committed (`result`; default the case after). Without `after` the case stays as it
 * is (a note: its event and its own items): the case is not written, but its version read is still checked in the
 * transaction (`caseEventOnlyItems`), so the plan rests on the case it saw like every other; a change made since
 * plans it again, and two such commands at once both commit, since neither moves the version.
 */
export interface CasePlan<T = Case> extends CommandItems {
  after?: Case;
  event: CaseEventInput;
  result?: T;
}

/** What a command on several cases (a merge, a move of claims) does: each case's change, and its answer. */
export interface CasesPlan<T> extends CommandItems {
  /** Each case's change (none: the command changes nothing, and writes nothing). */
  changes: { before: Case; after: Case; event: CaseEventInput }[];
  result: T;
}

/**
 * The skeleton every case command shares (design review 2, change 1): read the case, plan the change (or refuse, by
 * throwing; or change nothing, by answering null), write the case, its counters and event (`caseWriteItems`), the
 * plan's other items, the request's activity entry and the metering in one transaction, conditioned on the case's
 * version, and mark the activity written once committed. A concurrent change to the case (or a conflict on any item)
 * reads and plans again (`retrying`), so a plan always rests on what it read; a condition of the plan's own items
 * that means "no" (a taken lock, a state changed) is the plan's `refused` error, answered at once. The answer is
 * the committed try's: its `result`, else its case after.
 */
export async function caseCommand<T = Case>(
  customerId: string,
  caseId: string,
  actor: CommandActor,
  plan: (before: Case) => Promise<CasePlan<T> | null> | CasePlan<T> | null,
): Promise<T> {
  return command(customerId, caseId, actor, async () => {
    const before = await getCase(customerId, caseId);
    const p = await plan(before);
    // a plan that changes nothing answers the case as read (such plans answer the case: T is Case)
    if (!p) return { changes: [], result: before as unknown as T };
    const { after, event, result, ...items } = p;
    return {
      ...items,
      changes: [{ before, after, event }],
      result: result === undefined ? ((after ?? before) as unknown as T) : result,
    };
  });
}

/**
 * `caseCommand` for a command on several cases at once: the plan reads them itself (and what else it rests on), and
 * the cases are written with their counters summed (`casesWriteItems`). `target`: the activity entry's target.
 */
export async function casesCommand<T>(
  customerId: string,
  target: string,
  actor: CommandActor,
  plan: () => Promise<CasesPlan<T>>,
): Promise<T> {
  return command(customerId, target, actor, plan);
}

/** A change of a case, or (no `after`: a note) its event alone, on the version read. */
type Change = { before: Case; after?: Case; event: CaseEventInput };

/** The cases' items: one case's change or event, or several cases' changes with their counters summed. */
function caseItems(e: TxEntities, changes: Change[]) {
  if (changes.length === 1) {
    const { before, after, event } = changes[0]!;
    return after ? caseWriteItems(e, before, after, event) : caseEventOnlyItems(e, before, event);
  }
  if (changes.some((c) => !c.after)) throw new Error("A command on several cases changes each of them");
  return casesWriteItems(e, changes as Required<Change>[]);
}

async function command<T>(
  customerId: string,
  target: string,
  actor: CommandActor,
  plan: () => Promise<CommandItems & { changes: Change[]; result: T }>,
): Promise<T> {
  return retrying(async () => {
    const p = await plan();
    if (!p.changes.length) return p.result;
    const activity = activityOf(actor);
    let paidAt = 0;
    let extraAt = 0;
    await committed(
      db()
        .transaction.write((e) => {
          const cases = caseItems(e, p.changes);
          extraAt = cases.length;
          const items = [
            ...cases,
            ...(p.extra?.(e) ?? []),
            ...(activity ? activityWrite(e, { ...activity, targetId: p.target ?? target }) : []),
          ];
          paidAt = items.length;
          const all = p.use ? [...items, ...consume(e, customerId, p.use)] : items;
          if (all.length > 100)
            throw new Error(`A case command of ${all.length} items is over DynamoDB's limit of 100`);
          return all;
        })
        .go(),
    ).catch(async (err: unknown) => {
      throw (await p.refused?.(err, extraAt)) || (p.use && refusalAt(err, paidAt, p.use)) || err;
    });
    activityWritten(actor);
    await p.committed?.();
    return p.result;
  });
}
