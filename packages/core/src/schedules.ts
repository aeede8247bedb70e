/**
 * Every timed job of the product, in one list: `stacks/Events.ts` turns each into an EventBridge Scheduler
 * schedule (time zone Europe/Oslo) and the local scheduler of `npm start` fires the same handlers from it.
 * `cron` is in AWS's six-field form: minutes hours day-of-month month day-of-week year.
 */
export interface Schedule {
  id: string;
  description: string;
  cron: string;
  timezone: "Europe/Oslo";
  /** The handler, as SST's `Function.handler` path: file without extension + export. */
  handler: string;
}

export const schedules: Schedule[] = [
  {
    id: "expire-registrations",
    description: "Removes registrations not activated within 7 days, so the address can register again",
    cron: "cron(15 3 * * ? *)",
    timezone: "Europe/Oslo",
    handler: "packages/functions/src/cron/expire-registrations.handler",
  },
  {
    id: "carry-out-deletions",
    description: "Deletes customers and users whose deletion was requested more than 7 days ago",
    cron: "cron(30 2 * * ? *)",
    timezone: "Europe/Oslo",
    handler: "packages/functions/src/cron/carry-out-deletions.handler",
  },
];
