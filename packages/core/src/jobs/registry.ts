import "../cases/letter-hooks"; // letters rendered and posted by the jobs listed here report to their cases
import "../cases/ledger-hooks"; // the imports and case payments listed here write the ledger: its hooks with them
import { sendMailJob } from "../mail/mail.jobs";
import { commitImportJob, parseImportJob } from "../ledger/import.jobs";
import { expireRegistrationsJob } from "../accounts/accounts.jobs";
import { printBatchJob, renderLetterJob } from "../letters/letters.jobs";

import { stepRunJob } from "../cases/steps/step-batch.jobs";
import { queuePlannedLettersJob, releasePlannedLettersJob } from "../cases/steps/steps.jobs";
import { resumePausedCasesJob } from "../cases/operations/pause.jobs";
import { readyDueCasesJob, readyDueCustomerJob } from "../cases/operations/ready-due.jobs";
import { autopilotPageJob, autopilotRunJob } from "../cases/autopilot/autopilot.jobs";
import { applyPendingPaymentJob } from "../cases/operations/case-payment.jobs";
import { invoiceCustomerJob, planEndCustomerJob, runDueBillingJob, runPlanEndsJob } from "../billing/billing.jobs";
import { notificationsDailyJob, notifyCustomerJob } from "../notifications/notifications.jobs";
import { creditReportPdfJob } from "../credit-check/credit-check.jobs";
import { companyRegisterSyncJob, syncCustomerJob } from "../company-register/company-register.jobs";
import {
  accountingSyncAllJob,
  accountingSyncCustomerJob,
  accountingSyncJob,
  accountingWriteBackJob,
} from "../accounting/accounting.jobs";
import type { JobDefinition } from "./define";
import type { JobRegistry } from "./run";

/**
 * Every kind of job the queue carries, in one list (like `dynamo/db.ts` for entities): a new kind is a `defineJob`
 * in its context's `*.jobs.ts` and one line here. Only the consumer (`functions/src/queues/jobs.ts`) and the
 * scheduler's enqueue function import this list; a context that queues a job imports its definition, not this.
 */
export const JOBS = [
  sendMailJob,
  parseImportJob,
  commitImportJob,
  expireRegistrationsJob,
  renderLetterJob,
  printBatchJob,
  queuePlannedLettersJob,
  stepRunJob,
  releasePlannedLettersJob,
  resumePausedCasesJob,
  readyDueCasesJob,
  readyDueCustomerJob,
  autopilotRunJob,
  autopilotPageJob,
  applyPendingPaymentJob,
  invoiceCustomerJob,
  runDueBillingJob,
  planEndCustomerJob,
  runPlanEndsJob,
  notificationsDailyJob,
  notifyCustomerJob,
  creditReportPdfJob,
  companyRegisterSyncJob,
  syncCustomerJob,
  accountingSyncJob,
  accountingSyncCustomerJob,
  accountingSyncAllJob,
  accountingWriteBackJob,
] as const;

export type JobType = (typeof JOBS)[number]["type"];

export const registry: JobRegistry = new Map(
  JOBS.map((job) => [job.type, job as unknown as JobDefinition<string, never>]),
);

/** The definition of a type that a schedule names (schedules.ts), or an error naming what is missing. */
export function jobOfType(type: string): JobDefinition<string, unknown> {
  const job = registry.get(type);
  if (!job) throw new Error(`no job of type ${type} in jobs/registry.ts`);
  return job as unknown as JobDefinition<string, unknown>;
}
