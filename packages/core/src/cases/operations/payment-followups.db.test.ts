import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { Clock } from "../../clock";
import "../../i18n/all";
import { applyCredit } from "../../ledger/matching";
import { getVoucherItem } from "../../ledger/store";
import { VOUCHER_TYPES } from "../../ledger/voucher-rules";
import { createVoucher } from "../../ledger/vouchers";
import { seedProcedures } from "../../procedures/seed";
import { caseEvents } from "../lists";
import { saveCaseSettings } from "../settings";
import { caseStepItems } from "../steps/available";
import { getCase } from "../store";
import { CaseVoucherInput } from "./case-payments.schema";
import { registerCaseVoucher } from "./case-payments";
import { openTotalOf } from "./payment-rules";
import { actor, at, newCase, newCustomer, newDebtor, runKind } from "../testing.db";

/**
 * SPEC 4: "A payment registered with the same or an earlier voucher date than an executed step can auto-revert steps
 * when that setting is on", through the real payment paths (the case's own command and the ledger's manual
 * treatment), which reach it through ledger/matching.ts `commit` → payment-followups.ts `afterCasePayments`.
 */
const payer = { userId: actor.userId, byName: actor.name };

async function threeLetters(revertOnPayment: boolean) {
  at("2026-11-20T10:00:00Z");
  const customerId = await newCustomer();
  if (revertOnPayment) await saveCaseSettings(customerId, { minimumOwed: 1_00, revertStepsOnPayment: true });
  const debtorId = await newDebtor(customerId);
  const { caseId, voucherId } = await newCase(customerId, debtorId);
  await runKind(customerId, caseId, "payment-reminder");
  const purring = await runKind(customerId, caseId, "reminder");
  const notice = await runKind(customerId, caseId, "debt-collection-notice");
  return { customerId, debtorId, caseId, invoiceId: voucherId, purring, notice };
}

const pay = (customerId: string, caseId: string, voucherDate: string, key?: string) => {
  const body = CaseVoucherInput.parse({ type: "payment", voucherDate, amount: "100,00" });
  const idem = key && { key, scope: "case-vouchers", method: "POST", path: `/cases/${caseId}/vouchers`, body };
  return registerCaseVoucher(customerId, caseId, body, payer, idem || undefined, "en");
};

const statuses = async (customerId: string, caseId: string) =>
  (await caseStepItems(customerId, caseId)).map((r) => r.status);

