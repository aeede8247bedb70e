import { Entity } from "electrodb";
import { registerEntities } from "../dynamo/db";
import { customerAccountKey, gsiKey, SERVICE, timestamps } from "../dynamo/keys";

/**
 * The customer's `brregSynchronizationSetting` (SPEC 3; an item of its customerAccount collection, written only by
 * settings.ts and sync.ts): on or off, who turned it, where the debtors' round stopped, and the last run's outcome
 * with the latest changes it recorded (newest first, at most 20; the activity log keeps them all).
 */
export const BrregSyncSettingEntity = new Entity({
  model: { entity: "brreg-sync-setting", version: "1", service: SERVICE },
  attributes: {
    customerId: { type: "string", required: true },
    enabled: { type: "boolean", required: true },
    /** SYNC_LIST while on, absent while off: the sparse index the daily run lists the customers by. */
    syncList: { type: "string" },
    updatedBy: { type: "string" },
    /** The debtors' round: the byOrgNumber cursor the next run goes on from (absent: from the start). */
    debtorCursor: { type: "string" },
    lastRunOn: { type: "string" },
    lastRunAt: { type: "number" },
    /** The last run stopped because the register did not answer. */
    lastRunUnavailable: { type: "boolean" },
    /** Counts the writes: the run's outcome is written over the item it read (no run's changes lost to another's). */
    writes: { type: "number" },
    recentChanges: {
      type: "list",
      items: {
        type: "map",
        properties: {
          at: { type: "number", required: true },
          subject: { type: ["customer", "debtor"] as const, required: true },
          subjectId: { type: "string", required: true },
          name: { type: "string", required: true },
          fields: { type: "list", items: { type: "string" } },
          warnings: { type: "list", items: { type: "string" } },
        },
      },
    },
    updatedAt: timestamps.updatedAt,
  },
  indexes: {
    byCustomer: customerAccountKey(),
    // always written whole (put) by settings.ts, so the sparse index never needs a partial update
    enabled: gsiKey("gsi1", ["syncList"], ["customerId"]),
  },
});

/** The sparse index's one partition: the customers whose synchronisation is on. */
export const SYNC_LIST = "brreg-sync";

export const brregSyncSettingEntities = { brregSyncSetting: BrregSyncSettingEntity };

registerEntities(brregSyncSettingEntities);
