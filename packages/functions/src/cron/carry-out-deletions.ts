import { loadSecrets } from "@innfri/core/config";
import { carryOutDeletions } from "@innfri/core/accounts/deletion";
import { heartbeat } from "@innfri/core/util/heartbeat";

/** Scheduled daily (see packages/core/src/schedules.ts). */
export const handler = async () => {
  await loadSecrets();
  const result = await carryOutDeletions();
  heartbeat("carry-out-deletions"); // the schedule's heartbeat (Monitoring.ts): only a run that succeeded
  return result;
};
