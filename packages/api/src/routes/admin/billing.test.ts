import { beforeAll, describe, expect, it } from "vitest";
import { nameKeyOf } from "@innfri/core/accounts/customer-account";
import { seedPlans, SEEDED_PLANS } from "@innfri/core/billing/plan-seed";
import { db } from "@innfri/core/dynamo/db";
import { call, createUser, signIn } from "../../../test/support";

/**
 * What issue 19's staff resources do beyond CRUD (the conformance test covers that): a billing schedule's
 * customers, the price of a step, references that must exist, coupon codes unique whatever their case.
 */
let admin: string, sales: string, owner: string;
const customers: { id: string; name: string }[] = [];

beforeAll(async () => {
  await seedPlans();
  const tag = Date.now().toString(36);
  const users = await Promise.all([
    createUser({ type: "admin" }),
    createUser({ type: "sales" }),
    createUser({ permission: "owner", customerName: `Skjema ${tag} Alfa AS` }),
    createUser({ permission: "owner", customerName: `Skjema ${tag} Beta AS` }),
  ]);
  const tokens = await Promise.all(users.slice(0, 3).map(async (u) => (await signIn(u.email)).user.accessToken));
  [admin, sales, owner] = tokens as [string, string, string];
  customers.push(
    { id: users[2]!.customerId!, name: `Skjema ${tag} Alfa AS` },
    { id: users[3]!.customerId!, name: `Skjema ${tag} Beta AS` },
  );
  // on the staff list by name, as the app writes a customer (createUser leaves the name key out)
  for (const c of customers)
    await db()
      .entities.customer.patch({ customerId: c.id })
      .set({ listed: "customers", nameKey: nameKeyOf(c.name, c.id) })
      .go();
});

const schedule = async (name: string) => {
  const res = await call("POST", "/billing-schedules", {
    token: sales,
    body: { name: `${name} ${Date.now()}`, period: "monthly", dayOfIssue: 1, active: true },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id as string;
};

describe("billing schedule customers", () => {
  it("puts a customer on one schedule at most, lists and offers by name, and takes it off (sales keeps it)", async () => {
    const [a, b] = [await schedule("Månedlig A"), await schedule("Månedlig B")];
    const [alfa, beta] = customers as [{ id: string; name: string }, { id: string; name: string }];
    const add = (id: string, customerIds: string[], lang: "no" | "en" = "no") =>
      call("POST", `/billing-schedules/${id}/customers`, { token: sales, lang, body: { customerIds } });

    const added = await add(a, [alfa.id]);
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    expect(added.body).toMatchObject({ added: 1, message: "Lagt til på faktureringsplanen: 1." });
    const list = await call("GET", `/billing-schedules/${a}/customers?searchBillingSchedule=skjema`, { token: sales });
    expect(list.body.data.map((c: { customerId: string }) => c.customerId)).toEqual([alfa.id]);

    // on A, so neither offered to B nor put on it; the other customer is offered
    const search = encodeURIComponent(alfa.name.split(" ").slice(0, 2).join(" "));
    const offered = await call("GET", `/billing-schedules/${b}/get_customers_for_adding?search=${search}`, {
      token: sales,
    });
    expect(offered.status).toBe(200);
    expect(offered.body.data.map((c: { customerId: string }) => c.customerId)).toEqual([beta.id]);
    const [no, en] = [await add(b, [beta.id, alfa.id]), await add(b, [alfa.id], "en")];
    expect(no.status).toBe(422);
    expect(no.body.errors).toEqual({ customerIds: ["Kunden faktureres allerede etter en annen faktureringsplan."] });
    expect(en.body.errors).toEqual({ customerIds: ["The customer is already invoiced on another billing schedule."] });
    // all or none: beta was not added with the refused request
    expect((await call("GET", `/billing-schedules/${b}/customers`, { token: sales })).body.total).toBe(0);
    expect((await add(b, ["01JUNKNOWNUNKNOWNUNKNOWN00"])).body.errors.customerIds).toEqual(["Kunden finnes ikke."]);
    expect(
      (
        await call("POST", `/billing-schedules/01JUNKNOWNUNKNOWNUNKNOWN00/customers`, {
          token: sales,
          body: { customerIds: [beta.id] },
        })
      ).status,
    ).toBe(404);

    const off = await call("DELETE", `/billing-schedules/${a}/customers/${alfa.id}`, { token: sales });
    expect(off.status).toBe(200);
    expect((await call("DELETE", `/billing-schedules/${a}/customers/${alfa.id}`, { token: sales })).status).toBe(404);
    expect((await add(b, [alfa.id])).status).toBe(200);
    expect((await call("GET", `/billing-schedules/${b}/customers`, { token: owner })).status).toBe(403);
  });
});

describe("GET /v1/step-cost", () => {
  it("answers the customer's own price in force, else the plan's per-send price, and refuses what does not exist", async () => {
    const customerId = customers[1]!.id;
    const cost = (query = "") =>
      call("GET", `/step-cost?customerId=${customerId}&stepKind=reminder${query}`, { token: admin });
    expect((await cost()).body).toEqual({
      priceOre: SEEDED_PLANS["plan-start"].perSendOre,
      source: "plan",
      fromDate: null,
      planId: "plan-start",
    });
    expect((await cost("&planId=plan-medium")).body).toMatchObject({ priceOre: 700, planId: "plan-medium" });

    const own = (priceOre: number, fromDate: string) =>
      call("POST", "/customer-step-costs", {
        token: admin,
        body: { customerId, stepKind: "reminder", priceOre, fromDate },
      });
    expect((await own(1_100, "2020-01-01")).status).toBe(201);
    expect((await own(1_300, "2024-06-01")).status).toBe(201);
    expect((await own(9_900, "2999-01-01")).status).toBe(201); // not in force yet
    expect((await cost()).body).toEqual({ priceOre: 1_300, source: "customer", fromDate: "2024-06-01", planId: null });
    // another step kind has no own price
    expect(
      (await call("GET", `/step-cost?customerId=${customerId}&stepKind=payment-demand`, { token: admin })).body.source,
    ).toBe("plan");

    const unknown = await call("POST", "/customer-step-costs", {
      token: admin,
      lang: "en",
      body: { customerId: "01JUNKNOWNUNKNOWNUNKNOWN00", stepKind: "reminder", priceOre: 100, fromDate: "2024-01-01" },
    });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors).toEqual({ customerId: ["Not found (it may have been deleted)."] });
    expect((await call("GET", `/step-cost?customerId=${customerId}&stepKind=fax`, { token: admin })).status).toBe(422);
  });
});

describe("references and unique codes", () => {
  it("refuses a plan link to a plan that does not exist, and a coupon code taken in another case", async () => {
    const link = await call("POST", "/user-group-plans", {
      token: admin,
      body: { userGroupId: "default", planId: "no-such-plan" },
    });
    expect(link.status).toBe(422);
    expect(link.body.errors).toEqual({ planId: ["Finner ikke dette (det kan være slettet)."] });

    const code = `Sommer-${Date.now()}`;
    const coupon = { kind: "amount", amountOffOre: 5_000, validFrom: "2026-06-01", validTo: "2026-08-31", maxUses: 10 };
    const first = await call("POST", "/coupons", { token: admin, body: { code, ...coupon } });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body).toMatchObject({ code: code.toUpperCase(), uses: 0 });
    const again = await call("POST", "/coupons", { token: admin, body: { code: code.toLowerCase(), ...coupon } });
    expect(again.status).toBe(422);
    expect(Object.keys(again.body.errors)).toEqual(["code"]);
  });
});
