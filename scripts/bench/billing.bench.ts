/**
 * A month-end billing run for 2 000 customers (issue 19: «Benchmark: a billing run for 2 000 customers»), against
 * the local engines (DynamoDB Local, the S3 and SQS emulators): each customer on one monthly schedule with a
 * purchase and two step runs in October; then each customer's job (`billing.invoice-customer`, billing-run.ts
 * `billCustomer`: lines, the numbered invoice with its mark, its PDF and EHF as records, its mail queued) run
 * WORKERS at a time in this process, as the jobs consumer would. Prints the time and invoices a second, and checks
 * that every customer got exactly one invoice and that a second run issues none. `BENCH_N` changes the count.
 */
import { heading, table, target, type Bench } from "./lib";

const CUSTOMERS = Number(process.env.BENCH_N ?? 2000);
const WORKERS = Number(process.env.BENCH_WORKERS ?? 8);

async function pool<T>(items: T[], workers: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: workers }, async () => {
      while (next < items.length) await work(items[next++]!);
    }),
  );
}

const bench: Bench = {
  name: "billing",
  async run() {
    heading(`A monthly billing run for ${CUSTOMERS} customers (${WORKERS} jobs at a time)`);
    process.env.INNFRI_LOG ??= "silent";
    process.env.INNFRI_LOCAL_QUIET ??= "1";
    const { startEngines } = await import("../local/engines");
    const engines = await startEngines();
    try {
      const { ulid } = await import("ulid");
      const { Clock } = await import("@innfri/core/clock");
      const { db } = await import("@innfri/core/dynamo/db");
      const { committed } = await import("@innfri/core/dynamo/transaction");
      const { consume } = await import("@innfri/core/billing/entitlements");
      const { buyPlan, topUp } = await import("@innfri/core/billing/purchase");
      const { seedPlans } = await import("@innfri/core/billing/plan-seed");
      const { billingSchedules } = await import("@innfri/core/billing/plan-stores");
      const { addScheduleCustomers } = await import("@innfri/core/billing/billing-schedule-customers");
      const { billCustomer } = await import("@innfri/core/billing/billing-run");
      const { GLOBAL_SCOPE, readCounters } = await import("@innfri/core/dynamo/counters");
      const { INVOICE_SEQUENCE } = await import("@innfri/core/billing/invoices/invoice-keys");
      const sequence = async () => (await readCounters(GLOBAL_SCOPE, [INVOICE_SEQUENCE]))[INVOICE_SEQUENCE]!.count;

      await seedPlans();
      Clock.setNow(new Date("2026-10-15T10:00:00Z"));
      const actor = { userId: "bench" };
      const ids = Array.from({ length: CUSTOMERS }, () => ulid());
      const setupStart = performance.now();
      await pool(ids, 16, async (customerId) => {
        await db()
          .entities.customer.create({
            customerId,
            name: `Benk ${customerId} AS`,
            orgNumber: "999999999",
            address: "Storgata 1",
            postNumber: "0155",
            city: "Oslo",
            email: `faktura-${customerId}@bench.example`,
          })
          .go();
        await buyPlan(customerId, { planId: "plan-start" }, actor);
        await topUp(customerId, { cases: 10, sends: 10, creditChecks: 0 }, actor);
        for (let i = 0; i < 2; i++)
          await committed(
            db()
              .transaction.write((e) =>
                consume(e, customerId, { kind: "step", channels: ["email"], stepKind: "payment-reminder" }),
              )
              .go(),
          );
      });
      const scheduleId = `bench-${ulid()}`;
      await billingSchedules.ensure(scheduleId, { name: scheduleId, period: "monthly", dayOfIssue: 1, active: true });
      for (let i = 0; i < ids.length; i += 100) await addScheduleCustomers(scheduleId, ids.slice(i, i + 100), actor);
      console.log(`set-up: ${((performance.now() - setupStart) / 1000).toFixed(1)} s`);

      Clock.setNow(new Date("2026-11-01T06:00:00Z"));
      const before = await sequence();
      const period = { scheduleId, kind: "monthly" as const, from: "2026-10-01", to: "2026-10-31" };
      const started = performance.now();
      await pool(ids, WORKERS, async (customerId) => void (await billCustomer({ ...period, customerId })));
      const seconds = (performance.now() - started) / 1000;
      const issued = (await sequence()) - before;
      // the run again (a retried schedule): nothing more is issued
      const againStart = performance.now();
      await pool(ids, WORKERS, async (customerId) => void (await billCustomer({ ...period, customerId })));
      const againSeconds = (performance.now() - againStart) / 1000;
      const after = (await sequence()) - before;

      console.log(
        table(
          ["", "customers", "invoices", "time", "invoices/s"],
          [
            ["first run", CUSTOMERS, issued, `${seconds.toFixed(1)} s`, (issued / seconds).toFixed(1)],
            ["second run", CUSTOMERS, after - issued, `${againSeconds.toFixed(1)} s`, "-"],
          ],
        ),
      );
      return [
        target("invoices of the run", String(issued), `= ${CUSTOMERS}`, issued === CUSTOMERS),
        target("invoices of a second run", String(after - issued), "= 0", after === issued),
      ];
    } finally {
      await engines.stop();
    }
  },
};

export default bench;
