import { ulid } from "ulid";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { defineJob, type JobDefinition } from "./define";
import { enqueue, enqueueMany } from "./queue";
import { registry } from "./registry";
import { JobInProgressError, runJob, UnknownJobError, type JobRegistry } from "./run";
import { receiveAll, stopPoller } from "./testing.db";

const storeUrl = () => `${process.env.AWS_ENDPOINT_URL_SESV2}/store`;
async function mailsTo(to: string): Promise<number> {
  const res = await fetch(storeUrl());
  const { emails } = (await res.json()) as { emails: { destination: { to: string[] } }[] };
  return emails.filter((e) => e.destination.to.includes(to)).length;
}

// a job of this file only: it counts its runs per key in a ledger ref's targetId (a real write, no mock)
const runs = new Map<string, number>();
const countJob = defineJob({
  type: "test.count",
  schema: z.object({ name: z.string().max(50) }),
  key: (p) => p.name,
  load: async () => async (p) => void runs.set(p.name, (runs.get(p.name) ?? 0) + 1),
});
const freeJob = defineJob({
  type: "test.free",
  schema: z.object({ name: z.string().max(50) }),
  load: async () => async (p) => void runs.set(p.name, (runs.get(p.name) ?? 0) + 1),
});
const local: JobRegistry = new Map(
  [countJob, freeJob].map((j) => [j.type, j as unknown as JobDefinition<string, never>]),
);

beforeAll(stopPoller);
afterEach(async () => {
  runs.clear();
  await receiveAll();
});

describe("running a queued job", () => {
  it("has the effect of one when the same message is delivered twice", async () => {
    const to = `job-${ulid().toLowerCase()}@firma.test`;
    const job = { id: ulid(), type: "mail.send", payload: { to, subject: "Hei", text: "Tekst", html: "<p>Tekst</p>" } };
    expect(await runJob(job, registry)).toBe("done");
    expect(await runJob(job, registry)).toBe("skipped");
    expect(await mailsTo(to)).toBe(1);
  });

  it("refuses a second delivery while the first is still running, and skips one after it is done", async () => {
    const to = `job-${ulid().toLowerCase()}@firma.test`;
    const job = { id: ulid(), type: "mail.send", payload: { to, subject: "Hei", text: "Tekst", html: "<p>Tekst</p>" } };
    const results = await Promise.allSettled([runJob(job, registry), runJob(job, registry)]);
    // the second meets the first's claim: running (refused, the queue delivers it again) or, when the first was
    // quicker than its look at the claim, done (skipped); never run twice
    const fulfilled = results.filter((r) => r.status === "fulfilled").map((r) => r.value);
    const refused = results.filter((r) => r.status === "rejected").map((r) => r.reason);
    expect(fulfilled.sort()).toEqual(refused.length ? ["done"] : ["done", "skipped"]);
    for (const err of refused) expect(err).toBeInstanceOf(JobInProgressError);
    expect(await mailsTo(to)).toBe(1);

    // held running: the second delivery is refused
    let release = () => {};
    const held = new Promise<void>((r) => (release = r));
    const holdJob = defineJob({
      type: "test.hold",
      schema: z.object({ name: z.string().max(50) }),
      load: async () => async () => held,
    });
    const holding: JobRegistry = new Map([[holdJob.type, holdJob as unknown as JobDefinition<string, never>]]);
    const hold = { id: ulid(), type: "test.hold", payload: { name: "held" } };
    const first = runJob(hold, holding);
    await new Promise((r) => setTimeout(r, 300)); // the first has claimed it
    await expect(runJob(hold, holding)).rejects.toThrow(JobInProgressError);
    release();
    expect(await first).toBe("done");
    expect(await runJob(hold, holding)).toBe("skipped");
  });

  it("refuses a type the registry does not list, and a payload its schema does not take", async () => {
    await expect(runJob({ id: ulid(), type: "nobody.knows", payload: {} }, registry)).rejects.toThrow(UnknownJobError);
    await expect(runJob({ id: ulid(), type: "mail.send", payload: { to: "x" } }, registry)).rejects.toThrow();
  });
});

describe("job keys", () => {
  it("runs the same logical work queued twice once", async () => {
    const name = `k-${ulid()}`;
    const first = await enqueue(countJob, { name });
    const second = await enqueue(countJob, { name });
    expect(first).toBe(`test.count#${name}`);
    expect(second).toBe(first);
    const queued = await receiveAll();
    expect(queued.map((q) => q.id)).toEqual([first, first]);
    const results = [];
    for (const q of queued) results.push(await runJob(q, local));
    expect(results).toEqual(["done", "skipped"]);
    expect(runs.get(name)).toBe(1);
  });

  it("takes a key given at enqueue over the definition's, and runs unkeyed work every time", async () => {
    const name = `f-${ulid()}`;
    expect(await enqueue(countJob, { name }, { key: "given" })).toBe("test.count#given");
    await enqueue(freeJob, { name });
    await enqueue(freeJob, { name });
    const queued = await receiveAll();
    expect(queued).toHaveLength(3);
    for (const q of queued.filter((q) => q.type === "test.free")) expect(await runJob(q, local)).toBe("done");
    expect(runs.get(name)).toBe(2);
  });

  it("refuses a payload its schema does not take, and an empty or overlong key, before anything is queued", async () => {
    await expect(enqueue(countJob, { name: "x".repeat(51) })).rejects.toThrow();
    await expect(enqueue(countJob, { name: "n" }, { key: "" })).rejects.toThrow(/key/);
    await expect(enqueue(countJob, { name: "n" }, { key: "k".repeat(201) })).rejects.toThrow(/key/);
    expect(await receiveAll()).toEqual([]);
  });
});

describe("enqueueMany", () => {
  it("queues every job of a fan-out larger than one SendMessageBatch, each with its own key", async () => {
    const names = Array.from({ length: 23 }, (_, i) => `m-${i}-${ulid()}`);
    const ids = await enqueueMany(
      countJob,
      names.map((name) => ({ name })),
    );
    expect(ids).toEqual(names.map((n) => `test.count#${n}`));
    const queued = await receiveAll();
    expect(queued.map((q) => q.id).sort()).toEqual([...ids].sort());
    expect(queued.every((q) => q.type === "test.count" && q.batchId === undefined)).toBe(true);
  });
});
