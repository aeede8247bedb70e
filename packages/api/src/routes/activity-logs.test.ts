import { describe, expect, it } from "vitest";
import { Clock } from "@innfri/core/clock";
import { call, createUser, signIn } from "../../test/support";

describe("activity log", () => {
  it("records successful changes (not reads, failures or sign-in) and lists them with filters", async () => {
    const o = await createUser({ permission: "owner" });
    const token = (await signIn(o.email)).user.accessToken;
    await call("PUT", `/customers/${o.customerId}`, { token, body: { city: "Tromsø" } });
    await call("PUT", `/customers/${o.customerId}`, { token, body: { postNumber: "x" } }); // 422: not recorded
    await call("GET", `/customers/${o.customerId}`, { token });
    await call("PUT", `/customers/${o.customerId}/document`, { token, body: { title: "Varsel" } });
    const admin = await createUser({ type: "admin" });
    const at = (await signIn(admin.email)).user.accessToken;

    const byCustomer = await call("GET", `/activity-logs?customerId=${o.customerId}`, { token: at });
    expect(byCustomer.status, JSON.stringify(byCustomer.body)).toBe(200);
    expect(byCustomer.body.total).toBe(2);
    expect(byCustomer.body.data.map((e: { route: string }) => e.route)).toEqual([
      "PUT /v1/customers/:id/document",
      "PUT /v1/customers/:id",
    ]);
    expect(byCustomer.body.data[1]).toMatchObject({
      userId: o.userId,
      userEmail: o.email,
      customerId: o.customerId,
      method: "PUT",
      status: 200,
      targetId: o.customerId,
    });

    const byUser = await call("GET", `/activity-logs?userId=${o.userId}&search=document`, { token: at });
    expect(byUser.body.data.map((e: { route: string }) => e.route)).toEqual(["PUT /v1/customers/:id/document"]);
    const today = Clock.today();
    const inRange = await call("GET", `/activity-logs?userId=${o.userId}&from=${today}&to=${today}`, { token: at });
    expect(inRange.body.total).toBe(2);
    const before = await call("GET", `/activity-logs?userId=${o.userId}&to=2020-01-01`, { token: at });
    expect(before.body.total).toBe(0);
    const all = await call("GET", "/activity-logs?rowsPerPage=1", { token: at });
    expect(all.body.data).toHaveLength(1);
    expect((await call("GET", "/activity-logs?from=yesterday", { token: at })).status).toBe(422);
    expect((await call("GET", "/activity-logs", { token })).status).toBe(403);
  });
});
