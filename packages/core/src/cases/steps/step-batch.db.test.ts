import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Clock } from "../../clock";
import { db } from "../../dynamo/db";
import { countingCommands } from "../../dynamo/client";
import type { QueuedJob } from "../../jobs/define";
import { getBatch } from "../../jobs/batch";
import { registry } from "../../jobs/registry";
import { runJob } from "../../jobs/run";
import { receiveAll, stopPoller } from "../../jobs/testing.db";
import { seedProcedures } from "../../procedures/seed";
import { Realtime } from "../../realtime/realtime";
import { at, newCase, newCustomer, newDebtor } from "../testing.db";
import { availableSteps, caseStepItems } from "./available";
import { runStep } from "./run";
import { startStepBatch } from "./step-batch";
import { stepBatchStatuses } from "./step-batch-views";

const actor = { userId: "u-batch", email: "kari@firma.test" };

/** What the batches published (the local publisher: no connection is read, so the commands counted are the runs'). */
const published: { channel: string; event: string; payload: unknown }[] = [];

beforeAll(async () => {
  await stopPoller();
  await seedProcedures();
  Realtime.setLocalPublisher((channel, event, payload) => void published.push({ channel, event, payload }));
});
afterAll(() => Realtime.setLocalPublisher(undefined));

/** The cases announced on a customer's channel (`resource.changed` for cases), in order. */
const announced = (customerId: string) =>
  published
    .filter((e) => e.channel === `customer.${customerId}` && e.event === "resource.changed")
    .map((e) => e.payload as { resource: string; id: string; status?: string })
    .filter((e) => e.resource === "cases");

/** The step-run jobs on the queue (the letters the steps queue go there too: not these). */
const stepRuns = async () => (await receiveAll()).filter((q) => q.type === "cases.step-run");
const caseOf = (q: QueuedJob) => (q.payload as { caseId: string }).caseId;

