import { db } from "../dynamo/db";

/**
 * The stored batch, with what a list shows of it (batch-run.entity.ts). Apart from `batch.ts` so that a reader (the
 * step batches' pages) bundles neither the queue nor the realtime publisher.
 */
export const readBatch = async (batchId: string) =>
  (await db().entities.batchRun.get({ batchId }).go({ consistent: true })).data;
