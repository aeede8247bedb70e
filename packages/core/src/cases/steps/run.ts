import "../../i18n/steps"; // registers the texts of the keys named here
import { isConditionFailure } from "../../dynamo/errors";
import "../entities"; // registers the entities named here
import "../../accounts/entities"; // registers the entities named here
import { ulid } from "ulid";
import { Clock } from "../../clock";
import { db } from "../../dynamo/db";
import { committed, failedAt } from "../../dynamo/transaction";
import { idempotentRequest, keyReused } from "../../command/idempotency";
import { queueLetter } from "../../letters/letter-queue";
import { AppError } from "../../util/error";
import { isServedStep } from "../../law/deadlines";
import { actorName } from "../actor-names";
import { consume, refusalAt, type Use } from "../../billing/entitlements";
import type { CaseActor } from "../start";
import { afterStepRun, caseWriteItems, type TxEntities } from "../store";
import type { StepSource } from "../vocabulary";
import type { CaseStepItem } from "./available";
import { notePlannedLetter } from "./planned-letters";
import { prepareStep } from "./prepare";
import type { RunStepInput, StepRunEventData } from "./step-views.schema";
import { caseStepView } from "./views";
import { retrying } from "../../command/retrying";

/**
 * Running a step on a case (issue 10; docs/cases.md "Steps"). The law decides (available.ts) for the day the
 * letter goes: the next opening of the sending window. One transaction (docs/architecture.md "One command, one
 * transaction") writes the case (active, last step, its fee kept apart from the principal: domain-norway.md 1.10,
 * the interest up to the sending day), its counters and event, the case-step with the fee's rule and figures and
 * the letter's model, and the sends it uses with their usage record (billing/entitlements.ts, conditioned: "Not
 * enough sends"). The letter is queued after the commit when the window is open; otherwise, or when queueing
 * fails, the step waits as planned and the sweep (sweep.ts, every 15 minutes) queues it when its time comes. With
 * an Idempotency-Key the run's id comes from the key, so a repeat meets the first run and answers it.
 */

export interface StepRunRequest {
  key: string;
  method: string;
  path: string;
  body: unknown;
}

export interface RunOptions {
  now?: Date;
  source?: StepSource;
  request?: StepRunRequest;
  /**
   * Writes that belong to the run, in its transaction after its own (a step batch's item turning `created` and its
   * count, docs/batches.md): they happen with the step or not at all.
   */
  alsoWrite?: (e: TxEntities, step: CaseStepItem) => TxItem[];
  /**
   * The caller knows that no run of `request.key` has been written (a step batch's item whose claim is still
   * running: its step's transaction turns the claim done): the run is not looked up first. Were one written after
   * all, the run's transaction is refused on it and the run is met as a repeat, as without this.
   */
  firstRun?: boolean;
}

/** One write of a transaction (any entity's `.commit()`). */
type TxItem = ReturnType<ReturnType<TxEntities["caseStep"]["create"]>["commit"]>;

/** The run's id: from the request's key (a repeat meets it), else a ULID. Letter ids allow [A-Za-z0-9_-]{1,40}. */
const runIdOf = (hashedKey: string | undefined) => (hashedKey ? `k${hashedKey.slice(0, 32)}` : ulid());

async function existingRun(customerId: string, caseId: string, runId: string) {
  return (await db().entities.caseStep.get({ customerId, caseId, runId }).go({ consistent: true })).data;
}

export async function runStep(
  customerId: string,
  caseId: string,
  input: RunStepInput,
  actor: CaseActor,
  opts: RunOptions = {},
): Promise<{ step: CaseStepItem; created: boolean }> {
  const request =
    opts.request &&
    idempotentRequest("case-steps", opts.request.key, opts.request.method, opts.request.path, opts.request.body);
  const runId = runIdOf(request?.key);
  const repeat = async () => {
    const first = request ? await existingRun(customerId, caseId, runId) : null;
    if (first && first.requestHash !== request!.hash) throw keyReused();
    return first;
  };
  const first = opts.firstRun ? null : await repeat();
  if (first) return { step: first, created: false };
  let item: CaseStepItem | null;
  try {
    item = await retrying(() => insert(customerId, caseId, input, actor, opts, runId, request?.hash));
  } catch (err) {
    const again = err instanceof AppError ? await repeat().catch(() => null) : null;
    if (again) return { step: again, created: false };
    throw err;
  }
  if (!item) return { step: (await repeat())!, created: false };
  return { step: await queueIfDue(item, opts.now ?? Clock.now()), created: true };
}