describe("a step batch's jobs (cases.step-run)", () => {
  it("makes exactly one step per case: delivered twice, killed half way and retried, refused on the way", async () => {
    at("2026-11-20T10:00:00Z");
    const customerId = await newCustomer({ cases: 10, sends: 20 });
    const cases: string[] = [];
    for (const n of [1, 2, 3]) {
      const debtorId = await newDebtor(customerId, { customerNumber: `K-${n}`, name: `Debitor ${n}` });
      cases.push(
        (await newCase(customerId, debtorId, { number: `B-${n}`, voucherDate: "2026-11-01", dueDate: "2026-11-15" }))
          .caseId,
      );
    }
    const [a, b, c] = cases as [string, string, string];
    const [reminder] = (await availableSteps(customerId, a, Clock.now())).data;
    const { batch, created } = await startStepBatch(customerId, { caseIds: cases, stepId: reminder!.stepId }, actor);
    expect(created).toBe(true);
    expect(batch).toMatchObject({ status: "running", total: 3, done: 0, userEmail: actor.email, source: "batch" });
    const pending = await stepBatchStatuses(customerId, batch.id, "no");
    expect(pending.data.map((i) => i.status)).toEqual(["pending", "pending", "pending"]);

    const jobs = await stepRuns();
    expect(jobs.map(caseOf).sort()).toEqual([...cases].sort());
    const job = (caseId: string) => jobs.find((q) => caseOf(q) === caseId)!;

    // a: its runner died after claiming it, before its step (the claim's lease ran out; the item left processing)
    await db()
      .entities.jobRun.put({
        jobId: job(a).id,
        status: "running",
        leaseUntil: Clock.nowMs() - 1,
        expiresAt: Clock.nowSeconds() + 3600,
      })
      .go();
    await db()
      .entities.stepBatchItem.patch({ customerId, batchId: batch.id, caseId: a })
      .set({ status: "processing" })
      .go();
    expect(await runJob(job(a), registry)).toBe("done");

    // b: delivered twice (at-least-once), the second after the first committed
    expect(await runJob(job(b), registry)).toBe("done");
    expect(await runJob(job(b), registry)).toBe("skipped");

    // c: someone ran the step on the case by hand after the check: the batch's run is refused, the item failed
    await runStep(customerId, c, { stepId: reminder!.stepId }, { userId: "u-hand" });
    expect(await runJob(job(c), registry)).toBe("done");
    expect(await runJob(job(c), registry)).toBe("skipped");

    for (const caseId of cases) expect(await caseStepItems(customerId, caseId)).toHaveLength(1);
    const steps = Object.fromEntries(
      await Promise.all(cases.map(async (id) => [id, (await caseStepItems(customerId, id))[0]!] as const)),
    );
    expect(steps[a]).toMatchObject({ source: "batch" });
    expect(steps[c]).toMatchObject({ source: "manual", runBy: "u-hand" });

    expect(await getBatch(batch.id)).toMatchObject({ total: 3, done: 2, failed: 1, status: "done" });
    // each case announced once with its outcome (an open case page refetches it), b's second delivery not at all
    expect(announced(customerId)).toEqual([
      { resource: "cases", id: a, status: "created" },
      { resource: "cases", id: b, status: "created" },
      { resource: "cases", id: c, status: "failed" },
    ]);
    const end = await stepBatchStatuses(customerId, batch.id, "en");
    expect(end.batch).toMatchObject({ status: "failed", done: 2, failed: 1 });
    const item = (caseId: string) => end.data.find((i) => i.caseId === caseId)!;
    // the reminder is queued at once (inside the window): completed
    expect(item(a)).toMatchObject({ status: "completed", runId: steps[a]!.runId, message: null });
    expect(item(b)).toMatchObject({ status: "completed", runId: steps[b]!.runId });
    expect(item(c)).toMatchObject({
      status: "failed",
      runId: null,
      message: "The step is not one of the case's procedure after its last step.",
      errorNo: "Steget hører ikke til sakens prosedyre etter det siste steget.",
    });

    // the same request again meets the batch, checks nothing and runs nothing again
    const again = await startStepBatch(customerId, { caseIds: [c, b, a], stepId: reminder!.stepId }, actor);
    expect(again).toMatchObject({ created: false, batch: { id: batch.id } });
    expect(await stepRuns()).toEqual([]);
    // another customer reads nothing of it
    await expect(stepBatchStatuses(await newCustomer(), batch.id, "en")).rejects.toMatchObject({ code: "NOT_FOUND" });
  });

  it("reads what every case of the batch shares once, and counts each case in its step's one transaction", async () => {
    at("2026-11-20T10:00:00Z");
    const customerId = await newCustomer({ cases: 10, sends: 20 });
    const cases: string[] = [];
    for (const n of [1, 2, 3]) {
      const debtorId = await newDebtor(customerId, { customerNumber: `S-${n}`, name: `Debitor ${n}` });
      cases.push(
        (await newCase(customerId, debtorId, { number: `S-${n}`, voucherDate: "2026-11-01", dueDate: "2026-11-15" }))
          .caseId,
      );
    }
    const [reminder] = (await availableSteps(customerId, cases[0]!, Clock.now())).data;
    await startStepBatch(customerId, { caseIds: cases, stepId: reminder!.stepId }, actor);
    const jobs = await stepRuns();
    const runs = [];
    for (const job of jobs) runs.push(await countingCommands(() => runJob(job, registry)));
    expect(runs.map((r) => r.result)).toEqual(["done", "done", "done"]);
    for (const caseId of cases) expect(await caseStepItems(customerId, caseId)).toHaveLength(1);
    // the first case reads the procedure, its steps, the global steps, the step, its letter and mail templates, the
    // customer, its settings and the user who started it; the next cases read only their own case
    const [first, second, third] = runs.map((r) => r.commands);
    expect(first!.length - second!.length).toBeGreaterThanOrEqual(9);
    // the third reads as the second (and then ends the batch: one write more)
    expect(third!.slice(0, second!.length - 1)).toEqual(second!.slice(0, -1));
    // one conditional write claims the job, and the step's transaction is the only one (it counts the item)
    expect(second![0]).toBe("PutItem");
    expect(second!.filter((c) => c === "TransactWriteItems")).toHaveLength(1);
    expect(await getBatch(jobs[0]!.batchId!)).toMatchObject({ total: 3, done: 3, failed: 0, status: "done" });
  });

  it("answers after one round of reads and one write, and still refuses the one case another customer owns", async () => {
    at("2026-11-20T10:00:00Z");
    const customerId = await newCustomer({ cases: 10, sends: 20 });
    const other = await newCustomer({ cases: 10, sends: 20 });
    const cases: string[] = [];
    for (const n of [1, 2, 3, 4]) {
      const debtorId = await newDebtor(customerId, { customerNumber: `O-${n}`, name: `Debitor ${n}` });
      cases.push((await newCase(customerId, debtorId, { voucherDate: "2026-11-01", dueDate: "2026-11-15" })).caseId);
    }
    // the other customer's cases are numbered as this one's: its fifth is a number this customer has none of
    let theirs = "";
    for (const n of [1, 2, 3, 4, 5]) {
      const debtorId = await newDebtor(other, { customerNumber: `T-${n}` });
      theirs = (await newCase(other, debtorId, { voucherDate: "2026-11-01", dueDate: "2026-11-15" })).caseId;
    }
    expect(cases).not.toContain(theirs);
    const [reminder] = (await availableSteps(customerId, cases[0]!, Clock.now())).data;

    // one BatchGet of the cases (only their key and debtor read) refuses the other customer's case by name, and
    // nothing is written or queued: no batch, no item
    const refused = await countingCommands(() =>
      startStepBatch(customerId, { caseIds: [...cases, theirs], stepId: reminder!.stepId }, actor).catch((e) => e),
    );
    expect(refused.result).toMatchObject({ code: "VALIDATION", fields: { [`cases.${theirs}`]: ["errors.notFound"] } });
    expect(Object.keys((refused.result as { fields: object }).fields)).toEqual([`cases.${theirs}`]);
    expect(refused.commands.filter((c) => !["GetItem", "BatchGetItem"].includes(c))).toEqual([]);
    expect(await stepRuns()).toEqual([]);
    const { data: none } = await db().entities.batchRun.query.byCustomer({ customerId }).go();
    expect(none).toEqual([]);

    // the cases of its own: the reads (the off switch and the cases, two BatchGets; the batch, the step and the
    // allowance), then the batch and its items in ONE transaction; no read or write per case
    const started = await countingCommands(() =>
      startStepBatch(customerId, { caseIds: cases, stepId: reminder!.stepId }, actor),
    );
    expect(started.result.created).toBe(true);
    expect([...started.commands].sort()).toEqual(
      ["BatchGetItem", "BatchGetItem", "GetItem", "GetItem", "GetItem", "TransactWriteItems"].sort(),
    );
    expect(started.commands.at(-1)).toBe("TransactWriteItems");
    const items = await stepBatchStatuses(customerId, started.result.batch.id, "no");
    expect(items.data.map((i) => [i.caseId, i.status]).sort()).toEqual(cases.map((id) => [id, "pending"]).sort());
    expect(items.data.map((i) => i.debtorName).sort()).toEqual(["Debitor 1", "Debitor 2", "Debitor 3", "Debitor 4"]);
    expect((await stepRuns()).map(caseOf).sort()).toEqual([...cases].sort());
    // the other customer's case is untouched: no step, and the same number of this customer's is not in the batch
    expect(await caseStepItems(other, theirs)).toEqual([]);
  });

  it("makes each item once when the same start is sent twice at once", async () => {
    at("2026-11-20T10:00:00Z");
    const customerId = await newCustomer({ cases: 10, sends: 20 });
    const cases: string[] = [];
    for (const n of [1, 2, 3]) {
      const debtorId = await newDebtor(customerId, { customerNumber: `D-${n}`, name: `Debitor ${n}` });
      cases.push(
        (await newCase(customerId, debtorId, { number: `D-${n}`, voucherDate: "2026-11-01", dueDate: "2026-11-15" }))
          .caseId,
      );
    }
    const [reminder] = (await availableSteps(customerId, cases[0]!, Clock.now())).data;
    const input = { caseIds: cases, stepId: reminder!.stepId };
    const [one, two] = await Promise.all([
      startStepBatch(customerId, input, actor),
      startStepBatch(customerId, input, actor),
    ]);
    expect(two.batch.id).toBe(one.batch.id);
    const items = await stepBatchStatuses(customerId, one.batch.id, "no");
    expect(items.data.map((i) => i.status)).toEqual(["pending", "pending", "pending"]);
    const jobs = await stepRuns();
    for (const job of jobs) await runJob(job, registry).catch(() => "in progress");
    for (const caseId of cases) expect(await caseStepItems(customerId, caseId)).toHaveLength(1);
    expect(await getBatch(one.batch.id)).toMatchObject({ total: 3, done: 3, status: "done" });
  });
});
