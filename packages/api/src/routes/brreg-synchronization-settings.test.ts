import { describe, expect, it } from "vitest";
import { call, createUser, signIn } from "../../test/support";
import { ledgerOwner, sessionOn } from "../../test/ledger";

/** A company as the registration form sends it (the number chosen per test: one number, one customer). */
const company = (over: Record<string, unknown> = {}) => ({
  name: "Fjordlys Regnskap AS",
  address: "Strandkaien 2",
  postNumber: "5013",
  city: "Bergen",
  email: "post@fjordlys.test",
  phone: "+47 55 12 34 56",
  accountNumber: "1234.56.78903",
  type: "AS",
  isRegisteredInVatRegister: true,
  ...over,
});

describe("/brreg-synchronization-settings (issue 21)", () => {
  it("is off until turned on, shows in the customer expand, and refuses anything but on or off in the user's language", async () => {
    const { token, customerId } = await ledgerOwner();
    const off = { enabled: false, lastRunOn: null, lastRunUnavailable: false, recentChanges: [] };
    expect(await call("GET", "/brreg-synchronization-settings", { token })).toMatchObject({ status: 200, body: off });

    const on = await call("PUT", "/brreg-synchronization-settings", { token, body: { enabled: true } });
    expect(on).toMatchObject({ status: 200, body: { enabled: true, recentChanges: [] } });
    const again = await call("PUT", "/brreg-synchronization-settings", { token, body: { enabled: true } });
    expect(again.body.enabled).toBe(true);
    const detail = await call("GET", `/customers/${customerId}?expand=brregSynchronizationSetting`, { token });
    expect(detail.body.brregSynchronizationSetting).toMatchObject({ enabled: true });

    // turned on, the first run is queued at once (the test's poller runs it): the customer's own number is checked
    let ran: { lastRunOn: string | null; recentChanges: { subject: string; warnings: string[] }[] } = on.body;
    for (let i = 0; i < 100 && !ran.lastRunOn; i++) {
      await new Promise((r) => setTimeout(r, 100));
      ran = (await call("GET", "/brreg-synchronization-settings", { token })).body;
    }
    expect(ran.lastRunOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // the test's customer has a number the register does not know: that is what the run found
    expect(ran.recentChanges).toEqual([
      expect.objectContaining({ subject: "customer", warnings: ["companyRegister.notFound"] }),
    ]);

    const no = await call("PUT", "/brreg-synchronization-settings", { token, body: { enabled: "ja" } });
    expect(no).toMatchObject({ status: 422, body: { errors: { enabled: ["Velg på eller av."] } } });
    const en = await call("PUT", "/brreg-synchronization-settings", { token, lang: "en", body: {} });
    expect(en).toMatchObject({ status: 422, body: { errors: { enabled: ["Choose on or off."] } } });
    // nothing changed by the refused saves
    expect((await call("GET", "/brreg-synchronization-settings", { token })).body).toEqual(ran);

    // sales reads it (staff) but may not change the company's details
    const sales = await sessionOn(customerId, "sales");
    expect((await call("GET", "/brreg-synchronization-settings", { token: sales })).status).toBe(200);
    expect(
      (await call("PUT", "/brreg-synchronization-settings", { token: sales, body: { enabled: false } })).status,
    ).toBe(403);
  });
});

describe("registering a company with the register's details (issue 21)", () => {
  async function newUser() {
    const u = await createUser();
    return { ...u, token: (await signIn(u.email)).user.accessToken as string };
  }

  it("looks the number up for a user with no company yet, and registers under the register's name and VAT registration", async () => {
    const u = await newUser();
    const found = await call("GET", "/company-register/910000012", { token: u.token });
    expect(found).toMatchObject({ status: 200, body: { name: "FJORDLYS RØRLEGGERSERVICE AS", vatRegistered: true } });

    // the client's word is not taken: another name and no VAT registration become the register's
    const res = await call("POST", `/users/${u.userId}/customers`, {
      token: u.token,
      body: company({ orgNumber: "910000012", name: "Fjordlys Rør", isRegisteredInVatRegister: false }),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({ name: "FJORDLYS RØRLEGGERSERVICE AS", isRegisteredInVatRegister: true });

    // the same name but for the letter case is kept as typed; the register's VAT flag still wins
    const v = await newUser();
    const kept = await call("POST", `/users/${v.userId}/customers`, {
      token: v.token,
      body: company({ orgNumber: "910000063", name: "Nordlys Regnskap AS", isRegisteredInVatRegister: true }),
    });
    expect(kept.body).toMatchObject({ name: "Nordlys Regnskap AS", isRegisteredInVatRegister: false });
  });

  it("refuses a company the register says is deleted, in both languages, and creates nothing", async () => {
    const u = await newUser();
    const no = await call("POST", `/users/${u.userId}/customers`, {
      token: u.token,
      body: company({ orgNumber: "910000055" }),
    });
    expect(no).toMatchObject({
      status: 422,
      body: { errors: { orgNumber: [expect.stringContaining("En slettet enhet kan ikke registreres.")] } },
    });
    const en = await call("POST", `/users/${u.userId}/customers`, {
      token: u.token,
      lang: "en",
      body: company({ orgNumber: "910000055" }),
    });
    expect(en).toMatchObject({
      status: 422,
      body: { errors: { orgNumber: [expect.stringContaining("A deleted entity cannot be registered.")] } },
    });
    expect((await call("GET", `/users/${u.userId}/customers`, { token: u.token })).body).toMatchObject({ total: 0 });

    // nor can a customer move to such a number
    const { token, customerId } = await ledgerOwner();
    const moved = await call("PUT", `/customers/${customerId}`, { token, body: { orgNumber: "910000055" } });
    expect(moved).toMatchObject({ status: 422, body: { errors: { orgNumber: [expect.stringContaining("slettet")] } } });
    const detail = await call("GET", `/customers/${customerId}`, { token });
    expect(detail.body.orgNumber).not.toBe("910000055");
  });

  it("does not block registration when the register does not answer: the details are kept as typed", async () => {
    const u = await newUser();
    const res = await call("POST", `/users/${u.userId}/customers`, {
      token: u.token,
      body: company({ orgNumber: "910000098", name: "Nede Nå AS", isRegisteredInVatRegister: false }),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({ name: "Nede Nå AS", isRegisteredInVatRegister: false });
  });
});
