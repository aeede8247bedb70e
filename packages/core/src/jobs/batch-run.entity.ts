import { Entity } from "electrodb";
import { SERVICE, primaryKey } from "../dynamo/keys";

/**
 * A batch of jobs (`batch.ts`) and its counters. `done` and `failed` move by ADD in each item's own transaction, so
 * they count every item exactly once; `status` turns `done` once, by a conditional write, when they reach `total`.
 */
export const BatchRunEntity = new Entity({
  model: { entity: "batch-run", version: "1", service: SERVICE },
  attributes: {
    batchId: { type: "string", required: true },
    kind: { type: "string", required: true },
    customerId: { type: "string", required: true },
    subject: { type: "string" },
    total: { type: "number", required: true },
    done: { type: "number", required: true, default: 0 },
    failed: { type: "number", required: true, default: 0 },
    status: { type: ["running", "done"] as const, required: true, default: "running" },
    createdAt: { type: "number", required: true, readOnly: true },
    /** Epoch seconds; the table's TTL attribute. */
    expiresAt: { type: "number", required: true },
  },
  indexes: { byId: primaryKey(["batchId"]) },
});
