/**
 * Step batches (issue 20 "Targets": a 1 000-case batch completes within 60 s on this 2-core machine with DynamoDB
 * Local, each case exactly once, the HTTP request answering within 300 ms). SPEC 5 caps one request at 50 cases, so
 * 1 000 cases are 20 batches of 50, started one after another as a user (or the auto-pilot) would: each start is
 * `startStepBatch`, the whole of what `POST /case-documents/send` does after the request is read (every case checked,
 * items written, jobs queued), timed as the answer. Then the deployed consumer shape runs the jobs (stacks/Jobs.ts
 * `CONSUMERS`: heavy 5 consumers of 1 message, mail 2 of 10) until every step is made, its letter rendered and mailed.
 *
 *   npm run bench -- batch            20 batches × 50 cases (1 000)
 *   BENCH_BATCHES, BENCH_BATCH_CASES override them.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import {
  cpuSeconds,
  heading,
  ms,
  now,
  stats,
  statsRows,
  STATS_HEADERS,
  table,
  target,
  type Bench,
  type Target,
} from "./lib";

const BATCHES = Number(process.env.BENCH_BATCHES ?? 20);
const PER_BATCH = Math.min(50, Number(process.env.BENCH_BATCH_CASES ?? 50));
const TOTAL = BATCHES * PER_BATCH;
const seconds = (v: number) => `${(v / 1000).toFixed(1)} s`;

const bench: Bench = {
  name: "step-batch",
  async run() {
    heading(`Step batches: ${BATCHES} × ${PER_BATCH} cases (${TOTAL}), through the queue`);
    process.env.INNFRI_LOG ??= "silent";
    process.env.INNFRI_LOCAL_QUIET ??= "1";
    const { startEngines } = await import("../local/engines");
    const engines = await startEngines({ queueVisibilityTimeout: 60 });
    const { startPoller } = await import("../local/poller");
    const pollers: {
      stop(): Promise<void>;
      drain(o?: { timeoutMs?: number }): Promise<void>;
      stats: { failed: number; succeeded: number };
    }[] = [];
    try {
      const { Clock } = await import("@innfri/core/clock");
      const { seedProcedures } = await import("@innfri/core/procedures/seed");
      const { newCustomer, newDebtor, newCase } = await import("@innfri/core/cases/testing.db");
      const { availableSteps, caseStepItems } = await import("@innfri/core/cases/steps/available");
      const { startStepBatch } = await import("@innfri/core/cases/steps/step-batch");
      const { getBatch } = await import("@innfri/core/jobs/batch");
      const { documentClient } = await import("@innfri/core/dynamo/client");
      // the DynamoDB requests of the run, and the transactions cancelled (a conflict on the customer's counters
      // with another case's step, then retried; or a condition), to say where the time goes
      const sent = { requests: 0, transactions: 0, cancelled: 0, conflicts: 0, counting: false };
      // the bench's own reads (its polls of the batches, every 250 ms) are not the run's: they grew with its time
      const polling = new AsyncLocalStorage<true>();
      documentClient().middlewareStack.add(
        (next, context) => async (args) => {
          if (!sent.counting || polling.getStore()) return next(args);
          sent.requests++;
          const tx = context.commandName === "TransactWriteItemsCommand";
          if (tx) sent.transactions++;
          try {
            return await next(args);
          } catch (err) {
            if (tx) sent.cancelled++;
            if (tx && String((err as Error).message).includes("TransactionConflict")) sent.conflicts++;
            throw err;
          }
        },
        { step: "initialize", name: "benchTally" },
      );

      Clock.setNow(new Date("2026-11-18T09:00:00Z")); // a Wednesday, 10:00 in Oslo: the window is open all run
      await seedProcedures();
      const seeded = now();
      const customerId = await newCustomer({ name: "Benk Batch AS", cases: TOTAL + 10, sends: 2 * TOTAL + 10 });
      const cases: string[] = [];
      for (let i = 0; i < TOTAL; i++) {
        const debtorId = await newDebtor(customerId, { customerNumber: String(20_000 + i) });
        cases.push((await newCase(customerId, debtorId, { voucherDate: "2026-10-01", dueDate: "2026-11-01" })).caseId);
      }
      console.log(`seeded ${TOTAL} cases in ${seconds(now() - seeded)}`);
      const [reminder] = (await availableSteps(customerId, cases[0]!, Clock.now())).data;
      const actor = { userId: "bench", email: "benk@example.test" };

      // the first start carries the step runner's module loads (reported apart, as a cold function's first request)
      const answers: number[] = [];
      const batchIds: string[] = [];
      sent.counting = true;
      const cpu0 = cpuSeconds(engines.ports.dynamodb);
      const started = now();
      for (let b = 0; b < BATCHES; b++) {
        const caseIds = cases.slice(b * PER_BATCH, (b + 1) * PER_BATCH);
        const t = now();
        const { batch } = await startStepBatch(customerId, { caseIds, stepId: reminder!.stepId }, actor);
        answers.push(now() - t);
        batchIds.push(batch.id);
        if (b === 0) {
          // the consumers start once the first batch is queued, as in production
          pollers.push(
            startPoller({ queueUrl: engines.env.INNFRI_QUEUE_URL, batchSize: 1, concurrency: 5, waitTimeSeconds: 1 }),
          );
          pollers.push(
            startPoller({
              queueUrl: engines.env.INNFRI_MAIL_QUEUE_URL,
              batchSize: 10,
              concurrency: 2,
              waitTimeSeconds: 1,
            }),
          );
        }
      }
      const queuedAll = now() - started;
      // every batch done (its items counted in their step runs' own transactions)
      let stepsDone = 0;
      let cpuSteps = cpu0;
      for (;;) {
        const all = await polling.run(true, () => Promise.all(batchIds.map((id) => getBatch(id))));
        if (all.every((b) => b?.status !== "running")) {
          stepsDone = now() - started;
          cpuSteps = cpuSeconds(engines.ports.dynamodb);
          break;
        }
        if (now() - started > 3_600_000) throw new Error("the batches did not end within an hour");
        await new Promise((r) => setTimeout(r, 250));
      }
      for (const p of pollers) await p.drain({ timeoutMs: 3_600_000 });
      const lettersDone = now() - started;
      const cpuAll = cpuSeconds(engines.ports.dynamodb);
      sent.counting = false;
      // CPU a case: what this run cost the two cores, whatever else the machine ran meanwhile
      const perCase = (a: number | null, b: number | null) =>
        a === null || b === null ? "?" : `${(((a - b) * 1000) / TOTAL).toFixed(1)} ms`;
      const nodeMs = ((cpuAll.node - cpu0.node) * 1000) / TOTAL;
      const dynamoMs =
        cpuAll.dynamo === null || cpu0.dynamo === null ? null : ((cpuAll.dynamo - cpu0.dynamo) * 1000) / TOTAL;
      // one Node thread uses at most one core; the JVM takes the rest of the two
      const ceiling = dynamoMs === null ? null : Math.min(1000 / nodeMs, 2000 / (nodeMs + dynamoMs));

      let once = 0;
      const wrong: string[] = [];
      for (const caseId of cases) {
        const steps = await caseStepItems(customerId, caseId);
        if (steps.length === 1) once++;
        else wrong.push(`${caseId}: ${steps.length}`);
      }
      const failed = pollers.reduce((n, p) => n + p.stats.failed, 0);
      const a = stats(answers.slice(1));
      console.log("");
      console.log(table(STATS_HEADERS, [statsRows(`start of a ${PER_BATCH}-case batch (after the first)`, a)]));
      console.log("");
      console.log(
        table(
          ["figure", "value"],
          [
            ["the first start (module loads included)", ms(answers[0]!, 0)],
            [`all ${BATCHES} batches queued`, seconds(queuedAll)],
            [`every step made (${TOTAL} cases)`, seconds(stepsDone)],
            ["steps a second", (TOTAL / (stepsDone / 1000)).toFixed(1)],
            ["every letter rendered and mailed", seconds(lettersDone)],
            ["cases with exactly one step", `${once} of ${TOTAL}`],
            ["job deliveries that failed (retried)", String(failed)],
            [
              "CPU a case until every step was made: node / DynamoDB Local",
              `${perCase(cpuSteps.node, cpu0.node)} / ${perCase(cpuSteps.dynamo, cpu0.dynamo)}`,
            ],
            [
              "CPU a case, steps, letters and mails: node / DynamoDB Local",
              `${perCase(cpuAll.node, cpu0.node)} / ${perCase(cpuAll.dynamo, cpu0.dynamo)}`,
            ],
            [
              "cases a second the two cores allow (letters and mails included)",
              ceiling === null ? "?" : ceiling.toFixed(1),
            ],
            [
              "DynamoDB requests a case (starts, steps, letters, mails; not the bench's polls)",
              (sent.requests / TOTAL).toFixed(1),
            ],
            [
              "transactions cancelled (of them conflicts, retried)",
              `${sent.cancelled} of ${sent.transactions} (${sent.conflicts})`,
            ],
          ],
        ),
      );
      if (wrong.length) console.log(`\nnot one step: ${wrong.slice(0, 10).join("; ")}`);
      const targets: Target[] = [
        target("every case exactly one step", `${once}/${TOTAL}`, "all", once === TOTAL),
        target(`start of a ${PER_BATCH}-case batch p95 (the request's answer)`, ms(a.p95, 0), "≤ 300 ms", a.p95 <= 300),
        target(`${TOTAL} cases' steps made`, seconds(stepsDone), "≤ 60 s", stepsDone <= 60_000),
      ];
      return targets;
    } finally {
      for (const p of pollers) await p.stop();
      await engines.stop();
    }
  },
};

export default bench;
