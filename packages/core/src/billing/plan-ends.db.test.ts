import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { Clock } from "../clock";
import { db } from "../dynamo/db";
import { committed } from "../dynamo/transaction";
import { actor, newCustomer } from "../cases/testing.db";
import { billCustomer } from "./billing-run";
import { changePlan } from "./customer-plans";
import { consume, readAllowance, usageOf } from "./entitlements";
import { issuedInvoice } from "./invoices/invoice-store";
import { NOTHING_DUE } from "./plan-end-rules";
import { duePlanCustomers, settlePlanEnd } from "./plan-ends";
import { seedPlans, SEEDED_PLANS } from "./plan-seed";
import { plans } from "./plan-stores";
import { currentPlan } from "./current-plan";
import { buyPlan, topUp } from "./purchase";

vi.setConfig({ testTimeout: 60_000 });
afterEach(() => Clock.setOffset(0));

const at = (day: string) => Clock.setNow(new Date(`${day}T08:00:00Z`));
const purchasesOf = async (customerId: string) =>
  (await db().entities.purchase.query.byCustomer({ customerId }).go({ consistent: true })).data;
const planItem = async (customerId: string) =>
  (await db().entities.customerPlan.get({ customerId }).go({ consistent: true })).data!;
const useCase = (customerId: string) =>
  committed(
    db()
      .transaction.write((e) => consume(e, customerId, { kind: "case-start", caseId: "c-1" }))
      .go(),
  );

/** A paid monthly plan that does not carry forward (100,00 kr, 30 days, 5 cases, 10 sends), and one whose units expire. */
const base = SEEDED_PLANS["plan-small"];
beforeAll(async () => {
  await seedPlans();
  await plans.ensure("plan-t-monthly", {
    ...base,
    nameNo: "Måned",
    nameEn: "Month",
    priceOre: 10_000,
    includedCases: 5,
    includedSends: 10,
    carryForward: false,
  } as never);
  await plans.ensure("plan-t-expiring", { ...base, nameNo: "Utløp", nameEn: "Expiry", unitsExpireDays: 10 } as never);
});

describe("a plan's end (docs/billing.md 'When a plan ends')", () => {
  it("a paid plan renews once the day after its end (the job run twice), units left lapse; the run invoices it", async () => {
    at("2026-10-01");
    const customerId = await newCustomer({ allowance: false });
    // set free by staff: the first period is not invoiced, the renewal is
    await changePlan(customerId, { planId: "plan-t-monthly", reason: "trial month", free: true }, actor);
    await useCase(customerId);
    expect(await readAllowance(customerId)).toMatchObject({ cases: 4, sends: 10 });
    expect((await planItem(customerId)).dueOn).toBe("2026-10-31");
    expect(await duePlanCustomers("2026-10-30")).not.toContain(customerId);

    at("2026-10-31");
    expect(await duePlanCustomers()).toContain(customerId);
    const runs = await Promise.all([settlePlanEnd(customerId), settlePlanEnd(customerId)]);
    expect(runs.sort()).toEqual(["none", "renew"]);
    expect(await settlePlanEnd(customerId)).toBe("none");
    expect((await currentPlan(customerId)).plan).toMatchObject({
      id: "plan-t-monthly",
      from: "2026-10-31",
      until: "2026-11-29",
      endedOn: null,
      renews: true,
    });
    expect(await readAllowance(customerId)).toMatchObject({ cases: 5, sends: 10 });
    expect(await purchasesOf(customerId)).toHaveLength(2);
    const usage = await usageOf(customerId, "2026-10-31", "2026-10-31");
    expect(usage.lapse).toMatchObject({ cases: -4, halfSends: -20, count: 1 });
    expect(await duePlanCustomers()).not.toContain(customerId);

    at("2026-11-01");
    const n = await billCustomer({ scheduleId: "s-renew", customerId, kind: "monthly", from: "2026-10-01", to: "2026-10-31" });
    const inv = await issuedInvoice(customerId, n!);
    expect(inv.lines.map((l) => [l.description.no, l.netOre])).toEqual([["Plan Måned, 30 dager", 10_000]]);
  });

  it("the free starter plan ends (its units lapse, top-ups refused); units past their expiry lapse once", async () => {
    at("2026-10-01");
    const starter = await newCustomer({ allowance: false });
    await buyPlan(starter, { planId: "plan-start" }, actor);
    expect((await currentPlan(starter)).plan).toMatchObject({ until: "2026-10-30", renews: false });
    const expiring = await newCustomer({ allowance: false });
    await changePlan(expiring, { planId: "plan-t-expiring", reason: "test" }, actor);
    expect((await planItem(expiring)).dueOn).toBe("2026-10-11");

    at("2026-10-11");
    expect(await settlePlanEnd(starter)).toBe("none");
    expect(await settlePlanEnd(expiring)).toBe("expire");
    expect(await settlePlanEnd(expiring)).toBe("none");
    expect(await readAllowance(expiring)).toMatchObject({ cases: 0, sends: 0 });
    expect((await usageOf(expiring, "2026-10-11", "2026-10-11")).lapse).toMatchObject({ cases: -20, count: 1 });
    expect(await planItem(expiring)).toMatchObject({ until: "2026-10-30", dueOn: "2026-10-31" });
    expect((await planItem(expiring)).unitsExpireOn).toBeUndefined();

    at("2026-10-31");
    expect(await settlePlanEnd(starter)).toBe("end");
    expect(await settlePlanEnd(starter)).toBe("none");
    expect(await readAllowance(starter)).toMatchObject({ cases: 0, sends: 0 });
    expect((await currentPlan(starter)).plan).toMatchObject({ endedOn: "2026-10-31", renews: false });
    expect((await planItem(starter)).dueOn).toBe(NOTHING_DUE);
    await expect(topUp(starter, { cases: 1, sends: 0, creditChecks: 0 }, actor)).rejects.toMatchObject({
      fields: { purchase: ["purchase.noPlan"] },
    });
    // choosing a plan again: it runs, the end is gone
    await buyPlan(starter, { planId: "plan-small" }, actor);
    expect((await currentPlan(starter)).plan).toMatchObject({ id: "plan-small", endedOn: null, renews: true });
  });
});
