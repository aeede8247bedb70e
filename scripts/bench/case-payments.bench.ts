/**
 * Concurrent payments on one case (issue 11: "50 concurrent payments on one case, each recorded once and the totals
 * exact, with the p95 of a payment and of the case page while they run"), through the Hono app in-process against
 * the local engines:
 *
 *   payment    POST /v1/cases/{id}/vouchers, 50 at once (each with its own Idempotency-Key), 100,00 kr each, on a
 *              case of 10 000,00 kr principal with a 750,00 kr fee and 123,45 kr interest: every one contends for the
 *              case's version: the one that gets the case's lease pays as one command, the others are accepted
 *              into the ledger and applied in batches by the lease holder (cases/operations/case-payment-queue.ts)
 *   case page  GET /v1/cases/{id}, one after another for as long as the payments run
 *
 * Then the check: 50 payment vouchers and 50 payment events, the case paid exactly 5 000,00 kr (750,00 fees,
 * 123,45 interest, 4 126,55 principal), the claim's balance lowered by exactly the principal part, nothing left
 * queued. It also counts the DynamoDB commands each side sent: unlike the times, they do not depend on the load of
 * the (shared) machine.
 */
import { heading, ms, now, stats, statsRows, STATS_HEADERS, table, target, type Bench } from "./lib";

const PAYMENTS = Number(process.env.BENCH_N ?? 50);

