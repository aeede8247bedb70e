import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { Clock } from "../clock";
import { db } from "../dynamo/db";
import { newCustomer } from "../cases/testing.db";
import { AppError } from "../util/error";
import { readAllowance, usageOf } from "./entitlements";
import { issueInvoice } from "./invoices/issue-invoice";
import { seedPlans } from "./plan-seed";
import { coupons } from "./plan-stores";
import { availablePlans, currentPlan } from "./current-plan";
import { buyPlan, topUp } from "./purchase";

const DAY = "2026-11-20";
const actor = { userId: "u-owner" };

const fieldsOf = async (p: Promise<unknown>) => {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(AppError);
  return (err as AppError).fields;
};

const purchasesOf = async (customerId: string) =>
  (await db().entities.purchase.query.byCustomer({ customerId }).go({ consistent: true })).data;

describe("buying (issue 19)", () => {
  beforeAll(() => seedPlans());
  afterEach(() => Clock.setOffset(0));

  it("a new customer takes the free starter plan once: its units credited with the purchase; a second is refused", async () => {
    Clock.setNow(new Date(`${DAY}T10:00:00Z`));
    const customerId = await newCustomer({ allowance: false });
    expect((await availablePlans(customerId)).map((p) => p.id)).toContain("plan-start");
    const { purchase } = await buyPlan(customerId, { planId: "plan-start" }, actor);
    expect(purchase.netOre).toBe(0);
    expect(await readAllowance(customerId)).toMatchObject({ cases: 3, sends: 10 });
    const now = await currentPlan(customerId);
    expect(now.plan).toMatchObject({ id: "plan-start", from: DAY, until: "2026-12-19", carryForward: false });
    expect((await availablePlans(customerId)).map((p) => p.id)).not.toContain("plan-start");
    expect(await fieldsOf(buyPlan(customerId, { planId: "plan-start" }, actor))).toEqual({
      planId: ["purchase.starterTaken"],
    });
    expect(await readAllowance(customerId)).toMatchObject({ cases: 3, sends: 10 });
    expect(await purchasesOf(customerId)).toHaveLength(1);
  });

  it("two starter plans at once: one is taken, the other refused, units credited once", async () => {
    const customerId = await newCustomer({ allowance: false });
    const results = await Promise.allSettled([
      buyPlan(customerId, { planId: "plan-start" }, actor),
      buyPlan(customerId, { planId: "plan-start" }, actor),
    ]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    expect(await readAllowance(customerId)).toMatchObject({ cases: 3, sends: 10 });
  });

  it("a plan that does not carry forward: its units left lapse when the next plan is bought", async () => {
    Clock.setNow(new Date(`${DAY}T10:00:00Z`));
    const customerId = await newCustomer({ allowance: false });
    await buyPlan(customerId, { planId: "plan-start" }, actor);
    await buyPlan(customerId, { planId: "plan-small" }, actor);
    expect(await readAllowance(customerId)).toMatchObject({ cases: 20, sends: 60 });
    const usage = await usageOf(customerId, DAY, DAY);
    expect(usage.lapse).toMatchObject({ cases: -3, halfSends: -20 });
    expect(usage.purchase).toMatchObject({ cases: 23, halfSends: 140, count: 2 });
  });

  it("the same top-up twice with one Idempotency-Key buys once; the key with another body is refused", async () => {
    const customerId = await newCustomer({ allowance: false });
    await buyPlan(customerId, { planId: "plan-small" }, actor);
    const req = { key: "k-1", method: "POST", path: "/top-ups", body: { cases: 5, sends: 0, creditChecks: 0 } };
    const input = { cases: 5, sends: 0, creditChecks: 0 };
    const [a, b] = await Promise.all([topUp(customerId, input, actor, req), topUp(customerId, input, actor, req)]);
    expect(a.purchase.purchaseId).toBe(b.purchase.purchaseId);
    expect([a.created, b.created].sort()).toEqual([false, true]);
    expect(a.purchase.lines).toEqual([
      { description: { no: "Saker (Liten)", en: "Cases (Small)" }, quantity: 5, unitPriceOre: 4_900, discountOre: 0 },
    ]);
    expect(await readAllowance(customerId)).toMatchObject({ cases: 25 });
    expect(
      await fieldsOf(topUp(customerId, { ...input, cases: 6 }, actor, { ...req, body: { ...req.body, cases: 6 } })),
    ).toEqual({ "idempotency-key": ["validation.idempotencyKeyReused"] });
    expect(await readAllowance(customerId)).toMatchObject({ cases: 25 });
  });

  it("a coupon's last use taken by two at once: one wins, the other is refused and changes nothing", async () => {
    Clock.setNow(new Date(`${DAY}T10:00:00Z`));
    const code = `LAST${Date.now()}`;
    await coupons.create(
      { code, kind: "percent", percentOff: 50, validFrom: "2026-01-01", validTo: "2026-12-31", maxUses: 1 } as never,
      actor,
    );
    const [c1, c2] = [await newCustomer({ allowance: false }), await newCustomer({ allowance: false })];
    await buyPlan(c1, { planId: "plan-small" }, actor);
    await buyPlan(c2, { planId: "plan-small" }, actor);
    const results = await Promise.allSettled([
      topUp(c1, { cases: 10, sends: 0, creditChecks: 0, coupon: code.toLowerCase() }, actor),
      topUp(c2, { cases: 10, sends: 0, creditChecks: 0, coupon: code }, actor),
    ]);
    const won = results.filter((r) => r.status === "fulfilled");
    expect(won).toHaveLength(1);
    expect((won[0] as PromiseFulfilledResult<Awaited<ReturnType<typeof topUp>>>).value.purchase.netOre).toBe(24_500);
    const lost = results.find((r) => r.status === "rejected") as PromiseRejectedResult;
    expect((lost.reason as AppError).fields).toEqual({ coupon: ["coupon.usedUp"] });
    const left = [(await readAllowance(c1)).cases, (await readAllowance(c2)).cases].sort((x, y) => x - y);
    expect(left).toEqual([20, 30]);
    expect((await purchasesOf(c1)).length + (await purchasesOf(c2)).length).toBe(3);
  });

  it("refused purchases change nothing: no plan yet, an overdue invoice of ours", async () => {
    Clock.setNow(new Date(`${DAY}T10:00:00Z`));
    const customerId = await newCustomer({ allowance: false });
    expect(await fieldsOf(topUp(customerId, { cases: 1, sends: 0, creditChecks: 0 }, actor))).toEqual({
      purchase: ["purchase.noPlan"],
    });
    await buyPlan(customerId, { planId: "plan-small" }, actor);
    const lines = [{ description: { no: "Plan", en: "Plan" }, quantity: 1, unit: "month", unitPriceOre: 29_900 }];
    await issueInvoice(customerId, { lines }, { issueDate: "2026-10-01" });
    expect(await fieldsOf(topUp(customerId, { cases: 1, sends: 0, creditChecks: 0 }, actor))).toEqual({
      purchase: ["purchase.overdue"],
    });
    expect(await readAllowance(customerId)).toMatchObject({ cases: 20, sends: 60 });
    expect(await purchasesOf(customerId)).toHaveLength(1);
  });
});
