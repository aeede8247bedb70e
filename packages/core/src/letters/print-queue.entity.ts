import { Entity } from "electrodb";
import { registerEntities } from "../dynamo/db";
import { gsiKey, primaryKey, SERVICE, timestamps } from "../dynamo/keys";

/** Where a letter to post is: waiting, in a print batch, printed by the partner, handed to the post. */
export const PRINT_STATUSES = ["queued", "batched", "printed", "sent"] as const;
export type PrintStatus = (typeof PRINT_STATUSES)[number];

/**
 * A letter waiting for the print partner (docs/letters.md "Print queue"): one item per letter in its customer's
 * partition; gsi1 lists every customer's letters by status, oldest first (the daily batch takes the queued ones);
 * gsi2 the letters of one batch.
 */
export const PrintLetterEntity = new Entity({
  model: { entity: "print-letter", version: "1", service: SERVICE },
  attributes: {
    customerId: { type: "string", required: true, readOnly: true },
    letterId: { type: "string", required: true, readOnly: true },
    caseId: { type: "string", required: true, readOnly: true },
    caseNumber: { type: "string", required: true },
    debtorName: { type: "string", required: true },
    pdfKey: { type: "string", required: true },
    modelKey: { type: "string", required: true },
    /** Constant: the partition of gsi1 (with the status). */
    listed: { type: "string", required: true, default: "print-letter" },
    status: { type: PRINT_STATUSES, required: true, default: "queued" },
    queuedAt: { type: "number", required: true },
    batchId: { type: "string" },
    ...timestamps,
  },
  indexes: {
    byLetter: primaryKey(["customerId"], ["letterId"]),
    byStatus: gsiKey("gsi1", ["listed", "status"], ["queuedAt", "customerId", "letterId"]),
    byBatch: gsiKey("gsi2", ["batchId"], ["customerId", "letterId"]),
  },
});

/** One daily print batch: the joined PDF for the print partner and where it is. */
export const PrintBatchEntity = new Entity({
  model: { entity: "print-batch", version: "1", service: SERVICE },
  attributes: {
    listed: { type: "string", required: true, default: "print-batch", readOnly: true },
    /** The day it was made, `YYYY-MM-DD`: one batch a day (the schedule's key). */
    batchId: { type: "string", required: true, readOnly: true },
    status: { type: ["ready", "printed", "sent"] as const, required: true, default: "ready" },
    pdfKey: { type: "string", required: true },
    letterCount: { type: "number", required: true },
    pageCount: { type: "number", required: true },
    ...timestamps,
  },
  indexes: {
    byId: primaryKey(["listed"], ["batchId"]),
  },
});

/** Letters to post and their daily print batches (letters/print-queue.ts); registered in `db()` when this module loads. */
export const printQueueEntities = {
  printLetter: PrintLetterEntity,
  printBatch: PrintBatchEntity,
};

registerEntities(printQueueEntities);
