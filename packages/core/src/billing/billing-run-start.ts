import "./plan-stores"; // registers the entities named here (billingScheduleCustomer)
import { Clock } from "../clock";
import { db } from "../dynamo/db";
import type { BatchProgress } from "../realtime/events";
import { AppError } from "../util/error";
import { isIssueDay, lastPeriod, periodKey, type BillingPeriod, type Period } from "./billing-run-rules";
import { billingSchedules } from "./plan-stores";

/**
 * Starting a billing run (billing-run.ts; docs/billing.md "The billing run"): a batch of one keyed job per customer
 * on the schedule. Apart from the run itself, so that the admin function that starts it (POST
 * /v1/billing-schedules/{id}/run) does not bundle the invoice's PDF rendering.
 */

/** The batch channel a run reports its progress on (the staff's, not a customer's). */
export const BILLING_RUN_CHANNEL = "innfri-billing";

/** The customer ids on a schedule (all of them: a run is at most jobs/queue.ts MAX_FAN_OUT). */
async function scheduleCustomerIds(scheduleId: string): Promise<string[]> {
  const { data } = await db()
    .entities.billingScheduleCustomer.query.bySchedule({ scheduleId })
    .go({ pages: "all", attributes: ["customerId"] });
  return data.map((m) => m.customerId);
}

/**
 * Starts the run of a schedule's period (the last whole one before today when not given): a batch of one job per
 * customer on it. Starting it again (a double click, a retried schedule) queues nothing new: the batch id and the
 * jobs are keyed by the period. 404 for a schedule that does not exist; 422 for one not active.
 */
export async function startBillingRun(scheduleId: string, period?: Period): Promise<BatchProgress> {
  const schedule = await billingSchedules.get(scheduleId);
  if (!schedule.active) throw new AppError("VALIDATION", "validation.invalid", {}, { active: ["validation.invalid"] });
  const kind = schedule.period as BillingPeriod;
  const p = period ?? lastPeriod(kind, Clock.today());
  const customerIds = await scheduleCustomerIds(scheduleId);
  const { startBatch } = await import("../jobs/batch");
  const { billCustomerJob } = await import("./billing-run.spec");
  return startBatch({
    batchId: `billing-run#${periodKey(scheduleId, p)}`,
    kind: "billing-run",
    customerId: BILLING_RUN_CHANNEL,
    subject: `${schedule.name} ${p.from}–${p.to}`,
    job: billCustomerJob,
    items: customerIds.map((customerId) => ({ scheduleId, customerId, kind, from: p.from, to: p.to })),
    key: (item) => item.customerId,
  });
}

/** The scheduled run: every active schedule whose day of issue is today starts the run of its last period. */
export async function runDueBilling(today: string = Clock.today()): Promise<number> {
  const { data } = await billingSchedules.list({
    page: 1,
    rowsPerPage: 1000,
    sort: { field: "name", desc: false },
  });
  const due = data.filter(
    (s) => s.active && isIssueDay({ period: s.period as BillingPeriod, dayOfIssue: s.dayOfIssue }, today),
  );
  for (const s of due) await startBillingRun(s.id, lastPeriod(s.period as BillingPeriod, today));
  return due.length;
}