async function insert(
  customerId: string,
  caseId: string,
  input: RunStepInput,
  actor: CaseActor,
  opts: RunOptions,
  runId: string,
  requestHash: string | undefined,
): Promise<CaseStepItem | null> {
  const now = opts.now ?? Clock.now();
  const [{ c, decision: d, channels, interest, letter }, byName] = await Promise.all([
    prepareStep(customerId, caseId, input, now, runId),
    actorName(actor),
  ]);
  const feeOre = d.fee.feeOre;
  const claimedCompensationOre = d.fee.claimedCompensationOre;
  const at = Clock.nowMs();
  const after = {
    // the case's fees: the letter's fee and the § 3a compensation it claims (a business debtor's first letter)
    ...afterStepRun(
      c,
      { stepId: d.step.id, kind: d.step.kind, name: d.step.nameNo, at },
      feeOre + claimedCompensationOre,
    ),
    ...(claimedCompensationOre > 0 ? { compensationOre: (c.compensationOre ?? 0) + claimedCompensationOre } : {}),
    interestOre: interest.totalOre,
    interestToDate: interest.untilDate,
  };
  const voucherId = [...(c.claims as { voucherId: string; dueDate: string }[])].sort((a, b) =>
    a.dueDate.localeCompare(b.dueDate),
  )[0]!.voucherId;
  const step: CaseStepItem = {
    customerId,
    caseId,
    runId,
    stepId: d.step.id,
    kind: d.step.kind,
    nameNo: d.step.nameNo,
    nameEn: d.step.nameEn,
    status: "planned",
    source: opts.source ?? "manual",
    plannedSendAt: d.plannedSendAt,
    sendDate: d.sendDate,
    deadlineDate: d.deadline.deadlineDate ?? undefined,
    deadlineExplanations: d.deadline.explanations,
    // a served notice waits for its service; its deadline and service fee come when that is recorded (service.ts)
    ...(isServedStep(d.step.kind)
      ? { serviceStatus: "awaiting" as const, serviceDays: d.deadline.days ?? undefined }
      : {}),
    feeOre,
    ...(claimedCompensationOre > 0 ? { claimedCompensationOre } : {}),
    statutoryFeeOre: d.fee.statutoryFeeOre,
    // the fee with the rule and figures that produced it (issue 10 "Each fee and deadline records the rule")
    fees: [
      {
        voucherId,
        feeOre,
        statutoryFeeOre: d.fee.statutoryFeeOre,
        compensationOre: d.fee.compensationOre,
        explanations: d.fee.explanations,
      },
    ],
    interestOre: interest.totalOre,
    channels,
    letterId: runId,
    letter,
    runBy: actor.userId,
    requestHash,
    sweep: "planned",
    createdAt: at,
    updatedAt: at,
  };
  const use: Use = { kind: "step", channels, stepKind: d.step.kind, caseId, ref: runId, by: actor.userId };
  let stepAt = 0;
  // the customer's planned-letters item first, so the sweep finds this letter if it is not queued below (sweep.ts)
  await notePlannedLetter(customerId, d.plannedSendAt);
  try {
    await committed(
      db()
        .transaction.write((e) => {
          const caseItems = caseWriteItems(e, c, after, {
            kind: "step-run",
            by: actor.userId,
            byName,
            data: {
              stepId: d.step.id,
              kind: d.step.kind,
              name: d.step.nameNo,
              nameEn: d.step.nameEn,
              runId,
              feeOre,
              plannedSendAt: d.plannedSendAt,
              deadlineDate: d.deadline.deadlineDate,
              channels,
            } satisfies StepRunEventData,
          });
          stepAt = caseItems.length;
          return [
            ...caseItems,
            e.caseStep.create(step).commit(),
            ...consume(e, customerId, use),
            ...(opts.alsoWrite?.(e, step) ?? []),
          ];
        })
        .go(),
    );
  } catch (err) {
    if (failedAt(err, stepAt)) return null; // this key's run is already written
    throw refusalAt(err, stepAt + 1, use) ?? err;
  }
  return step;
}

/** Queues the letter of a planned step whose time has come, and marks it queued (once: conditioned on planned). */
export async function queueIfDue(step: CaseStepItem, now: Date): Promise<CaseStepItem> {
  if (step.status !== "planned" || step.plannedSendAt > now.getTime()) return step;
  await queueLetter(step.letter as never);
  const queuedAt = Clock.nowMs();
  try {
    await db()
      .entities.caseStep.patch({ customerId: step.customerId, caseId: step.caseId, runId: step.runId })
      .set({ status: "queued", queuedAt, sweep: "done" })
      .where((a, { eq }) => eq(a.status, "planned"))
      .go();
  } catch (err) {
    // another sweep marked it first: the letter's job is keyed, so it was queued once
    if (!isConditionFailure(err)) throw err;
  }
  return { ...step, status: "queued", queuedAt, sweep: "done" };
}

export { caseStepView };
