import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { Clock } from "../../clock";
import { getVoucherItem } from "../../ledger/store";
import { seedProcedures } from "../../procedures/seed";
import { caseCommand } from "../command";
import { caseEvents } from "../lists";
import { getCase, type Case } from "../store";
import { actor, at, newCase, newCustomer, newDebtor, refusalOf, runKind } from "../testing.db";
import { registerCaseVoucher } from "./case-payments";
import { CaseVoucherInput } from "./case-payments.schema";
import { revertPlan, revertSteps } from "./revert";

/**
 * The revert as a case command (cases/command.ts): the case, its event, the runs and the vouchers that move the fees
 * payments had paid are one transaction on the case's version, planned again on contention. The money rules
 * (docs/case-operations.md "Auto-revert on payment", "Revert"): no krone lost or doubled, the same request twice
 * has one effect, two at once leave one.
 */

/** A case of 1 000 kr with a payment reminder, a purring (38 kr) and an inkassovarsel (38 kr) sent. */
async function threeLetters() {
  at("2026-11-20T10:00:00Z");
  const customerId = await newCustomer();
  const { caseId, voucherId: invoiceId } = await newCase(customerId, await newDebtor(customerId));
  await runKind(customerId, caseId, "payment-reminder");
  const purring = await runKind(customerId, caseId, "reminder");
  await runKind(customerId, caseId, "debt-collection-notice");
  return { customerId, caseId, invoiceId, purring };
}

/** A payment of 100 kr on the case (fees first: the 76 kr of fees, then interest): its voucher id. */
async function pay(customerId: string, caseId: string): Promise<string> {
  const body = CaseVoucherInput.parse({ type: "payment", voucherDate: Clock.today(), amount: "100,00" });
  const { result } = await registerCaseVoucher(customerId, caseId, body, { userId: actor.userId, byName: actor.name });
  return result.data.voucherId;
}

/**
 * Every krone of the payment is accounted for once, on the case and in the ledger: the case's paid parts sum to what
 * was paid, the payment's allocations (to the claim and to the case's costs) sum to its amount, and the claim's
 * balance is its amount less the principal paid.
 */
async function moneyHolds(customerId: string, c: Case, invoiceId: string, paymentId: string) {
  expect((c.feesPaidOre ?? 0) + (c.interestPaidOre ?? 0) + (c.principalPaidOre ?? 0)).toBe(c.paidOre);
  const payment = (await getVoucherItem(customerId, paymentId))!;
  expect(payment.allocations.reduce((s, a) => s + a.amountOre, 0)).toBe(payment.amountOre - payment.balanceOre);
  expect(payment.balanceOre).toBe(0);
  const invoice = (await getVoucherItem(customerId, invoiceId))!;
  expect(invoice.balanceOre).toBe(invoice.amountOre - (c.principalPaidOre ?? 0));
}

describe("the revert as a case command", () => {
  beforeAll(() => seedProcedures());
  afterEach(() => Clock.setOffset(0));

  it("plans again on a payment made between its read and its write: the fees it paid move, nothing lost", async () => {
    const w = await threeLetters();
    let plans = 0;
    let paymentId = "";
    const input = { runId: w.purring.runId, keepFees: false };
    const done = await caseCommand(w.customerId, w.caseId, actor, async (c) => {
      plans++;
      // the first time, a payment pays the fees after the revert read the case (nothing paid yet)
      if (plans === 1) paymentId = await pay(w.customerId, w.caseId);
      return revertPlan(input, actor)(c);
    });
    expect(plans).toBe(2);
    const c = await getCase(w.customerId, w.caseId);
    expect(c.version).toBe(done.case.version);
    // planned on the paid case: the 76 kr the payment paid of the removed fees moved on to interest and principal
    expect(c).toMatchObject({ feesOre: 0, feesPaidOre: 0, paidOre: 100_00 });
    expect((c.interestPaidOre ?? 0) + (c.principalPaidOre ?? 0)).toBe(100_00);
    const last = (await caseEvents(w.customerId, w.caseId)).data.at(-1)!;
    const moved = last.data.moved as { interestOre: number; principalOre: number };
    expect(last.kind).toBe("reverted");
    expect(moved.interestOre + moved.principalOre).toBe(76_00);
    await moneyHolds(w.customerId, c, w.invoiceId, paymentId);
  });

  it("the same request twice has one effect: the second is refused and changes nothing", async () => {
    const w = await threeLetters();
    const paymentId = await pay(w.customerId, w.caseId);
    const input = { runId: w.purring.runId, keepFees: false };
    await revertSteps(w.customerId, w.caseId, input, actor);
    const once = await getCase(w.customerId, w.caseId);
    const invoice = (await getVoucherItem(w.customerId, w.invoiceId))!;
    const events = (await caseEvents(w.customerId, w.caseId)).data.length;
    const again = await refusalOf(revertSteps(w.customerId, w.caseId, input, actor));
    expect(again.fields).toEqual({ runId: ["caseRevert.alreadyReverted"] });
    expect(await getCase(w.customerId, w.caseId)).toEqual(once);
    expect((await getVoucherItem(w.customerId, w.invoiceId))!.version).toBe(invoice.version);
    expect((await caseEvents(w.customerId, w.caseId)).data).toHaveLength(events);
    await moneyHolds(w.customerId, once, w.invoiceId, paymentId);
  });

  it("two reverts at once leave one: one commits, the other plans again on it and is refused", async () => {
    const w = await threeLetters();
    const paymentId = await pay(w.customerId, w.caseId);
    const input = { runId: w.purring.runId, keepFees: false };
    const both = await Promise.allSettled([
      revertSteps(w.customerId, w.caseId, input, actor),
      revertSteps(w.customerId, w.caseId, input, actor),
    ]);
    expect(both.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const refused = both.find((r): r is PromiseRejectedResult => r.status === "rejected")!;
    expect(refused.reason).toMatchObject({ messageKey: "caseRevert.alreadyReverted" });
    const events = (await caseEvents(w.customerId, w.caseId)).data.filter((e) => e.kind === "reverted");
    expect(events).toHaveLength(1);
    const c = await getCase(w.customerId, w.caseId);
    expect(c).toMatchObject({ feesOre: 0, feesPaidOre: 0, paidOre: 100_00 });
    await moneyHolds(w.customerId, c, w.invoiceId, paymentId);
  });
});
