import { loadSecrets } from "@innfri/core/config";
import { expireRegistrations } from "@innfri/core/accounts/registrations";

/** Scheduled daily (see packages/core/src/schedules.ts). */
export const handler = async () => {
  await loadSecrets();
  return { removed: await expireRegistrations() };
};
