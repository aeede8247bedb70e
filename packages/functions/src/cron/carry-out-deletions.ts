import { loadSecrets } from "@innfri/core/config";
import { carryOutDeletions } from "@innfri/core/accounts/deletion";

/** Scheduled daily (see packages/core/src/schedules.ts). */
export const handler = async () => {
  await loadSecrets();
  return await carryOutDeletions();
};
