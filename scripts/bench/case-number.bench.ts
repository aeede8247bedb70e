/**
 * One customer's case starts at once (scale-review #2: every start conditions the customer's `case-number` counter on
 * the value it read, so concurrent starts of one customer commit one at a time and the others retry; est. 15–30 a
 * second and 0.4–17 % of starts running out of their 8 tries at L). On DynamoDB Local: CONCURRENCY starters (as many
 * consumers or requests at once) start STARTS cases of one customer through `startCase`, each on its own debtor and
 * invoice. Figures per concurrency: starts a second, latency p50/p95/max, transactions sent per start (1 = no retry),
 * starts that ran out of tries, and the check that the numbers are 1..n without a gap or a repeat.
 *
 *   npm run bench -- case-number          200 starts at 1, 5 and 10 at once
 *   BENCH_STARTS, BENCH_CONCURRENCY (comma-separated) override them.
 */
import { heading, ms, now, stats, table, target, type Bench, type Target } from "./lib";

const STARTS = Number(process.env.BENCH_STARTS ?? 200);
const LEVELS = (process.env.BENCH_CONCURRENCY ?? "1,5,10").split(",").map(Number);

const bench: Bench = {
  name: "case-number",
  async run() {
    heading(`Case starts of one customer at once: ${STARTS} starts at ${LEVELS.join(", ")} at a time`);
    process.env.INNFRI_LOG ??= "silent";
    process.env.INNFRI_LOCAL_QUIET ??= "1";
    const { startEngines } = await import("../local/engines");
    const engines = await startEngines();
    try {
      const { Clock } = await import("@innfri/core/clock");
      const { db } = await import("@innfri/core/dynamo/db");
      const { countingCommands } = await import("@innfri/core/dynamo/client");
      const { createVoucher } = await import("@innfri/core/ledger/vouchers");
      const { VOUCHER_TYPES } = await import("@innfri/core/ledger/voucher-rules");
      const { seedProcedures } = await import("@innfri/core/procedures/seed");
      const { startCase } = await import("@innfri/core/cases/start");
      const { StartCaseInput } = await import("@innfri/core/cases/case.schema");
      const { isContention } = await import("@innfri/core/dynamo/errors");
      const { newCustomer, newDebtor, actor } = await import("@innfri/core/cases/testing.db");

      Clock.setNow(new Date("2026-06-10T10:00:00Z"));
      await seedProcedures();
      const rows: string[][] = [];
      const targets: Target[] = [];
      for (const level of LEVELS) {
        const customerId = await newCustomer({ cases: STARTS + 10, sends: 10 });
        const work: { debtorId: string; voucherId: string }[] = [];
        for (let i = 0; i < STARTS; i++) {
          const debtorId = await newDebtor(customerId, { customerNumber: String(10_000 + i) });
          const v = await createVoucher(
            customerId,
            {
              type: VOUCHER_TYPES.invoice,
              number: `CN-${i}`,
              voucherDate: "2026-04-01",
              dueDate: "2026-05-01",
              amountOre: 1_000_00,
              debtorId,
            },
            actor,
          );
          work.push({ debtorId, voucherId: v.voucherId });
        }
        const latencies: number[] = [];
        const transactions: number[] = [];
        let exhausted = 0;
        let next = 0;
        const started = now();
        await Promise.all(
          Array.from({ length: level }, async () => {
            while (next < work.length) {
              const w = work[next++]!;
              const s = now();
              try {
                const { commands } = await countingCommands(() =>
                  startCase(customerId, StartCaseInput.parse({ debtorId: w.debtorId, voucherIds: [w.voucherId] }), actor),
                );
                transactions.push(commands.filter((c) => c === "TransactWriteItems").length);
                latencies.push(now() - s);
              } catch (err) {
                if (!isContention(err)) throw err;
                exhausted++;
              }
            }
          }),
        );
        const elapsed = now() - started;
        const { data } = await db()
          .entities.case.query.byNumber({ customerId })
          .go({ pages: "all", attributes: ["caseNumber"] });
        const numbers = data.map((c) => c.caseNumber).sort((a, b) => a - b);
        const gapFree = numbers.every((n, i) => n === i + 1);
        const l = stats(latencies);
        const t = stats(transactions);
        rows.push([
          String(level),
          String(latencies.length),
          (latencies.length / (elapsed / 1000)).toFixed(1),
          ms(l.p50, 0),
          ms(l.p95, 0),
          ms(l.max, 0),
          t.mean.toFixed(2),
          String(t.max),
          String(exhausted),
          gapFree ? `1..${numbers.length}` : "GAP OR REPEAT",
        ]);
        targets.push(
          target(`${level} at once: numbers 1..n, no gap, no repeat`, gapFree ? "yes" : "no", "yes", gapFree),
          target(`${level} at once: starts out of tries`, String(exhausted), "0", exhausted === 0),
        );
      }
      console.log("");
      console.log(
        table(
          ["at once", "started", "per s", "p50", "p95", "max", "transactions/start", "most", "out of tries", "numbers"],
          rows,
        ),
      );
      return targets;
    } finally {
      await engines.stop();
    }
  },
};

export default bench;
