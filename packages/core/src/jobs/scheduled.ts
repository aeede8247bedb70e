import { isJobSchedule, schedules, type Schedule } from "../schedules";
import { enqueue } from "./queue";
import { jobOfType } from "./registry";

/**
 * What a job schedule does when it fires (schedules.ts): enqueues its job with the occurrence as payload, keyed by
 * schedule and occurrence, so a schedule that fires twice for one occurrence (a retry, two schedulers) runs once.
 */
export async function enqueueScheduled(scheduleId: string, at: string, list: Schedule[] = schedules): Promise<string> {
  const schedule = list.find((s) => s.id === scheduleId);
  if (!schedule || !isJobSchedule(schedule)) throw new Error(`no job schedule ${scheduleId} in schedules.ts`);
  return enqueue(jobOfType(schedule.job.type), { at }, { key: `${schedule.id}#${at}`, schedule: schedule.id });
}