describe("a backdated payment reverts steps when the customer's setting is on (SPEC 4)", () => {
  beforeAll(() => seedProcedures());
  afterEach(() => Clock.setOffset(0));

  it("a payment on the case dated on the purring's sending day reverts the purring and what followed, fees removed", async () => {
    const w = await threeLetters(true);
    const before = await getCase(w.customerId, w.caseId);
    await pay(w.customerId, w.caseId, w.purring.sendDate);
    expect(await statuses(w.customerId, w.caseId)).toEqual(["queued", "reverted", "reverted"]);
    const c = await getCase(w.customerId, w.caseId);
    expect(c).toMatchObject({ feesOre: before.feesOre - 76_00, stepKey: "payment-reminder", status: "active" });
    // the payment had paid the purring's and the notice's fees (fees first): that money moved on to interest and
    // principal, on the case and in the ledger, so what the debtor owes is exact
    expect(before.feesOre).toBe(76_00);
    expect(c).toMatchObject({ paidOre: 100_00, feesPaidOre: 0 });
    expect((c.interestPaidOre ?? 0) + (c.principalPaidOre ?? 0)).toBe(100_00);
    expect(openTotalOf(c)).toBe(1_000_00 + c.interestOre - 100_00);
    expect((await getVoucherItem(w.customerId, w.invoiceId))!.balanceOre).toBe(1_000_00 - c.principalPaidOre!);
    const events = (await caseEvents(w.customerId, w.caseId)).data;
    const payment = events.find((e) => e.kind === "payment")!;
    // who registered the payment is on its event (the events tab), and the revert names the payment
    expect(payment).toMatchObject({ byName: actor.name, data: { amountOre: 100_00 } });
    expect(events.at(-1)).toMatchObject({
      kind: "reverted",
      byName: actor.name,
      data: {
        cause: "payment",
        voucherDate: w.purring.sendDate,
        paymentVoucherId: payment.data.voucherId,
      },
    });
    // the 76 kr of fees it had paid: what was open of the interest, the rest to the principal; the payment itself
    // had paid the interest to its own day (the purring's), then principal (case-interest.ts)
    const moved = events.at(-1)!.data.moved as { interestOre: number; principalOre: number };
    expect(moved.interestOre + moved.principalOre).toBe(76_00);
    const own = (payment.data.allocation as { principalOre: number }).principalOre;
    expect(own + moved.principalOre).toBe(c.principalPaidOre);
    // both dated the payment's day, so the interest after it runs on what is left
    expect(c.principalPayments?.every((p) => p.date === w.purring.sendDate)).toBe(true);
    expect(c.principalPayments?.reduce((sum, p) => sum + p.amountOre, 0)).toBe(c.principalPaidOre);
    const credit = (await getVoucherItem(w.customerId, String(payment.data.voucherId)))!;
    // the credit's allocations still add up to the payment: to the claim, and to the case what it paid there
    expect(credit.allocations.reduce((sum, a) => sum + a.amountOre, 0) + credit.balanceOre).toBe(100_00);
    expect(credit.allocations.filter((a) => a.voucherId === w.invoiceId).reduce((sum, a) => sum + a.amountOre, 0)).toBe(
      c.principalPaidOre,
    );
  });

  it("the setting off (the default): the same payment reverts nothing", async () => {
    const w = await threeLetters(false);
    const before = await getCase(w.customerId, w.caseId);
    // the three letters as they were (the notice queued or planned by its day's sending window), none reverted
    const was = await statuses(w.customerId, w.caseId);
    expect(was).not.toContain("reverted");
    await pay(w.customerId, w.caseId, w.purring.sendDate);
    expect(await statuses(w.customerId, w.caseId)).toEqual(was);
    expect(await getCase(w.customerId, w.caseId)).toMatchObject({ feesOre: before.feesOre, stepKey: before.stepKey });
  });

  it("a payment dated after every step reverts nothing", async () => {
    const w = await threeLetters(true);
    // the day after the notice's sending day (the sweep has not sent it here: it stays as it was)
    at(`${w.notice.sendDate}T23:30:00Z`);
    expect(w.notice.sendDate < Clock.today()).toBe(true);
    const was = await statuses(w.customerId, w.caseId);
    expect(was).not.toContain("reverted");
    await pay(w.customerId, w.caseId, Clock.today());
    // a queued letter whose job runs now, at 00:30, waits for the window: planned again (issue 18), not reverted
    const waiting = (s: string[]) => s.map((x) => (x === "queued" ? "planned" : x));
    expect(waiting(await statuses(w.customerId, w.caseId))).toEqual(waiting(was));
  });

  it("a payment delivered twice (one Idempotency-Key) is one payment and one revert", async () => {
    const w = await threeLetters(true);
    const first = await pay(w.customerId, w.caseId, w.purring.sendDate, "k-1");
    const again = await pay(w.customerId, w.caseId, w.purring.sendDate, "k-1");
    expect([first.created, again.created]).toEqual([true, false]);
    const kinds = (await caseEvents(w.customerId, w.caseId)).data.map((e) => e.kind);
    expect(kinds.filter((k) => k === "payment")).toHaveLength(1);
    expect(kinds.filter((k) => k === "reverted")).toHaveLength(1);
    expect(await statuses(w.customerId, w.caseId)).toEqual(["queued", "reverted", "reverted"]);
  });

  it("a payment applied by hand in the ledger (manual treatment) reverts too", async () => {
    const w = await threeLetters(true);
    const p = await createVoucher(
      w.customerId,
      { type: VOUCHER_TYPES.payment, voucherDate: w.purring.sendDate, amountOre: 50_00, debtorId: w.debtorId },
      payer,
    );
    await applyCredit(w.customerId, p.voucherId, [{ voucherId: w.invoiceId, amountOre: 50_00 }], payer);
    expect(await statuses(w.customerId, w.caseId)).toEqual(["queued", "reverted", "reverted"]);
    const last = (await caseEvents(w.customerId, w.caseId)).data.at(-1);
    expect(last).toMatchObject({ kind: "reverted", data: { cause: "payment", paymentVoucherId: p.voucherId } });
    // 50 kr applied by hand went to the fees first (case: allocation); the fees removed, it is on the claim now
    const c = await getCase(w.customerId, w.caseId);
    expect(c).toMatchObject({ paidOre: 50_00, feesPaidOre: 0, feesOre: 0 });
    expect((await getVoucherItem(w.customerId, w.invoiceId))!.balanceOre).toBe(1_000_00 - c.principalPaidOre!);
    expect(openTotalOf(c)).toBe(1_000_00 + c.interestOre - 50_00);
  });
});
