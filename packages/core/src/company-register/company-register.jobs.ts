import { z } from "zod";
import { defineJob } from "../jobs/define";
import { syncCustomerJob as spec } from "./sync.spec";

/** `company-register.sync-customer`: one customer's synchronisation with Enhetsregisteret (sync.ts). */
export const syncCustomerJob = defineJob({
  ...spec,
  load: async () => {
    const { synchronizeCustomer } = await import("./sync");
    return async (p) => {
      await synchronizeCustomer(p.customerId, p.day);
    };
  },
});

/**
 * `company-register.sync` (schedule `company-register-sync`, 04:30 Oslo time): a keyed job per customer whose
 * synchronisation is on, for the occurrence's day (sync.ts `startCompanyRegisterSync`). Keyed by the occurrence.
 */
export const companyRegisterSyncJob = defineJob({
  type: "company-register.sync",
  schema: z.object({ at: z.string().max(40) }),
  key: (p) => p.at,
  load: async () => {
    const [{ startCompanyRegisterSync }, { osloDate }] = await Promise.all([
      import("./sync"),
      import("../cases/steps/oslo-time"),
    ]);
    return async (p) => {
      await startCompanyRegisterSync(osloDate(Date.parse(p.at)));
    };
  },
});
