import { Entity } from "electrodb";
import { SERVICE, gsiKey, primaryKey } from "../dynamo/keys";
import { BATCH_SOURCES } from "./batch-sources";

/**
 * A batch of jobs (`batch.ts`) and its counters. `done` and `failed` move by ADD in each item's own transaction, so
 * they count every item exactly once; `status` turns `done` once, by a conditional write, when they reach `total`.
 * A batch a user sees (the step batches of /customer/batch-results, docs/batches.md) says who started it and how
 * (`source`, `userEmail`), what it does in both languages (`titleNo`, `titleEn`) and the fingerprint of the request
 * that started it (`requestHash`: the same request twice meets the same batch); the customer's index lists them.
 */
export const BatchRunEntity = new Entity({
  model: { entity: "batch-run", version: "1", service: SERVICE },
  attributes: {
    batchId: { type: "string", required: true },
    kind: { type: "string", required: true },
    customerId: { type: "string", required: true },
    subject: { type: "string" },
    source: { type: BATCH_SOURCES },
    userEmail: { type: "string" },
    titleNo: { type: "string" },
    titleEn: { type: "string" },
    requestHash: { type: "string" },
    total: { type: "number", required: true },
    done: { type: "number", required: true, default: 0 },
    failed: { type: "number", required: true, default: 0 },
    status: { type: ["running", "done"] as const, required: true, default: "running" },
    createdAt: { type: "number", required: true, readOnly: true },
    /** Epoch seconds; the table's TTL attribute. */
    expiresAt: { type: "number", required: true },
  },
  indexes: {
    byId: primaryKey(["batchId"]),
    // a customer's batches, newest last (the batch-results list)
    byCustomer: gsiKey("gsi1", ["customerId"], ["createdAt", "batchId"]),
  },
});
