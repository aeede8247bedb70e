import "../../i18n/cases"; // registers the texts of the keys named here
import "../../i18n/steps"; // registers the texts of the keys named here
import "../entities"; // registers the entities named here (stepBatchItem, caseStep)
import { readAllowance, costOf, notEnough } from "../../billing/entitlements";
import { Clock } from "../../clock";
import { db } from "../../dynamo/db";
import { isConditionFailure } from "../../dynamo/errors";
import { t, type Language } from "../../i18n/messages";
import { readBatch, startBatch, startBatchRun, BATCH_KEEP_SECONDS } from "../../jobs/batch";
import type { BatchSource } from "../../jobs/batch-sources";
import { idempotentRequest, keyReused } from "../../command/idempotency";
import { AppError, type FieldErrors } from "../../util/error";
import { userEmail } from "../actor-names";
import { requireBulkActions } from "../bulk-switch";
import { stepById } from "../../procedures";
import { debtorNamesOf } from "../store";
import type { SendChannel } from "../vocabulary";
import { stepRunSpec, type StepRunPayload } from "./step-batch.spec";
import type { StepBatchView } from "./step-batch-views.schema";
import type { SendCaseDocumentsInput } from "./step-views.schema";
import { stepBatchView } from "./step-batch-views";

/**
 * A step on many cases at once (docs/batches.md; SPEC 5 "at most 50 at once"): the request checks what it can know
 * at once (`check`: the cases are the customer's, the step exists, the sends can pay for the cheapest letters; a
 * refusal refuses the request, 422 with one field per case `cases.<caseId>`, and queues nothing). Then the items are
 * written `pending` and `startBatch` queues one keyed job per case (`cases.step-run`, step-batch-run.ts), which checks
 * the case as the step dialog does (the law, the window, the ladder, the exact sends) before it makes the step; the
 * request answers at once with the batch.
 *
 * The same request twice is the same batch: its id comes from the Idempotency-Key when given (another body under the
 * key: 422 on the header), else from the request itself and the day, so a double click starts one batch.
 */

const PATH = "/case-documents/send";

export interface StepBatchActor {
  userId: string;
  email?: string;
}

/** The batch's id and the fingerprint of the request (ledger/idempotency.ts, scope `step-batches`). */
function identify(customerId: string, input: SendCaseDocumentsInput, caseIds: string[], key: string | undefined) {
  const body = { stepId: input.stepId, channels: input.channels ?? null, caseIds: [...caseIds].sort() };
  const { hash } = idempotentRequest("step-batches", "-", "POST", PATH, body);
  const scoped = key ?? `day:${Clock.today()}:${hash}`;
  const request = idempotentRequest("step-batches", `${customerId}:${scoped}`, "POST", PATH, body);
  return { batchId: `sb${request.key.slice(0, 30)}`, requestHash: request.hash };
}

type Checked = { caseId: string; debtorName: string };

/**
 * What the request checks before it answers (decision 28.11.2026, docs/batches.md "What the request checks"): that
 * each case is the customer's (one BatchGet: a case of none is refused, a field per case, and nothing is queued),
 * that the step exists, and that the sends left can pay for at least the cheapest letter of each case (its channels
 * as asked, else e-mail). The law, the sending window, the procedure's ladder and the exact sends are checked by each
 * case's job, as the step dialog checks them, where a refusal turns the case's item failed with its reason in both
 * languages (step-batch-run.ts): so the answer comes within 300 ms whatever the 50 cases are.
 */
async function check(
  customerId: string,
  input: SendCaseDocumentsInput,
  caseIds: string[],
): Promise<{ checked: Checked[]; titleNo: string; titleEn: string }> {
  const [step, found, allowance] = await Promise.all([
    stepById(input.stepId),
    debtorNamesOf(customerId, caseIds),
    readAllowance(customerId),
  ]);
  const missing = caseIds.filter((id) => !found.has(id));
  if (missing.length > 0) {
    const fields: FieldErrors = Object.fromEntries(missing.map((id) => [`cases.${id}`, ["errors.notFound"]]));
    throw new AppError("VALIDATION", "stepBatches.casesRefused", {}, fields);
  }
  // the channels asked cost what they cost; else each case's letter goes by one of the step's channels at least
  const cost = (channels: SendChannel[]) =>
    costOf({ kind: "step", channels, stepKind: step.kind, caseId: "-" }).halfSends;
  const least = input.channels ? cost(input.channels) : Math.min(...step.channels.map((ch) => cost([ch])));
  if (least * caseIds.length > allowance.halfSends) throw notEnough("halfSends");
  return {
    checked: caseIds.map((caseId) => ({ caseId, debtorName: found.get(caseId)! })),
    titleNo: step.nameNo,
    titleEn: step.nameEn,
  };
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
  const caseIds = [...new Set(input.caseIds)];
  const { batchId, requestHash } = identify(customerId, input, caseIds, opts.key);
  // every read of the start in one round trip (docs/batches.md "The answer's time"): the off switch, the batch (the
  // same request before), the check's (the cases, the step, the sends left), the user's e-mail. A repeat uses none
  // of the check: it meets its batch whatever the check would say now (its own steps may have used the sends)
  const checking = check(customerId, input, caseIds);
  checking.catch(() => undefined); // a repeat's refusal is not its answer; a start's is, below
  // staff's off switch (bulk-switch.ts): "Function temporarily disabled: continue cases one by one" (409)
  const [, before, email] = await Promise.all([
    requireBulkActions(customerId),
    readBatch(batchId),
    actor.email ? Promise.resolve(actor.email) : userEmail(actor.userId),
  ]);
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
  const { checked, titleNo, titleEn } = await checking;
  const items = itemsOf(customerId, batchId, input.stepId, checked);
  const batch = await startBatchRun({
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
      titleNo,
      titleEn,
      requestHash,
    },
    alsoWrite: {
      rows: items.length,
      commits: (tx) => items.map((item) => tx.stepBatchItem.create(item).commit()),
      apart: () => createApart(items),
    },
  });
  return { batch: stepBatchView(batch), created: true };
}

/**
 * The items before their jobs, `pending`, each created once (a start sent twice at once must not set one back to
 * pending): written in the batch's own transaction (`startBatchRun`'s `alsoWrite`; SPEC 5's 50 cases and the batch
 * fit DynamoDB's 100), one round trip instead of 51, which is most of the answer's time when the consumers share the
 * cores. When it is refused (some items exist: the same start running beside this one) each is created on its own
 * (`createApart`), those that exist left as they are.
 */
function itemsOf(customerId: string, batchId: string, stepId: string, checked: Checked[]) {
  const expiresAt = Clock.nowSeconds() + BATCH_KEEP_SECONDS;
  return checked.map((c) => ({
    customerId,
    batchId,
    caseId: c.caseId,
    debtorName: c.debtorName,
    stepId,
    status: "pending" as const,
    expiresAt,
  }));
}

async function createApart(items: ReturnType<typeof itemsOf>): Promise<void> {
  await Promise.all(
    items.map((item) =>
      db()
        .entities.stepBatchItem.create(item)
        .go()
        .catch((err: unknown) => {
          if (!isConditionFailure(err)) throw err;
        }),
    ),
  );
}

/** The answer's message: "3 cases are queued for the step Purring." */
export const startedMessage = (b: StepBatchView, lang: Language) =>
  t(lang, "stepBatches.accepted", { count: b.total, name: lang === "no" ? b.titleNo : b.titleEn });
