import "../../i18n/steps"; // registers the texts of the keys named here
import "../entities"; // registers the entities named here
import "../../accounts/entities"; // registers the entities named here
import { ulid } from "ulid";
import { Clock } from "../../clock";
import { db } from "../../dynamo/db";
import { committed } from "../../dynamo/transaction";
import { idempotentRequest, keyReused } from "../../ledger/idempotency";
import { getDebtorItem, retrying } from "../../ledger/store";
import { queueLetter, RenderLetter } from "../../letters/letter-queue";
import { templateFor } from "../../procedures";
import { AppError, fieldError } from "../../util/error";
import { failedAt, HALF_SENDS, notEnoughSends } from "../allowances";
import type { CaseActor } from "../start";
import { afterStepRun, caseWriteItems, getCase } from "../store";
import type { SendChannel, StepSource } from "../vocabulary";
import { caseStepItems, stepDecisions, type CaseStepItem, type StepDecision } from "./available";
import { buildLetter, caseInterest } from "./letter";
import type { RunStepInput } from "./step-views.schema";
import { caseStepView } from "./views";

/**
 * Running a step on a case (issue 10; docs/cases.md "Steps"). The law decides (available.ts) for the day the
 * letter goes: the next opening of the sending window. One transaction (docs/architecture.md "One command, one
 * transaction") writes the case (active, last step, its fee kept apart from the principal: domain-norway.md 1.10,
 * the interest up to the sending day), its counters and event, the case-step with the fee's rule and figures and
 * the letter's model, and the sends it uses (conditioned: "Not enough sends"). The letter is queued after the
 * commit when the window is open; otherwise, or when queueing fails, the step waits as planned and the sweep
 * (sweep.ts, every 15 minutes) queues it when its time comes. With an Idempotency-Key the run's id comes from the
 * key, so a repeat meets the first run and answers it.
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
}

/** The run's id: from the request's key (a repeat meets it), else a ULID. Letter ids allow [A-Za-z0-9_-]{1,40}. */
const runIdOf = (hashedKey: string | undefined) => (hashedKey ? `k${hashedKey.slice(0, 32)}` : ulid());

async function existingRun(customerId: string, caseId: string, runId: string) {
  return (await db().entities.caseStep.get({ customerId, caseId, runId }).go({ consistent: true })).data;
}

/** The refusal of a step the law does not allow now: its main reason on the field `stepId`. */
function refused(d: StepDecision): AppError {
  const main = d.reasons[0];
  if (!main) return fieldError("stepId", "steps.notAvailable");
  // the reason in words in both languages; the message of each language picks its own (i18n steps.reason)
  return new AppError(
    "VALIDATION",
    "steps.notAvailable",
    {},
    { stepId: ["steps.reason"] },
    {
      stepId: { reasonNo: main.textNo, reasonEn: main.textEn },
    },
  );
}

/** The channels the letter goes by: the ones asked (each allowed by the step), else the step's that reach the debtor. */
function channelsOf(d: StepDecision, asked: RunStepInput["channels"], hasEmail: boolean): SendChannel[] {
  if (d.sender === "partner") return ["partner"];
  if (asked) {
    for (const ch of asked)
      if (!d.channels.includes(ch)) throw fieldError("channels", "steps.channelNotAllowed", { channel: ch });
    if (asked.includes("email") && !hasEmail) throw fieldError("channels", "steps.noEmail");
    return [...new Set(asked)];
  }
  const usable = d.channels.filter((ch) => ch !== "partner" && (ch !== "email" || hasEmail));
  if (usable.length === 0)
    throw fieldError("channels", d.channels.includes("email") ? "steps.noEmail" : "steps.channelNotAllowed", {
      channel: d.channels.join(", "),
    });
  // one channel by default: e-mail when the debtor has one (a send), else post (half a send)
  return usable.includes("email") ? ["email"] : [usable[0]!];
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
  const first = await repeat();
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
  // the reads in parallel where they do not depend on each other (the step run's budget: p95 ≤ 300 ms)
  const [c, items, customer] = await Promise.all([
    getCase(customerId, caseId),
    caseStepItems(customerId, caseId),
    db()
      .entities.customer.get({ customerId })
      .go()
      .then((r) => r.data),
  ]);
  const [decisions, debtor] = await Promise.all([stepDecisions(c, items, now), getDebtorItem(customerId, c.debtorId)]);
  const d = decisions.find((x) => x.step.id === input.stepId);
  if (!d) throw fieldError("stepId", "steps.notNext");
  if (!d.allowed || !d.fee) throw refused(d);
  if (!customer || !debtor) throw new AppError("NOT_FOUND", "errors.notFound");
  const channels = channelsOf(d, input.channels, !!debtor.email?.trim());
  const feeOre = d.fee.feeOre;
  const [interest, texts] = await Promise.all([
    caseInterest(c.claims as never, d.sendDate),
    // the debtor's language (ledger debtor-rules DEBTOR_LANGUAGES): letter, its general text and the mail
    templateFor(d.step.id, debtor.language ?? "no"),
  ]);
  const earlierFees = items
    // the fees on the case: a reverted step's only when the case kept it (issue 11 "Revert")
    .filter((s) => s.status !== "failed" && (s.status !== "reverted" || s.feesKept))
    .map((s) => ({ kind: s.kind, feeOre: s.feeOre }));
  const letter = RenderLetter.parse(
    buildLetter({
      c,
      customer,
      debtor,
      decision: d,
      earlierFees,
      feeOre,
      interest,
      runId,
      channels,
      texts,
      language: debtor.language ?? "no",
    }),
  );
  const at = Clock.nowMs();
  const after = {
    ...afterStepRun(c, { stepId: d.step.id, kind: d.step.kind, name: d.step.nameNo, at }, feeOre),
    interestOre: interest.totalOre,
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
    feeOre,
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
  const halfSends = channels.reduce((s, ch) => s + HALF_SENDS[ch], 0);
  let stepAt = 0;
  try {
    await committed(
      db()
        .transaction.write((e) => {
          const caseItems = caseWriteItems(e, c, after, {
            kind: "step-run",
            by: actor.userId,
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
            },
          });
          stepAt = caseItems.length;
          return [
            ...caseItems,
            e.caseStep.create(step).commit(),
            ...(halfSends > 0
              ? [
                  e.caseAllowance
                    .update({ customerId })
                    .subtract({ halfSends })
                    .where((a, { gte }) => gte(a.halfSends, halfSends))
                    .commit(),
                ]
              : []),
          ];
        })
        .go(),
    );
  } catch (err) {
    if (failedAt(err, stepAt)) return null; // this key's run is already written
    if (halfSends > 0 && failedAt(err, stepAt + 1)) throw notEnoughSends();
    throw err;
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
    if (!conditionFailed(err)) throw err;
  }
  return { ...step, status: "queued", queuedAt, sweep: "done" };
}

/** ElectroDB wraps the SDK's error; a failed condition is somewhere in the chain of causes. */
function conditionFailed(err: unknown): boolean {
  let e: unknown = err;
  for (let depth = 0; e && depth < 5; depth++) {
    const { name, code, cause } = e as { name?: string; code?: string; cause?: unknown };
    if (name === "ConditionalCheckFailedException" || code === "ConditionalCheckFailedException") return true;
    e = cause;
  }
  return false;
}

export { caseStepView };