const bench: Bench = {
  name: "case-payments",
  async run() {
    heading(`${PAYMENTS} concurrent payments on one case, and the case page while they run`);
    process.env.INNFRI_LOG ??= "silent";
    process.env.INNFRI_LOCAL_QUIET ??= "1";
    const { startEngines } = await import("../local/engines");
    const engines = await startEngines();
    try {
      const { Clock } = await import("@innfri/core/clock");
      const { db } = await import("@innfri/core/dynamo/db");
      const { seedProcedures } = await import("@innfri/core/procedures/seed");
      const { credit } = await import("@innfri/core/billing/entitlements");
      const { saveDebtor } = await import("@innfri/core/ledger/debtors");
      const { createVoucher } = await import("@innfri/core/ledger/vouchers");
      const { getVoucherItem } = await import("@innfri/core/ledger/store");
      const { VOUCHER_TYPES } = await import("@innfri/core/ledger/voucher-rules");
      const { StartCaseInput } = await import("@innfri/core/cases/case.schema");
      const { startCase } = await import("@innfri/core/cases/start");
      const { getCase, nextVersion, writeCase } = await import("@innfri/core/cases/store");
      const { casePayments } = await import("@innfri/core/cases/operations/case-payments");
      const { countingCommands } = await import("@innfri/core/dynamo/client");
      const { pendingOf } = await import("@innfri/core/cases/operations/case-payment-queue");
      const { app } = await import("../../packages/api/src/app");
      const { createUser, signIn } = await import("../../packages/api/test/support");

      Clock.setNow(new Date("2026-11-20T10:00:00Z"));
      await seedProcedures();
      const seeded = await createUser({ permission: "owner", customerName: "Benk Betaling AS" });
      const login = await signIn(seeded.email);
      const token = login.user.accessToken;
      const customerId = login.customer!.id;
      await db()
        .entities.customer.patch({ customerId })
        .set({ address: "Storgata 1", postNumber: "0155", city: "Oslo", accountNumber: "12345678903" })
        .go();
      await credit(customerId, { cases: 5, halfSends: 10 }, "bench", { userId: "system" });
      const actor = { userId: "bench" };
      const { debtor } = await saveDebtor(customerId, {
        type: "person",
        name: "Debitor Benk",
        customerNumber: "70001",
        address: "Gata 2",
        postcode: "0150",
        city: "Oslo",
      });
      const invoice = await createVoucher(
        customerId,
        {
          type: VOUCHER_TYPES.invoice,
          number: "BP-1",
          voucherDate: "2026-09-01",
          dueDate: "2026-10-01",
          amountOre: 10_000_00,
          debtorId: debtor.debtorId,
        },
        actor,
      );
      const { case: started } = await startCase(
        customerId,
        StartCaseInput.parse({ debtorId: debtor.debtorId, voucherIds: [invoice.voucherId] }),
        actor,
      );
      await writeCase(started, nextVersion(started, { feesOre: 750_00, interestOre: 123_45 }), {
        kind: "step-run",
        by: "bench",
      });
      const caseId = String(started.caseNumber);
      const headers = { authorization: `Bearer ${token}`, "content-type": "application/json" };
      // warm-up: the route's modules loaded, the page read once
      await app.request(`/v1/cases/${caseId}`, { headers });

      const paymentMs: number[] = [];
      const pageMs: number[] = [];
      let running = true;
      // the DynamoDB commands each side sent (load-independent: the machine is shared)
      const pages = countingCommands(async () => {
        while (running) {
          const t = now();
          const res = await app.request(`/v1/cases/${caseId}`, { headers });
          await res.text();
          if (res.status !== 200) throw new Error(`GET case: ${res.status}`);
          pageMs.push(now() - t);
        }
      });
      const t0 = now();
      const sent = await countingCommands(() =>
        Promise.all(
          Array.from({ length: PAYMENTS }, async (_, i) => {
            const t = now();
            const res = await app.request(`/v1/cases/${caseId}/vouchers`, {
              method: "POST",
              headers: { ...headers, "idempotency-key": `bench-${i}` },
              body: JSON.stringify({ type: "payment", voucherDate: "2026-11-19", amount: "100,00" }),
            });
            const body = await res.text();
            paymentMs.push(now() - t);
            // 202: registered, still being applied when its request gave up waiting (the check below fails then)
            if (res.status !== 201 && res.status !== 202) throw new Error(`payment ${i}: ${res.status} ${body}`);
            return res.status;
          }),
        ),
      );
      const statuses = sent.result;
      const wall = now() - t0;
      running = false;
      const pageSent = await pages;
      const tally = (commands: string[]) => {
        const by = new Map<string, number>();
        for (const c of commands) by.set(c, (by.get(c) ?? 0) + 1);
        return [...by].map(([k, n]) => `${k} ${n}`).join(", ");
      };
      const left = await pendingOf(customerId, caseId);

      const c = await getCase(customerId, caseId);
      const events = await casePayments(customerId, caseId, "no");
      const claim = await getVoucherItem(customerId, invoice.voucherId);
      const { data: vouchers } = await db()
        .entities.voucher.query.byDebtor({ customerId, debtorId: debtor.debtorId })
        .go({ pages: "all" });
      const paymentsIn = vouchers.filter((v) => v.type === VOUCHER_TYPES.payment);
      const paid = PAYMENTS * 100_00;
      const principal = paid - 750_00 - 123_45;
      const once =
        left.length === 0 &&
        statuses.length === PAYMENTS &&
        paymentsIn.length === PAYMENTS &&
        events.length === PAYMENTS;
      const exact =
        c.paidOre === paid &&
        c.feesPaidOre === 750_00 &&
        c.interestPaidOre === 123_45 &&
        c.principalPaidOre === principal &&
        claim!.balanceOre === 10_000_00 - principal &&
        events.reduce((s, e) => s + e.amountOre, 0) === paid &&
        paymentsIn.every((v) => v.balanceOre === 0);

      const p = stats(paymentMs);
      const g = stats(pageMs);
      console.log(
        table(STATS_HEADERS, [
          statsRows("POST /v1/cases/{id}/vouchers (50 at once)", p),
          statsRows("GET /v1/cases/{id} while they run", g),
        ]),
      );
      console.log(
        `\nall ${PAYMENTS} in ${ms(wall, 0)}; case paid ${c.paidOre} øre (fees ${c.feesPaidOre}, interest ${c.interestPaidOre}, principal ${c.principalPaidOre}); ${paymentsIn.length} vouchers, ${events.length} events, version ${c.version}`,
      );
      console.log(`DynamoDB commands of the ${PAYMENTS} payments: ${sent.commands.length} (${tally(sent.commands)})`);
      console.log(
        `DynamoDB commands of the case page: ${(pageSent.commands.length / Math.max(1, pageMs.length)).toFixed(1)} a request (${tally(pageSent.commands)})`,
      );
      return [
        target(
          "each payment recorded once (vouchers, events)",
          `${paymentsIn.length}/${events.length} of ${PAYMENTS}`,
          "all, once",
          once,
        ),
        target("totals exact (case parts, claim balance, events)", exact ? "exact" : "WRONG", "exact", exact),
        target("payment p95 (50 concurrent on one case)", ms(p.p95), "reported", true),
        target(
          "transactions sent for the payments",
          String(sent.commands.filter((c) => c === "TransactWriteItems").length),
          "reported",
          true,
        ),
        target("case page p95 while they run", ms(g.p95), "≤ 100 ms", g.p95 <= 100),
      ];
    } finally {
      await engines.stop();
    }
  },
};

export default bench;
