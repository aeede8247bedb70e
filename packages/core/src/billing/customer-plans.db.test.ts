import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { Clock } from "../clock";
import { db } from "../dynamo/db";
import { newCustomer } from "../cases/testing.db";
import { AppError } from "../util/error";
import { normaliseName } from "../util/text";
import { billableOf } from "./billable-lines";
import { changePlan, customerPlansReport, listCustomerPlans, setPartnerAgreement } from "./customer-plans";
import { readAllowance, usageOf } from "./entitlements";
import { seedPlans } from "./plan-seed";
import { currentPlan } from "./current-plan";
import { buyPlan } from "./purchase";

const DAY = "2026-11-20";
const admin = { userId: "u-sales" };

const fieldsOf = async (p: Promise<unknown>) => {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(AppError);
  return (err as AppError).fields;
};

describe("staff: customers' plans (issue 19)", () => {
  beforeAll(() => seedPlans());
  afterEach(() => Clock.setOffset(0));

  it("staff set any plan: the current plan, its units credited, the reason logged; the starter's units lapse", async () => {
    Clock.setNow(new Date(`${DAY}T10:00:00Z`));
    const customerId = await newCustomer({ allowance: false });
    await buyPlan(customerId, { planId: "plan-start" }, { userId: "u-owner" });
    const route = `PUT /v1/customers/${customerId}/plan`;
    const activity = {
      entry: { userId: "u-sales", customerId, method: "PUT", route, status: 200, summary: route },
      written: false,
    };
    const { purchase } = await changePlan(
      customerId,
      { planId: "plan-large-year", reason: "Avtalt i telefon", free: true },
      { ...admin, activity },
    );
    expect(purchase).toMatchObject({ kind: "plan", planId: "plan-large-year", netOre: 0 });
    expect((await currentPlan(customerId)).plan).toMatchObject({
      id: "plan-large-year",
      from: DAY,
      until: "2027-11-19",
    });
    // the starter plan does not carry forward: its 3 cases and 10 sends lapse, the new plan's are credited
    expect(await readAllowance(customerId)).toMatchObject({ cases: 1_500, sends: 4_500 });
    expect((await usageOf(customerId, DAY, DAY)).lapse).toMatchObject({ cases: -3, halfSends: -20 });
    const logged = (await db().entities.activityLog.query.byScope({ scope: customerId }).go()).data;
    expect(logged.map((l) => l.summary)).toEqual([`${route}: Avtalt i telefon`]);
    const stored = (await db().entities.purchase.query.byCustomer({ customerId }).go()).data;
    expect(stored.find((p) => p.planId === "plan-large-year")).toMatchObject({
      reason: "Avtalt i telefon",
      by: "u-sales",
    });

    // at the plan's price, from a chosen day; even the starter plan again (staff are not bound by once-only)
    await changePlan(customerId, { planId: "plan-small", reason: "Oppgradering", from: "2026-12-01" }, admin);
    expect((await currentPlan(customerId)).plan).toMatchObject({
      id: "plan-small",
      from: "2026-12-01",
      until: "2026-12-30",
    });
    const billable = await billableOf(customerId, { from: DAY, to: DAY });
    expect(billable.purchases.map((l) => l.unitPriceOre)).toEqual([29_900]); // the free change is left out
    await changePlan(customerId, { planId: "plan-start", reason: "Prøve igjen" }, admin);
    expect((await currentPlan(customerId)).plan?.id).toBe("plan-start");
  });

  it("refuses an unknown plan, a missing or too long reason and a far start, changing nothing", async () => {
    const customerId = await newCustomer({ allowance: false });
    expect(await fieldsOf(changePlan(customerId, { planId: "no-such", reason: "x" }, admin))).toEqual({
      planId: ["customerPlans.unknownPlan"],
    });
    expect(await fieldsOf(changePlan(customerId, { planId: "plan-small", reason: " " }, admin))).toEqual({
      reason: ["validation.required"],
    });
    expect(await fieldsOf(changePlan(customerId, { planId: "plan-small", reason: "x".repeat(501) }, admin))).toEqual({
      reason: ["validation.tooLong"],
    });
    expect(
      await fieldsOf(changePlan(customerId, { planId: "plan-small", reason: "x", from: "2030-01-01" }, admin)),
    ).toEqual({ from: ["customerPlans.fromRange"] });
    expect((await currentPlan(customerId)).plan).toBeNull();
    expect(await readAllowance(customerId)).toMatchObject({ cases: 0, sends: 0 });
  });

  it("lists a customer's plan (plan expanded), the report's row in the caller's language, the partner agreement", async () => {
    Clock.setNow(new Date(`${DAY}T10:00:00Z`));
    const name = `Planrapport ${Date.now()} AS`;
    // (nameKey: what the app's create writes, the list's search reads)
    const customerId = await newCustomer({ allowance: false, name, fields: { nameKey: normaliseName(name) } });
    await changePlan(customerId, { planId: "plan-medium", reason: "Salg" }, admin);
    await setPartnerAgreement(customerId, { startDate: "2026-08-15" }, admin);
    const { data } = await listCustomerPlans({ customerId, expand: "plan" });
    expect(data[0]).toMatchObject({
      planId: "plan-medium",
      from: DAY,
      until: "2026-12-19",
      left: { cases: 100, sends: 300, creditChecks: 0 },
      lastPurchase: { day: DAY, kind: "plan", netOre: 99_900 },
      partnerAgreement: { startDate: "2026-08-15", monthlyFeeOre: null },
      plan: { id: "plan-medium", nameEn: "Medium" },
    });
    const { csv } = await customerPlansReport({ search: name }, "en");
    expect(csv).toBe(
      "\uFEFFCustomer;Org. no.;Plan;From;Until;Cases left;Sends left;Credit checks left;Last purchase\r\n" +
        `${name};999999999;Medium;20.11.2026;19.12.2026;100;300;0;20.11.2026\r\n`,
    );
    expect((await customerPlansReport({ search: "Ingen slik kunde" }, "no")).csv).toBe(
      "\uFEFFKunde;Org.nr.;Plan;Fra;Til;Saker igjen;Utsendelser igjen;Kredittsjekker igjen;Siste kjøp\r\n",
    );
    // the agreement's months (Aug–Oct, quarterly after) are invoiced: the period November has none (due in December)
    expect((await billableOf(customerId, { from: "2026-10-01", to: "2026-10-31" })).partnerFee).toHaveLength(1);
    expect((await billableOf(customerId, { from: "2026-11-01", to: "2026-11-30" })).partnerFee).toEqual([]);
  });
});
