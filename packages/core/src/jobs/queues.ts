import type { JobType } from "./registry";

/**
 * The job queues, one per workload (docs/deploy.md "Job queues"): `mail` (short jobs whose latency users feel:
 * activation, password reset, letters by e-mail) and `heavy` (imports, PDF rendering, batches, scheduled sweeps),
 * so a large import cannot delay a password-reset mail. Each has its dead-letter queue and its own capped consumer
 * (stacks/Jobs.ts); locally `npm start` runs both on the same SQS emulator.
 */
export const JOB_QUEUES = ["mail", "heavy"] as const;
export type JobQueue = (typeof JOB_QUEUES)[number];

/**
 * Which queue carries each kind of job: the ONE place that decides it. Typed by the registry's kinds, so a kind
 * added to registry.ts without a line here fails to compile. A light module (strings only): `enqueue` reads it
 * without loading the registry and its handlers.
 */
export const QUEUE_OF: Record<JobType, JobQueue> = {
  "mail.send": "mail",
  "ledger.import.parse": "heavy",
  "ledger.import.commit": "heavy",
  "accounts.expire-registrations": "heavy",
  "letters.render-letter": "heavy",
  "letters.print-batch": "heavy",
  "cases.queue-planned-letters": "heavy",
  "cases.step-run": "heavy",
  "cases.release-planned-letters": "heavy",
  "cases.resume-paused": "heavy",
  "cases.ready-due": "heavy",
  "cases.ready-due-customer": "heavy",
  "cases.autopilot": "heavy",
  "cases.autopilot-page": "heavy",
  "cases.apply-pending-payment": "heavy",
  "billing.invoice-customer": "heavy",
  "billing.run": "heavy",
  "billing.plan-end": "heavy",
  "billing.plan-ends": "heavy",
  "notifications.daily": "heavy",
  "notifications.customer": "heavy",
  "credit-check.report-pdf": "heavy",
  "company-register.sync": "heavy",
  "company-register.sync-customer": "heavy",
  "accounting.sync": "heavy",
  "accounting.sync-customer": "heavy",
  "accounting.sync-all": "heavy",
  "accounting.write-back": "heavy",
};

/** The queue of a kind; a kind outside the registry (a test's own job) goes with the heavy work. */
export const queueOf = (type: string): JobQueue => (QUEUE_OF as Record<string, JobQueue | undefined>)[type] ?? "heavy";

/**
 * Receives before a job goes to its dead-letter queue (stacks/Jobs.ts `maxReceiveCount`, the local queues too):
 * AWS advises at least 5 for Lambda event sources, so that throttling and a concurrent duplicate delivery
 * (run.ts JobInProgressError fails it on purpose) do not dead-letter a job. A batch item counts as failed on this one.
 */
export const MAX_RECEIVES = 5;

/**
 * The longest run of one job on each queue, in seconds: the consumer's Lambda timeout (stacks/Jobs.ts; the queue's
 * visibility timeout is six times it, as AWS advises) and the basis of a run's claim lease (run.ts). Mail is short;
 * an import of 10 000 invoices or a print batch of a day's letters is not.
 */
export const JOB_TIMEOUT_SECONDS: Record<JobQueue, number> = { mail: 60, heavy: 900 };

/**
 * How soon a failed job of these kinds is delivered again, in seconds, instead of the queue's visibility timeout
 * (90 minutes on the heavy queue): a letter to a debtor that failed (S3 or SES for a moment) goes again within
 * minutes, inside the sending window it was planned for (issue 18). The consumer sets it on the failed message
 * (functions/src/queues/jobs.ts); the claim is given back on failure (run.ts), so the next delivery runs it.
 */
const RETRY_AFTER_SECONDS: Partial<Record<JobType, number>> = {
  "letters.render-letter": 120,
  // an accounting system that did not answer is asked again within minutes (accounting/sync.ts, write-back.ts)
  "accounting.sync": 120,
  "accounting.sync-customer": 300,
  "accounting.write-back": 300,
};
export const retryAfterOf = (type: string): number | undefined =>
  (RETRY_AFTER_SECONDS as Record<string, number | undefined>)[type];

/**
 * How long a run's claim holds (run.ts): longer than the run can last, so a duplicate delivery never runs a job
 * that is still running, and far shorter than the visibility timeout, so the claim of a run that died has expired
 * when the queue delivers the job again.
 */
export const leaseMsOf = (type: string) => 1.5 * JOB_TIMEOUT_SECONDS[queueOf(type)] * 1000;

/** The fair-queue group of work no customer owns (registration and password mails, scheduled sweeps). */
export const PLATFORM_GROUP = "platform";

/**
 * The SQS fair-queue group of a job (`MessageGroupId` on a standard queue): its customer, so a burst of one
 * customer's jobs cannot hold back another's (SQS keeps every group's dwell time even). The customer is the one
 * given to `enqueue`, else the payload's `customerId`, else the customer of the mail log entry a mail updates;
 * without one, the platform's own group.
 */
export function messageGroupOf(payload: unknown, customerId?: string): string {
  const p = (payload ?? {}) as { customerId?: unknown; log?: { customerId?: unknown } };
  const fromPayload = typeof p.customerId === "string" ? p.customerId : undefined;
  const fromLog = typeof p.log?.customerId === "string" ? p.log.customerId : undefined;
  return customerId || fromPayload || fromLog || PLATFORM_GROUP;
}
