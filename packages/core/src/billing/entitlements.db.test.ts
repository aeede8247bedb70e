import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { Clock } from "../clock";
import { db } from "../dynamo/db";
import { committed } from "../dynamo/transaction";
import { seedProcedures } from "../procedures/seed";
import { StartCaseInput } from "../cases/case.schema";
import { startCase } from "../cases/start";
import { actor, newCustomer, newDebtor, refusalOf } from "../cases/testing.db";
import { createVoucher } from "../ledger/vouchers";
import { VOUCHER_TYPES } from "../ledger/voucher-rules";
import { consume, credit, readAllowance, refusalAt, usageOf, type Use } from "./entitlements";
import { retrying } from "../command/retrying";

const DAY = "2026-11-20";

/** One use in a transaction of its own (as a credit check will be), retried on conflicts like every command. */
const useOnce = (customerId: string, use: Use) =>
  retrying(async () => {
    try {
      await committed(
        db()
          .transaction.write((e) => consume(e, customerId, use))
          .go(),
      );
    } catch (err) {
      throw refusalAt(err, 0, use) ?? err;
    }
  }, 60);

describe("metering (issue 19)", () => {
  beforeAll(() => seedProcedures());
  afterEach(() => Clock.setOffset(0));

  it("50 concurrent uses of a balance of 10: exactly 10 pass and are recorded, 40 are refused, 0 left", async () => {
    Clock.setNow(new Date(`${DAY}T10:00:00Z`));
    const customerId = await newCustomer({ allowance: false });
    await credit(customerId, { creditChecks: 10 }, "ten checks", { userId: "u-admin" });
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, (_, i) => useOnce(customerId, { kind: "credit-check", ref: `check-${i}` })),
    );
    const refused = results.filter((r) => r.status === "rejected").map((r) => (r as PromiseRejectedResult).reason);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(10);
    expect(refused).toHaveLength(40);
    for (const err of refused)
      expect(err).toMatchObject({
        messageKey: "entitlements.notEnoughCreditChecks",
        details: { topUp: "/customer/top-up" },
      });
    expect((await readAllowance(customerId)).creditChecks).toBe(0);
    const usage = await usageOf(customerId, DAY, DAY);
    expect(usage["credit-check"]).toMatchObject({ count: 10, creditChecks: -10 });
    expect(usage.grant).toMatchObject({ count: 1, creditChecks: 10 });
  });

  it("a refused case start changes nothing: no case, no usage record; a credit with its reason lets it start", async () => {
    Clock.setNow(new Date(`${DAY}T10:00:00Z`));
    const customerId = await newCustomer({ cases: 0, sends: 5 });
    const debtorId = await newDebtor(customerId);
    const v = await createVoucher(
      customerId,
      {
        type: VOUCHER_TYPES.invoice,
        number: "M-1",
        voucherDate: "2026-09-01",
        dueDate: "2026-10-01",
        amountOre: 1_000_00,
        debtorId,
      },
      actor,
    );
    const start = () => startCase(customerId, StartCaseInput.parse({ debtorId, voucherIds: [v.voucherId] }), actor);
    const err = await refusalOf(start());
    expect(err).toMatchObject({
      fields: { allowance: ["cases.notEnoughCases"] },
      details: { topUp: "/customer/top-up" },
    });
    expect((await db().entities.case.query.byNumber({ customerId }).go()).data).toEqual([]);
    expect((await usageOf(customerId, DAY, DAY))["case-start"]).toBeUndefined();

    await credit(customerId, { cases: 1 }, "Kampanje november", { userId: "u-admin" });
    const { case: c } = await start();
    expect((await readAllowance(customerId)).cases).toBe(0);
    const usage = await usageOf(customerId, DAY, DAY);
    expect(usage["case-start"]).toMatchObject({ count: 1, cases: -1 });
    const { data } = await db().entities.entitlementMovement.query.byCustomer({ customerId }).go();
    expect(data.find((m) => m.move === "case-start")).toMatchObject({ caseId: String(c.caseNumber), by: actor.userId });
    expect(data.filter((m) => m.move === "grant").map((m) => m.reason)).toContain("Kampanje november");
    // a period is its days: the next day has none of it
    expect(await usageOf(customerId, "2026-11-21", "2026-11-30")).toEqual({});
  });

  it("a credit may take units away, never below zero (refused, nothing changed), and logs its reason", async () => {
    Clock.setNow(new Date(`${DAY}T10:00:00Z`));
    const customerId = await newCustomer({ cases: 2, sends: 1 });
    const entry = { userId: "u-admin", customerId, method: "POST", route: "POST /v1/customers/:id/allowances" };
    const activity = {
      entry: { ...entry, status: 200, summary: `POST /v1/customers/${customerId}/allowances` },
      written: false,
    };
    const after = await credit(customerId, { cases: -1, halfSends: 3 }, "Korrigering", { userId: "u-admin", activity });
    expect(after).toMatchObject({ cases: 1, halfSends: 5, sends: 2.5 });
    expect(activity.written).toBe(true);
    const logged = (await db().entities.activityLog.query.byScope({ scope: customerId }).go()).data;
    expect(logged.map((l) => l.summary)).toEqual([`POST /v1/customers/${customerId}/allowances: Korrigering`]);

    const below = await refusalOf(credit(customerId, { cases: -2, halfSends: 1 }, "for mye", { userId: "u-admin" }));
    expect(below.fields).toEqual({ units: ["entitlements.belowZero"] });
    expect(await readAllowance(customerId)).toMatchObject({ cases: 1, halfSends: 5 });
    expect((await usageOf(customerId, DAY, DAY)).grant?.count).toBe(2);
    expect((await refusalOf(credit("no-such", { cases: 1 }, "x", { userId: "u" }))).code).toBe("NOT_FOUND");
  });
});
