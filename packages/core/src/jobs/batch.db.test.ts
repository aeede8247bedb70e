import { ulid } from "ulid";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import "../ledger/entities"; // registers the entity the test writes (ledgerRef)
import { db } from "../dynamo/db";
import { committed } from "../dynamo/transaction";
import { Realtime } from "../realtime/realtime";
import { batchItemCommits, getBatch, startBatch } from "./batch";
import { defineJob, type JobDefinition } from "./define";
import { MAX_RECEIVES } from "./queues";
import { runJob, type JobRegistry } from "./run";
import { receiveAll, stopPoller } from "./testing.db";

// An item writes a ledger ref in its own transaction, with the batch's counter; "bad" items always throw.
const customerId = `batch-${ulid()}`;
const itemJob = defineJob({
  type: "test.batch-item",
  schema: z.object({ n: z.number().int().max(1000), bad: z.boolean().optional(), failAfter: z.boolean().optional() }),
  load: async () => async (item, ctx) => {
    if (item.bad) throw new Error(`item ${item.n} is broken`);
    const ref = `${ctx.batchId}#${item.n}`;
    // an item whose own transaction committed before (a delivery after a later write failed) must not get here
    if (item.failAfter && (await refs(ctx.batchId!)).some((r) => r.ref === ref)) throw new Error("ran twice");
    await committed(
      db()
        .transaction.write((tx) => [
          tx.ledgerRef.create({ customerId, ref: `${ctx.batchId}#${item.n}`, targetId: ctx.jobId }).commit(),
          ...batchItemCommits(tx, ctx, "done"),
        ])
        .go(),
    );
    if (item.failAfter) throw new Error(`item ${item.n} failed after its transaction`);
  },
});
const local: JobRegistry = new Map([[itemJob.type, itemJob as unknown as JobDefinition<string, never>]]);

const events: { channel: string; event: string; payload: unknown }[] = [];
beforeAll(async () => {
  await stopPoller();
  Realtime.setLocalPublisher((channel, event, payload) => void events.push({ channel, event, payload }));
});
afterAll(() => Realtime.setLocalPublisher(undefined));

const refs = async (batchId: string) =>
  (await db().entities.ledgerRef.query.byRef({ customerId }).begins({ ref: `${batchId}#` }).go({ pages: "all" })).data;

describe("a batch", () => {
  it("counts each item once in its own transaction, a failure on its last delivery as failed, and ends once", async () => {
    const items = Array.from({ length: 12 }, (_, n) => ({ n, ...(n === 7 ? { bad: true } : {}) }));
    const started = await startBatch({ kind: "test", customerId, job: itemJob, items, key: (i) => String(i.n) });
    expect(started).toMatchObject({ total: 12, done: 0, failed: 0, status: "running" });
    const queued = await receiveAll();
    expect(queued.map((q) => (q.payload as { n: number }).n).sort((a, b) => a - b)).toEqual(items.map((i) => i.n));
    expect(new Set(queued.map((q) => q.batchId))).toEqual(new Set([started.batchId]));

    // every item delivered twice (at-least-once), the broken one on its last receive too
    for (const q of [...queued, ...queued]) await runJob(q, local).catch(() => undefined);
    const broken = queued.find((q) => (q.payload as { n: number }).n === 7)!;
    await expect(runJob(broken, local, { attempt: MAX_RECEIVES })).rejects.toThrow(/broken/);

    expect(await getBatch(started.batchId)).toMatchObject({ total: 12, done: 11, failed: 1, status: "done" });
    expect(await refs(started.batchId)).toHaveLength(11);
    const mine = events.filter((e) => (e.payload as { batchId?: string }).batchId === started.batchId);
    expect(mine.every((e) => e.channel === `customer.${customerId}`)).toBe(true);
    expect(mine.filter((e) => e.event === "batch.done")).toEqual([
      expect.objectContaining({ payload: expect.objectContaining({ done: 11, failed: 1, status: "done" }) }),
    ]);
    expect(mine.filter((e) => e.event === "batch.progress").length).toBeGreaterThan(0);
  });

  it("moves neither the item's write nor the counter when the item's transaction is cancelled", async () => {
    const batch = await startBatch({ kind: "test", customerId, job: itemJob, items: [{ n: 1 }], key: () => "one" });
    const [job] = await receiveAll();
    // the item's write cannot happen: its ref exists already
    await db().entities.ledgerRef.create({ customerId, ref: `${batch.batchId}#1`, targetId: "someone else" }).go();
    await expect(runJob(job!, local)).rejects.toThrow();
    expect(await getBatch(batch.batchId)).toMatchObject({ done: 0, failed: 0, status: "running" });
    // its claim was given back: the next delivery runs it (and, the ref gone, counts it)
    await db().entities.ledgerRef.delete({ customerId, ref: `${batch.batchId}#1` }).go();
    expect(await runJob(job!, local)).toBe("done");
    expect(await getBatch(batch.batchId)).toMatchObject({ done: 1, failed: 0, status: "done" });
  });

  it("keeps the claim an item's own transaction turned done when a later write fails: counted once, run once", async () => {
    const batch = await startBatch({ kind: "test", customerId, job: itemJob, items: [{ n: 1, failAfter: true }], key: () => "one" });
    const [job] = await receiveAll();
    await expect(runJob(job!, local)).rejects.toThrow(/after its transaction/);
    expect(await getBatch(batch.batchId)).toMatchObject({ done: 1, failed: 0, status: "done" });
    // the queue delivers it again, the last time too: skipped, neither run nor counted again
    expect(await runJob(job!, local)).toBe("skipped");
    expect(await runJob(job!, local, { attempt: MAX_RECEIVES })).toBe("skipped");
    expect(await getBatch(batch.batchId)).toMatchObject({ done: 1, failed: 0, status: "done" });
    expect(await refs(batch.batchId)).toHaveLength(1);
  });

  it("starts once under the same id, and an empty batch is done at once", async () => {
    const batchId = `b-${ulid()}`;
    const items = [{ n: 1 }, { n: 2 }];
    await startBatch({ batchId, kind: "test", customerId, job: itemJob, items, key: (i) => String(i.n) });
    await startBatch({ batchId, kind: "test", customerId, job: itemJob, items, key: (i) => String(i.n) });
    const queued = await receiveAll();
    // queued twice (a start that failed half way is finished by the second), run once per item
    expect(queued).toHaveLength(4);
    const results = [];
    for (const q of queued) results.push(await runJob(q, local));
    expect(results.filter((r) => r === "done")).toHaveLength(2);
    expect(await getBatch(batchId)).toMatchObject({ total: 2, done: 2, status: "done" });

    const empty = await startBatch({ kind: "test", customerId, job: itemJob, items: [], key: () => "x" });
    expect(empty).toMatchObject({ total: 0, status: "done" });
    expect(await receiveAll()).toEqual([]);
  });
});
