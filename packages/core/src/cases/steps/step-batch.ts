import "../../i18n/cases"; // registers the texts of the keys named here
import "../../i18n/steps"; // registers the texts of the keys named here
import "../entities"; // registers the entities named here (stepBatchItem, caseStep)
import { readAllowance, costOf, notEnough } from "../../billing/entitlements";
import { Clock } from "../../clock";
import { db } from "../../dynamo/db";
import { isConditionFailure } from "../../dynamo/errors";
import { t, type Language } from "../../i18n/messages";
import { readBatch, startBatch, BATCH_KEEP_SECONDS } from "../../jobs/batch";
import type { BatchSource } from "../../jobs/batch-sources";
import { idempotentRequest, keyReused } from "../../ledger/idempotency";
import { AppError, type FieldErrors } from "../../util/error";
import { userEmail } from "../actor-names";
import { requireBulkActions } from "../bulk-switch";
import { prepareStep } from "./prepare";
import { stepRunSpec, type StepRunPayload } from "./step-batch.spec";
import type { StepBatchView } from "./step-batch-views.schema";
import type { SendCaseDocumentsInput } from "./step-views.schema";
import { stepBatchView } from "./step-batch-views";

/**
 * A step on many cases at once (docs/batches.md; SPEC 5 "at most 50 at once"): every case is checked first as the
 * step dialog checks it (`prepareStep`: the case's state, the procedure's next step, the law for the next sending
 * day, the channels), and the sends of them all against what is left; one refusal refuses the request (422, one
 * field per case: `cases.<caseId>`) and queues nothing. Then the items are written `pending` and `startBatch` queues
 * one keyed job per case (`cases.step-run`, step-batch-run.ts); the request answers at once with the batch.
 *
 * The same request twice is the same batch: its id comes from the Idempotency-Key when given (another body under the
 * key: 422 on the header), else from the request itself and the day, so a double click starts one batch.
 */

const PATH = "/case-documents/send";
/** Checks at once (each reads the case, its steps, the debtor): enough to answer 50 cases in well under a second. */
const CHECKS_AT_ONCE = 10;

export interface StepBatchActor {
  userId: string;
  email?: string;
}

async function inChunks<T, R>(items: readonly T[], size: number, f: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = [];
  for (let i = 0; i < items.length; i += size) out.push(...(await Promise.all(items.slice(i, i + size).map(f))));
  return out;
}

/** The batch's id and the fingerprint of the request (ledger/idempotency.ts, scope `step-batches`). */
function identify(customerId: string, input: SendCaseDocumentsInput, caseIds: string[], key: string | undefined) {
  const body = { stepId: input.stepId, channels: input.channels ?? null, caseIds: [...caseIds].sort() };
  const { hash } = idempotentRequest("step-batches", "-", "POST", PATH, body);
  const scoped = key ?? `day:${Clock.today()}:${hash}`;
  const request = idempotentRequest("step-batches", `${customerId}:${scoped}`, "POST", PATH, body);
  return { batchId: `sb${request.key.slice(0, 30)}`, requestHash: request.hash };
}

type Checked = { caseId: string; debtorName: string; halfSends: number; nameNo: string; nameEn: string };

