/**
 * One step run on a case (issue 10: "one step run (rules, PDF, stored, mail queued) p95 ≤ 300 ms"), in process
 * against the local engines:
 *
 *   run     runStep: the law's decision, the interest, the template, the letter model, the one transaction (case,
 *           fee, event, sends, case-step) and the render job queued (the window is open)
 *   inline  the same, then the render job's handler run inline: the PDF rendered and stored in S3, the mail queued
 *
 * Each sample is a payment reminder on a case of its own (one debtor, one invoice due five days before).
 */
import { heading, ms, now, stats, statsRows, STATS_HEADERS, table, target, type Bench } from "./lib";

const N = Number(process.env.BENCH_N ?? 40);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 5);

const bench: Bench = {
  name: "step-run",
  async run() {
    heading(`One step run on a case (N=${N} each, warm-up ${WARMUP})`);
    process.env.INNFRI_LOG ??= "silent";
    process.env.INNFRI_LOCAL_QUIET ??= "1";
    const { startEngines } = await import("../local/engines");
    const engines = await startEngines();
    try {
      const { ulid } = await import("ulid");
      const { Clock } = await import("@innfri/core/clock");
      const { db } = await import("@innfri/core/dynamo/db");
      const { seedProcedures } = await import("@innfri/core/procedures/seed");
      const { credit } = await import("@innfri/core/billing/entitlements");
      const { saveDebtor } = await import("@innfri/core/ledger/debtors");
      const { createVoucher } = await import("@innfri/core/ledger/vouchers");
      const { VOUCHER_TYPES } = await import("@innfri/core/ledger/voucher-rules");
      const { StartCaseInput } = await import("@innfri/core/cases/case.schema");
      const { startCase } = await import("@innfri/core/cases/start");
      const { availableSteps } = await import("@innfri/core/cases/steps/available");
      const { runStep } = await import("@innfri/core/cases/steps/run");
      await import("@innfri/core/cases/letter-hooks"); // the letter reports to its case, as in the jobs consumer
      const { renderLetter } = await import("@innfri/core/letters/render-letter");
      const { RenderLetter } = await import("@innfri/core/letters/letter-queue");

      Clock.setNow(new Date("2026-11-20T10:00:00Z")); // a Friday, in the sending window
      await seedProcedures();
      const customerId = ulid();
      await db()
        .entities.customer.create({
          customerId,
          name: "Benk Kreditor AS",
          orgNumber: "999999999",
          address: "Storgata 1",
          postNumber: "0155",
          city: "Oslo",
          accountNumber: "12345678903",
        })
        .go();
      const total = 2 * (N + WARMUP);
      await credit(customerId, { cases: total, halfSends: total * 2 }, "bench", { userId: "system" });
      const actor = { userId: "bench" };
      const newCase = async (i: number) => {
        const { debtor } = await saveDebtor(customerId, {
          type: "person",
          name: `Debitor ${i}`,
          customerNumber: String(10_000 + i),
          address: "Gata 2",
          postcode: "0150",
          city: "Oslo",
          email: `debitor-${i}@example.no`,
        });
        const v = await createVoucher(
          customerId,
          {
            type: VOUCHER_TYPES.invoice,
            number: `B-${i}`,
            voucherDate: "2026-11-01",
            dueDate: "2026-11-15",
            amountOre: 1_234_50,
            debtorId: debtor.debtorId,
          },
          actor,
        );
        const { case: c } = await startCase(
          customerId,
          StartCaseInput.parse({ debtorId: debtor.debtorId, voucherIds: [v.voucherId] }),
          actor,
        );
        const caseId = String(c.caseNumber);
        const [first] = (await availableSteps(customerId, caseId, Clock.now())).data;
        return { caseId, stepId: first!.stepId };
      };
      const cases = [];
      for (let i = 0; i < total; i++) cases.push(await newCase(i));

      const runMs: number[] = [];
      const inlineMs: number[] = [];
      for (let i = 0; i < N + WARMUP; i++) {
        const a = cases[2 * i]!;
        let t = now();
        await runStep(customerId, a.caseId, { stepId: a.stepId }, actor);
        if (i >= WARMUP) runMs.push(now() - t);
        const b = cases[2 * i + 1]!;
        t = now();
        const { step } = await runStep(customerId, b.caseId, { stepId: b.stepId }, actor);
        await renderLetter(RenderLetter.parse(step.letter));
        if (i >= WARMUP) inlineMs.push(now() - t);
      }
      const r = stats(runMs);
      const l = stats(inlineMs);
      console.log(
        table(STATS_HEADERS, [
          statsRows("run (rules, model, transaction, queued)", r),
          statsRows("run + render inline (PDF stored, mail queued)", l),
        ]),
      );
      return [
        target("step run p95", ms(r.p95), "≤ 300 ms", r.p95 <= 300),
        target("step run with the PDF rendered, stored, mail queued p95", ms(l.p95), "≤ 300 ms", l.p95 <= 300),
      ];
    } finally {
      await engines.stop();
    }
  },
};

export default bench;
