/**
 * Every timed job of the product, in one list: `stacks/Events.ts` turns each into an EventBridge Scheduler
 * schedule (time zone Europe/Oslo) and the local scheduler of `npm start` fires the same entries from it.
 * `cron` is in AWS's six-field form: minutes hours day-of-month month day-of-week year. No schedule fires between
 * 02:00 and 03:00 Oslo time (the spring DST gap; stacks.test.ts checks it).
 *
 * An entry either names a job of `jobs/registry.ts` (`job`), which one generic function enqueues with the occurrence
 * as its key (a schedule that fires twice for one occurrence runs once), or a handler of its own (`handler`) for
 * work that must not wait in the queue.
 */
interface ScheduleBase {
  id: string;
  description: string;
  cron: string;
  timezone: "Europe/Oslo";
}

export interface HandlerSchedule extends ScheduleBase {
  /** The handler, as SST's `Function.handler` path: file without extension + export. */
  handler: string;
}

export interface JobSchedule extends ScheduleBase {
  /** The job to enqueue, by its type in jobs/registry.ts; its payload is `{ at }`, the occurrence (ISO time). */
  job: { type: string };
}

export type Schedule = HandlerSchedule | JobSchedule;

/** The one function that serves every job schedule (`stacks/Events.ts`, the local scheduler). */
export const ENQUEUE_HANDLER = "packages/functions/src/cron/enqueue.handler";

export const isJobSchedule = (s: Schedule): s is JobSchedule => "job" in s;
/** The handler a schedule invokes: its own, or the generic enqueue function. */
export const handlerOf = (s: Schedule): string => (isJobSchedule(s) ? ENQUEUE_HANDLER : s.handler);

export const schedules: Schedule[] = [
  {
    id: "expire-registrations",
    description: "Removes registrations not activated within 7 days, so the address can register again",
    cron: "cron(15 3 * * ? *)",
    timezone: "Europe/Oslo",
    job: { type: "accounts.expire-registrations" },
  },
  {
    id: "carry-out-deletions",
    description: "Deletes customers and users whose deletion was requested more than 7 days ago",
    // not inside 02:00–03:00: that hour does not exist on the spring DST night, and Scheduler skips such a run
    cron: "cron(30 3 * * ? *)",
    timezone: "Europe/Oslo",
    handler: "packages/functions/src/cron/carry-out-deletions.handler",
  },
  {
    id: "print-batch",
    description: "Joins the letters to post into the day's print batch PDF for the print partner (letters/print-queue.ts)",
    cron: "cron(0 14 ? * MON-FRI *)",
    timezone: "Europe/Oslo",
    job: { type: "letters.print-batch" },
  },
  {
    id: "queue-planned-letters",
    description: "Queues the letters of steps planned outside the sending windows once their window opens (cases/steps/sweep.ts)",
    // every 15 minutes except 02:00–03:00 (the DST hour: skipped in spring, twice in autumn)
    cron: "cron(0/15 0-1,3-23 * * ? *)",
    timezone: "Europe/Oslo",
    job: { type: "cases.queue-planned-letters" },
  },
  {
    id: "resume-paused-cases",
    description: "Resumes the paused cases whose reactivation date has come, and e-mails those who asked (cases/operations/pause.ts)",
    // hourly, but not 02:xx (the hour the spring DST change skips in Oslo)
    cron: "cron(5 0-1,3-23 * * ? *)",
    timezone: "Europe/Oslo",
    job: { type: "cases.resume-paused" },
  },
  {
    id: "ready-due-cases",
    description: "Moves the waiting cases whose due date has passed to ready (cases/operations/ready-due.ts)",
    // daily just after midnight, the day after a due date (not 02:xx, the hour the spring DST change skips)
    cron: "cron(10 0 * * ? *)",
    timezone: "Europe/Oslo",
    job: { type: "cases.ready-due" },
  },
  {
    id: "autopilot",
    description: "The full auto-pilot's evening run: cases started on overdue items and each case's next lawful step (cases/autopilot/run.ts)",
    // SPEC 4: "Full-auto starts cases at 19:00 on the start date"; its letters go when the window opens
    cron: "cron(0 19 * * ? *)",
    timezone: "Europe/Oslo",
    job: { type: "cases.autopilot" },
  },
  {
    id: "notifications",
    description:
      "The customers' notifications of the day: reminders, due-date alerts and ledger reports (notifications/send.ts)",
    // daily at 07:00, before the working day (issue 20: a reminder waits for no one)
    cron: "cron(0 7 * * ? *)",
    timezone: "Europe/Oslo",
    job: { type: "notifications.daily" },
  },
  {
    id: "company-register-sync",
    description:
      "Keeps the customers' own company details and company debtors in step with Enhetsregisteret, for those who turned it on (company-register/sync.ts)",
    // daily at 04:30, after the register's night and before the working day (not 02:xx, the DST hour)
    cron: "cron(30 4 * * ? *)",
    timezone: "Europe/Oslo",
    job: { type: "company-register.sync" },
  },
  {
    id: "accounting-sync",
    description:
      "Syncs the ledgers of the customers connected to an accounting system: one keyed job per customer (accounting/sync.ts)",
    // daily at 05:00, after the systems' nights and before the working day (not 02:xx, the DST hour)
    cron: "cron(0 5 * * ? *)",
    timezone: "Europe/Oslo",
    job: { type: "accounting.sync-all" },
  },
  {
    id: "billing-run",
    description: "Invoices the customers of every billing schedule whose day of issue is today, for its last whole period (billing/billing-run.ts)",
    // daily at 06:00: a schedule's day of issue (1-28) is a day after its period ended (the month end)
    cron: "cron(0 6 * * ? *)",
    timezone: "Europe/Oslo",
    job: { type: "billing.run" },
  },
  {
    id: "plan-ends",
    description: "Renews or ends the customers' plans whose period is over, and lapses units past their expiry (billing/plan-ends.ts)",
    // daily at 00:30, the day after a plan's last day, before the billing run (06:00) invoices the renewals
    cron: "cron(30 0 * * ? *)",
    timezone: "Europe/Oslo",
    job: { type: "billing.plan-ends" },
  },
];
