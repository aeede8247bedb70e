import { describe, expect, it } from "vitest";
import { call, createUser, signIn } from "../../test/support";

describe("GDPR terms", () => {
  it("shows a loaded customer without accepted terms, and records the acceptance", async () => {
    const { email, customerId } = await createUser({ permission: "owner", gdpr: false });
    const s = await signIn(email);
    expect(s.customer.gdprTermsAccepted).toBe(false);
    const missing = await call("PUT", `/customers/${customerId}/gdpr-terms`, { token: s.user.accessToken, body: {} });
    expect(missing.status).toBe(422);
    const res = await call("PUT", `/customers/${customerId}/gdpr-terms`, {
      token: s.user.accessToken,
      body: { accept: true },
    });
    expect(res).toMatchObject({ status: 200, body: { id: customerId, gdprTermsAccepted: true } });
    expect((await call("GET", "/user", { token: s.user.accessToken })).body.customer.gdprTermsAccepted).toBe(true);
  });

  it("answers 404 for another customer's id, changing nothing", async () => {
    const other = await createUser({ permission: "owner", gdpr: false });
    const { email } = await createUser({ permission: "owner" });
    const s = await signIn(email);
    const res = await call("PUT", `/customers/${other.customerId}/gdpr-terms`, {
      token: s.user.accessToken,
      body: { accept: true },
    });
    expect(res.status).toBe(404);
    expect((await signIn(other.email)).customer.gdprTermsAccepted).toBe(false);
  });
});
