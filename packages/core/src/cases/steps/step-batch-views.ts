import "../../i18n/steps"; // registers the texts of the keys named here
import "../entities"; // registers the entities named here (stepBatchItem, caseStep)
import { db } from "../../dynamo/db";
import { t, type Language } from "../../i18n/messages";
import { readBatch } from "../../jobs/batch-read";
import { AppError } from "../../util/error";
import type { CaseStepStatus } from "./step-views.schema";
import type {
  StepBatchFilters,
  StepBatchItemStatus,
  StepBatchItemView,
  StepBatchStatus,
  StepBatchView,
} from "./step-batch-views.schema";

/**
 * Reading step batches (docs/batches.md): the customer's list (their index, newest first) and one batch's cases,
 * each with its status: the stored one, and once created, the step's own (its letter queued: completed; sent:
 * successful). Another customer's batch is not found.
 */

type Batch = NonNullable<Awaited<ReturnType<typeof readBatch>>>;
const KIND = "cases.step-run";
/** The most batches the list reads (30 days are kept): far beyond what a customer starts in that time. */
const MAX_LISTED = 500;

const batchStatusOf = (b: Batch): StepBatchStatus =>
  b.status === "running" ? "running" : b.failed > 0 ? "failed" : "done";

export const stepBatchView = (b: Batch): StepBatchView => ({
  id: b.batchId,
  status: batchStatusOf(b),
  source: b.source ?? "batch",
  userEmail: b.userEmail ?? null,
  stepId: b.subject ?? "",
  titleNo: b.titleNo ?? "",
  titleEn: b.titleEn ?? "",
  total: b.total,
  done: b.done,
  failed: b.failed,
  createdAt: b.createdAt,
});

export async function listStepBatches(
  customerId: string,
  q: { page: number; rowsPerPage: number; filters: StepBatchFilters },
): Promise<{ data: StepBatchView[]; total: number }> {
  const { data } = await db()
    .entities.batchRun.query.byCustomer({ customerId })
    .where((a, { eq }) => eq(a.kind, KIND))
    .go({ order: "desc", count: MAX_LISTED, pages: "all" });
  const views = (data as Batch[])
    .map(stepBatchView)
    .filter(
      (b) =>
        (!q.filters.status || b.status === q.filters.status) && (!q.filters.source || b.source === q.filters.source),
    );
  const from = (q.page - 1) * q.rowsPerPage;
  return { data: views.slice(from, from + q.rowsPerPage), total: views.length };
}

/** A created item's status from its step: queued → completed, sent → successful, failed → failed. */
const FROM_STEP: Partial<Record<CaseStepStatus, StepBatchItemStatus>> = {
  queued: "completed",
  sent: "successful",
  failed: "failed",
};

export async function stepBatchStatuses(
  customerId: string,
  batchId: string,
  lang: Language,
): Promise<{ batch: StepBatchView; data: StepBatchItemView[] }> {
  const b = await readBatch(batchId);
  if (!b || b.customerId !== customerId || b.kind !== KIND) throw new AppError("NOT_FOUND", "errors.notFound");
  const { data: items } = await db().entities.stepBatchItem.query.byBatch({ customerId, batchId }).go({ pages: "all" });
  const created = items.filter((i) => i.runId);
  const steps = created.length
    ? (
        await db()
          .entities.caseStep.get(created.map((i) => ({ customerId, caseId: i.caseId, runId: i.runId! })))
          .go()
      ).data
    : [];
  const stepOf = new Map(steps.map((s) => [`${s.caseId}#${s.runId}`, s]));
  const ended = b.status === "done";
  const data = items
    .map((i): StepBatchItemView => {
      const step = i.runId ? stepOf.get(`${i.caseId}#${i.runId}`) : undefined;
      // an item still pending when its batch has ended failed on its last delivery (a fault, not a refusal)
      const lost = ended && (i.status === "pending" || i.status === "processing");
      const status: StepBatchItemStatus = lost
        ? "failed"
        : i.status === "created" && step
          ? (FROM_STEP[step.status] ?? "created")
          : i.status;
      const errorNo = i.errorNo ?? (lost ? t("no", "stepBatches.itemLost") : null);
      const errorEn = i.errorEn ?? (lost ? t("en", "stepBatches.itemLost") : null);
      return {
        caseId: i.caseId,
        debtorName: i.debtorName,
        stepId: i.stepId,
        status,
        runId: i.runId ?? null,
        message: lang === "no" ? errorNo : errorEn,
        errorNo,
        errorEn,
        updatedAt: i.updatedAt,
      };
    })
    .sort((x, y) => Number(x.caseId) - Number(y.caseId) || x.caseId.localeCompare(y.caseId));
  return { batch: stepBatchView(b), data };
}
