import { beforeAll, describe, expect, it } from "vitest";
import { seedPlans } from "@innfri/core/billing/plan-seed";
import { db } from "@innfri/core/dynamo/db";
import { normaliseName } from "@innfri/core/util/text";
import { ledgerOwner } from "../../../test/ledger";
import { call, createUser, signIn } from "../../../test/support";

describe("staff: customers' plans (issue 19): PUT /customers/{id}/plan, GET /customer-plans, get-report", () => {
  beforeAll(() => seedPlans());

  it("sales sets a plan with a reason, lists it and downloads the report; a customer's owner may not; 422s per field", async () => {
    const o = await ledgerOwner("owner", { integration: false });
    const sales = (await signIn((await createUser({ type: "sales" })).email)).user.accessToken;
    const path = `/customers/${o.customerId}/plan`;

    const bad = await call("PUT", path, { token: sales, body: { planId: "no-such", reason: "" }, lang: "en" });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({ reason: ["Please type something"] });
    const unknown = await call("PUT", path, {
      token: sales,
      body: { planId: "no-such", reason: "Avtalt" },
      lang: "en",
    });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors).toEqual({ planId: ["The plan does not exist."] });

    const set = await call("PUT", path, { token: sales, body: { planId: "plan-medium", reason: "Avtalt i møte" } });
    expect(set.status).toBe(200);
    expect(set.body.message).toBe("Kunden har nå planen Medium.");
    expect(set.body.data).toMatchObject({ kind: "plan", planId: "plan-medium", netOre: 99_900 });

    const list = await call("GET", `/customer-plans?customerId=${o.customerId}&expand=plan`, { token: sales });
    expect(list.status).toBe(200);
    expect(list.body.data[0]).toMatchObject({
      planId: "plan-medium",
      left: { cases: 100 },
      plan: { id: "plan-medium" },
    });

    // the search reads nameKey, which the app's create writes (the test's customer is stored directly)
    const search = list.body.data[0].name as string;
    await db()
      .entities.customer.patch({ customerId: o.customerId })
      .set({ nameKey: normaliseName(search) })
      .go();
    const report = await call("POST", "/customer-plans/get-report", { token: sales, body: { search }, lang: "en" });
    expect(report.status).toBe(200);
    expect(report.headers.get("content-type")).toContain("text/csv");
    expect((report.body as string).split("\r\n")[1]).toMatch(new RegExp(`^${search};812345672;Medium;`));
    expect((report.body as string).split("\r\n")[0]).toMatch(/^\uFEFF?Customer;Org. no.;Plan;From;/); // fetch drops the BOM

    // the customer's own owner: staff routes refuse it (403); its own plan routes still answer
    expect((await call("PUT", path, { token: o.token, body: { planId: "plan-large-year", reason: "x" } })).status).toBe(
      403,
    );
    expect((await call("GET", "/customer-plans", { token: o.token })).status).toBe(403);
    const own = await call("GET", "/customer-plans/current", { token: o.token });
    expect(own.status).toBe(200);
    expect(own.body.plan).toMatchObject({ id: "plan-medium" });

    const partner = await call("PUT", `/customers/${o.customerId}/partner-agreement`, {
      token: sales,
      body: { startDate: "01.02.2026" },
      lang: "en",
    });
    expect(partner.status).toBe(422);
    expect(partner.body.errors).toEqual({ startDate: ["Please enter a valid date (DD.MM.YYYY)."] });
  });
});
