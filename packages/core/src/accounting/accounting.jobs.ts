import { z } from "zod";
import { defineJob } from "../jobs/define";
import {
  syncCustomerJob as customerSpec,
  syncJob as syncSpec,
  writeBackJob as writeBackSpec,
} from "./accounting.schema";

/**
 * The accounting integrations' jobs (docs/accounting.md), with their handlers behind `load`: the API enqueues by the
 * specs of accounting.schema.ts, so the adapters and the intake stay out of its bundle where it only enqueues.
 */

/** `accounting.sync`: one round of a sync; a run that stopped to wait queues its next round. */
export const accountingSyncJob = defineJob({
  ...syncSpec,
  load: async () => {
    const [{ runSync }, { enqueue }] = await Promise.all([import("./sync"), import("../jobs/queue")]);
    return async (p) => {
      if ((await runSync(p.customerId, p.syncId)) === "later") await enqueue(syncSpec, { ...p, round: p.round + 1 });
    };
  },
});

/** `accounting.sync-customer`: a connected customer's nightly sync, started and run in this job. */
export const accountingSyncCustomerJob = defineJob({
  ...customerSpec,
  load: async () => {
    const [{ runSync, SCHEDULE_USER }, { startSync }, { enqueue }] = await Promise.all([
      import("./sync"),
      import("./sync-runs"),
      import("../jobs/queue"),
    ]);
    return async (p) => {
      const { syncId, started } = await startSync(p.customerId, "schedule", SCHEDULE_USER).catch(() => ({
        syncId: "",
        started: false,
      }));
      if (!started) return; // one runs already (its own job carries it), or the customer is no longer connected
      if ((await runSync(p.customerId, syncId)) === "later")
        await enqueue(syncSpec, { customerId: p.customerId, syncId, round: 1 });
    };
  },
});

/** `accounting.sync-all` (schedule `accounting-sync`): one keyed job per connected customer, keyed by the occurrence. */
export const accountingSyncAllJob = defineJob({
  type: "accounting.sync-all",
  schema: z.object({ at: z.string().max(40) }),
  key: (p) => p.at,
  load: async () => {
    const [{ startNightlySyncs }, { osloDate }] = await Promise.all([
      import("./sync"),
      import("../cases/steps/oslo-time"),
    ]);
    return async (p) => {
      await startNightlySyncs(osloDate(Date.parse(p.at)));
    };
  },
});

/** `accounting.write-back`: posts one outbox entry to the system (write-back.ts `postWriteBack`). */
export const accountingWriteBackJob = defineJob({
  ...writeBackSpec,
  load: async () => {
    const { postWriteBack } = await import("./write-back");
    return async (p) => {
      await postWriteBack(p.customerId, p.key);
    };
  },
});