/** Each case checked as the step dialog checks it; the refusals as one 422, a field per case. */
async function check(customerId: string, input: SendCaseDocumentsInput, caseIds: string[]): Promise<Checked[]> {
  const now = Clock.now();
  const refusals: { caseId: string; err: AppError }[] = [];
  const checked = await inChunks(caseIds, CHECKS_AT_ONCE, async (caseId) => {
    try {
      const p = await prepareStep(customerId, caseId, input, now, "batch-check");
      const { halfSends } = costOf({ kind: "step", channels: p.channels, stepKind: p.decision.step.kind, caseId });
      return {
        caseId,
        debtorName: p.c.debtorName,
        halfSends,
        nameNo: p.decision.step.nameNo,
        nameEn: p.decision.step.nameEn,
      };
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      refusals.push({ caseId, err });
      return null;
    }
  });
  if (refusals.length > 0) {
    const fields: FieldErrors = {};
    const fieldParams: Record<string, Record<string, string | number>> = {};
    for (const { caseId, err } of refusals) {
      const [field, keys] = Object.entries(err.fields ?? {})[0] ?? [undefined, [err.messageKey]];
      fields[`cases.${caseId}`] = [keys[0]!];
      fieldParams[`cases.${caseId}`] = { ...err.params, ...(field ? err.fieldParams?.[field] : {}) };
    }
    throw new AppError("VALIDATION", "stepBatches.casesRefused", {}, fields, fieldParams);
  }
  const ok = checked as Checked[];
  const need = ok.reduce((s, c) => s + c.halfSends, 0);
  // what is left now; each step run's transaction still takes its own sends, conditioned (a race decides there)
  if (need > (await readAllowance(customerId)).halfSends) throw notEnough("halfSends");
  return ok;
}

/**
 * Starts the batch (or meets the one the same request started): `created` false for a repeat, whose items are
 * queued again (keyed: those queued or run already run once), finishing a start whose queueing failed half way.
 */
export async function startStepBatch(
  customerId: string,
  input: SendCaseDocumentsInput,
  actor: StepBatchActor,
  opts: { key?: string; source?: BatchSource } = {},
): Promise<{ batch: StepBatchView; created: boolean }> {
  // staff's off switch (bulk-switch.ts): "Function temporarily disabled: continue cases one by one" (409)
  await requireBulkActions(customerId);
  const caseIds = [...new Set(input.caseIds)];
  const { batchId, requestHash } = identify(customerId, input, caseIds, opts.key);
  const source = opts.source ?? "batch";
  const payloadOf = (caseId: string): StepRunPayload => ({
    customerId,
    batchId,
    caseId,
    stepId: input.stepId,
    ...(input.channels ? { channels: input.channels } : {}),
    userId: actor.userId,
    source,
  });
  const before = await readBatch(batchId);
  if (before) {
    if (before.customerId !== customerId || before.requestHash !== requestHash) throw keyReused();
    if (before.status === "running")
      await startBatch({
        batchId,
        kind: stepRunSpec.type,
        customerId,
        job: stepRunSpec,
        items: caseIds.map(payloadOf),
        key: (p) => p.caseId,
      });
    return { batch: stepBatchView((await readBatch(batchId))!), created: false };
  }
  const [checked, email] = await Promise.all([
    check(customerId, input, caseIds),
    actor.email ? Promise.resolve(actor.email) : userEmail(actor.userId),
  ]);
  const expiresAt = Clock.nowSeconds() + BATCH_KEEP_SECONDS;
  // the items before their jobs, each created once (a start sent twice at once must not set one back to pending)
  await Promise.all(
    checked.map((c) =>
      db()
        .entities.stepBatchItem.create({
          customerId,
          batchId,
          caseId: c.caseId,
          debtorName: c.debtorName,
          stepId: input.stepId,
          status: "pending",
          expiresAt,
        })
        .go()
        .catch((err: unknown) => {
          if (!isConditionFailure(err)) throw err;
        }),
    ),
  );
  await startBatch({
    batchId,
    kind: stepRunSpec.type,
    customerId,
    subject: input.stepId,
    job: stepRunSpec,
    items: caseIds.map(payloadOf),
    key: (p) => p.caseId,
    about: {
      source,
      ...(email ? { userEmail: email } : {}),
      titleNo: checked[0]!.nameNo,
      titleEn: checked[0]!.nameEn,
      requestHash,
    },
  });
  return { batch: stepBatchView((await readBatch(batchId))!), created: true };
}

/** The answer's message: "3 cases are queued for the step Purring." */
export const startedMessage = (b: StepBatchView, lang: Language) =>
  t(lang, "stepBatches.accepted", { count: b.total, name: lang === "no" ? b.titleNo : b.titleEn });
