import { afterEach, describe, expect, it } from "vitest";
import { carryOutDeletions } from "@innfri/core/accounts/deletion";
import { Clock } from "@innfri/core/clock";
import { call, createUser, signIn } from "../../test/support";
import { waitForMail } from "../../test/mail";

const DAY = 24 * 3600 * 1000;
afterEach(() => Clock.setOffset(0));

async function owner() {
  const u = await createUser({ permission: "owner" });
  return { ...u, customerId: u.customerId!, token: (await signIn(u.email)).user.accessToken };
}

describe("deleting a customer", () => {
  it("requests deletion, cancels it, and the job deletes it 7 days after a new request", async () => {
    const o = await owner();
    expect((await call("DELETE", `/customers/${o.customerId}`, { token: o.token })).status).toBe(200);
    const pending = await call("GET", `/customers/${o.customerId}`, { token: o.token });
    expect(pending.body.deletionRequestedAt).toEqual(expect.any(Number));
    expect((await call("PUT", `/customers/${o.customerId}/restore`, { token: o.token })).status).toBe(200);
    expect((await call("GET", `/customers/${o.customerId}`, { token: o.token })).body.deletionRequestedAt).toBeNull();

    expect((await call("DELETE", `/customers/${o.customerId}`, { token: o.token })).status).toBe(200);
    Clock.setOffset(6 * DAY);
    expect(await carryOutDeletions()).toMatchObject({ customers: 0 });
    Clock.setOffset(7 * DAY + 60_000);
    expect((await carryOutDeletions()).customers).toBeGreaterThanOrEqual(1);
    const again = (await signIn(o.email)).user.accessToken;
    expect((await call("GET", `/customers/${o.customerId}`, { token: again })).status).toBe(404);
    expect((await call("GET", "/user", { token: again })).body.customers).toEqual([]);

    const admin = await createUser({ type: "admin" });
    const at = (await signIn(admin.email)).user.accessToken;
    const deleted = await call("GET", "/customers/deleted?rowsPerPage=100", { token: at });
    expect(deleted.status).toBe(200);
    expect(deleted.body.data.map((c: { id: string }) => c.id)).toContain(o.customerId);
    expect((await call("PUT", `/customers/${o.customerId}/restore`, { token: at })).status).toBe(200);
    expect((await call("GET", `/customers/${o.customerId}`, { token: again })).body.deletedAt).toBeNull();
  });

  it("force-deletes a customer and its memberships (admin only)", async () => {
    const o = await owner();
    const sales = await createUser({ type: "sales" });
    const st = (await signIn(sales.email)).user.accessToken;
    expect((await call("DELETE", `/customers/force-delete/${o.customerId}`, { token: st })).status).toBe(403);
    const admin = await createUser({ type: "superadmin" });
    const at = (await signIn(admin.email)).user.accessToken;
    expect((await call("DELETE", `/customers/force-delete/${o.customerId}`, { token: at })).status).toBe(200);
    expect((await call("GET", `/customers/${o.customerId}`, { token: at })).status).toBe(404);
    expect((await call("GET", "/user", { token: o.token })).body.customers).toEqual([]);
  });
});

describe("account number updates", () => {
  it("mails a confirmation link; the change applies once through it", async () => {
    const o = await owner();
    await call("PUT", `/customers/${o.customerId}`, { token: o.token, body: { email: "regnskap@kunde.test" } });
    const since = Date.now() - 1000;
    const res = await call("POST", "/account-number-updates", {
      token: o.token,
      body: { customerId: o.customerId, accountNumber: "8601 11 17947" },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(202);
    expect(res.body.message).toBeTruthy();
    const mail = await waitForMail("regnskap@kunde.test", { since });
    await waitForMail(o.email, { since });
    const hash = /account-number-update\?hash=([A-Za-z0-9_-]+)/.exec(mail.body.text!)![1]!;
    expect((await call("GET", `/customers/${o.customerId}`, { token: o.token })).body.accountNumber).not.toBe(
      "86011117947",
    );
    const ok = await call("PUT", `/account-number-updates/${hash}`, { token: o.token });
    expect(ok).toMatchObject({ status: 200, body: { id: o.customerId, accountNumber: "86011117947" } });
    expect((await call("PUT", `/account-number-updates/${hash}`, { token: o.token })).status).toBe(404);
  });

  it("validates the account number and expires after 48 hours", async () => {
    const o = await owner();
    const bad = await call("POST", "/account-number-updates", {
      token: o.token,
      lang: "en",
      body: { customerId: o.customerId, accountNumber: "12345678901" },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.accountNumber).toEqual(["Please enter a valid account number (11 digits) or IBAN."]);
    const since = Date.now() - 1000;
    await call("POST", "/account-number-updates", {
      token: o.token,
      body: { customerId: o.customerId, accountNumber: "NO9386011117947" },
    });
    const mail = await waitForMail(o.email, { since });
    const hash = /account-number-update\?hash=([A-Za-z0-9_-]+)/.exec(mail.body.text!)![1]!;
    Clock.setOffset(49 * 3600 * 1000);
    const fresh = (await signIn(o.email)).user.accessToken;
    expect((await call("PUT", `/account-number-updates/${hash}`, { token: fresh })).status).toBe(404);
  });
});
