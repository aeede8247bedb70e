import { loadSecrets } from "@innfri/core/config";
import { enqueueScheduled } from "@innfri/core/jobs/scheduled";

/**
 * Every job schedule of packages/core/src/schedules.ts invokes this one function with `{ scheduleId, at }`
 * (stacks/Events.ts: `at` is the scheduler's `<aws.scheduler.scheduled-time>`); the local scheduler does the same.
 */
export const handler = async (event: { scheduleId?: string; at?: string }) => {
  if (typeof event?.scheduleId !== "string" || typeof event.at !== "string" || event.at.length > 40)
    throw new Error("cron/enqueue: the event needs { scheduleId, at }");
  await loadSecrets();
  return { jobId: await enqueueScheduled(event.scheduleId, event.at) };
};
