/**
 * The heartbeat of a schedule (schedules.ts): one `ScheduledRunSucceeded` datapoint each time its run succeeds,
 * dimensioned by stage and schedule. stacks/Monitoring.ts alarms when a schedule has none over its window, missing
 * data counting as breaching, so a schedule that stopped firing, or whose job keeps failing, pages someone.
 *
 * Written as CloudWatch embedded metric format (EMF): a JSON line on stdout that CloudWatch Logs turns into the
 * metric, with no SDK, no request and no permission beyond logging. It goes through `process.stdout.write`, not
 * `console.log`, because Lambda's JSON log format wraps console output in its own object, where CloudWatch would no
 * longer find the EMF document. Outside Lambda (`npm start`, tests) nothing is written.
 */
export const HEARTBEAT_NAMESPACE = "Innfri";
export const HEARTBEAT_METRIC = "ScheduledRunSucceeded";

/** The EMF document of one successful run. */
export function heartbeatDocument(stage: string, schedule: string, nowMs: number) {
  return {
    _aws: {
      Timestamp: nowMs,
      CloudWatchMetrics: [
        {
          Namespace: HEARTBEAT_NAMESPACE,
          Dimensions: [["Stage", "Schedule"]],
          Metrics: [{ Name: HEARTBEAT_METRIC, Unit: "Count" }],
        },
      ],
    },
    Stage: stage,
    Schedule: schedule,
    [HEARTBEAT_METRIC]: 1,
  };
}

/** Records that a run of `schedule` succeeded (in a deployed function; elsewhere a no-op). */
export function heartbeat(schedule: string, write: (line: string) => void = (l) => void process.stdout.write(l)): void {
  if (!process.env.AWS_LAMBDA_FUNCTION_NAME) return;
  const stage = process.env.SST_STAGE ?? "unknown";
  write(JSON.stringify(heartbeatDocument(stage, schedule, Date.now())) + "\n");
}
