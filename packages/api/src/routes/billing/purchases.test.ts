import { beforeAll, describe, expect, it } from "vitest";
import { seedPlans } from "@innfri/core/billing/plan-seed";
import { ledgerOwner } from "../../../test/ledger";
import { call } from "../../../test/support";

describe("buying (issue 19): /plans/available, /customer-plans, /top-ups", () => {
  beforeAll(() => seedPlans());

  it("a new owner sees the plans with VAT, takes the starter plan, tops up; bad quantities are a 422 per field", async () => {
    const o = await ledgerOwner("owner", { integration: false });
    const plans = await call("GET", "/plans/available", { token: o.token });
    expect(plans.status).toBe(200);
    const small = plans.body.data.find((p: { id: string }) => p.id === "plan-small");
    expect(small).toMatchObject({ priceOre: 29_900, priceWithVatOre: 37_375 });

    const chosen = await call("POST", "/customer-plans", { token: o.token, body: { planId: "plan-start" } });
    expect(chosen.status).toBe(201);
    expect(chosen.body.message).toBe("Planen Start (gratis prøve) er valgt.");

    const bad = await call("POST", "/top-ups", {
      token: o.token,
      body: { cases: 10_001, sends: -1 },
      lang: "en",
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({
      cases: ["The quantity must be from 0 to 10,000."],
      sends: ["The quantity must be from 0 to 10,000."],
    });

    const bought = await call("POST", "/top-ups", { token: o.token, body: { cases: 2, sends: 3 } });
    expect(bought.status).toBe(201);
    expect(bought.body.data).toMatchObject({ netOre: 2 * 4_900 + 3 * 1_500, totalOre: 17_875 });

    const now = await call("GET", "/customer-plans/current", { token: o.token });
    expect(now.body).toMatchObject({
      plan: { id: "plan-start", includedUsers: 5, perUserYearOre: 60_000, carryForward: false },
      left: { cases: 5, sends: 13 },
      invoices: [],
    });
  });
});
