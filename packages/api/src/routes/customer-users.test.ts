import { describe, expect, it } from "vitest";
import { call, createUser, PASSWORD, signIn, tokenFrom, uniqueEmail } from "../../test/support";
import { waitForMail } from "../../test/mail";
import { newOrgNumber } from "../../test/ledger";

async function ownerWithCustomer() {
  const u = await createUser({ permission: "owner" });
  const s = await signIn(u.email);
  return { ...u, customerId: u.customerId!, token: s.user.accessToken };
}
const person = (email: string, over: Record<string, unknown> = {}) => ({
  email,
  firstName: "Nina",
  lastName: "Ny",
  phone: "+47 41234567",
  permission: "accountant",
  ...over,
});

describe("a customer's users", () => {
  it("invites a new user by mail; the user sets a password on activation and signs in", async () => {
    const o = await ownerWithCustomer();
    const email = uniqueEmail("invitert");
    const since = Date.now() - 1000;
    const res = await call("POST", `/customers/${o.customerId}/users`, { token: o.token, body: person(email) });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({ email, active: false, pivot: { permission: "accountant" } });
    const mail = await waitForMail(email, { since });
    const token = tokenFrom(mail.body.text!, "user-activation");
    expect(await call("GET", `/auth/activate/${token}`)).toMatchObject({
      status: 200,
      body: { email, needsPassword: true },
    });
    const missing = await call("POST", `/auth/activate/${token}`, { body: {} });
    expect(missing.status).toBe(422);
    expect(missing.body.errors.password).toEqual(["Dette feltet er obligatorisk."]);
    const ok = await call("POST", `/auth/activate/${token}`, {
      body: { password: PASSWORD, passwordConfirmation: PASSWORD },
    });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect((await call("GET", `/auth/activate/${token}`)).status).toBe(404);
    const s = await signIn(email);
    expect(s.customer).toMatchObject({ id: o.customerId, permission: "accountant" });
    const list = await call("GET", `/customers/${o.customerId}/users`, { token: o.token });
    expect(list.body.total).toBe(2);
  });

  it("invites an existing user, to all the inviter's accounts when asked; the user joins by accepting", async () => {
    const o = await ownerWithCustomer();
    const second = await call("POST", `/users/${o.userId}/customers`, {
      token: o.token,
      body: {
        name: "Andre AS",
        orgNumber: newOrgNumber(),
        address: "Vei 1",
        postNumber: "0150",
        city: "Oslo",
        email: "post@andre.test",
        phone: "+47 22000000",
        accountNumber: "12345678903",
        type: "AS",
        isRegisteredInVatRegister: false,
      },
    });
    const existing = await createUser();
    const res = await call("POST", `/customers/${o.customerId}/users`, {
      token: o.token,
      body: person(existing.email, { allAccounts: true }),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({ id: existing.userId, status: "invited" });
    const token = (await signIn(existing.email)).user.accessToken;
    expect((await call("GET", `/users/${existing.userId}/customers`, { token })).body.total).toBe(0);
    const pending = await call("GET", "/user/invitations", { token });
    expect(pending.body.total).toBe(2);
    for (const inv of pending.body.data)
      expect((await call("POST", `/user/invitations/${inv.customerId}/accept`, { token })).status).toBe(200);
    const mine = await call("GET", `/users/${existing.userId}/customers`, { token });
    expect(mine.body.data.map((c: { id: string }) => c.id).sort()).toEqual([o.customerId, second.body.id].sort());
  });

  it("refuses the owner role (SPEC 8) and a changed or removed owner", async () => {
    const o = await ownerWithCustomer();
    for (const [lang, text] of [
      ["en", "Owner role already exists"],
      ["no", "Eierrollen finnes allerede."],
    ] as const) {
      const res = await call("POST", `/customers/${o.customerId}/users`, {
        token: o.token,
        lang,
        body: person(uniqueEmail(), { permission: "owner" }),
      });
      expect(res.status).toBe(422);
      expect(res.body.errors.permission).toEqual([text]);
    }
    for (const [lang, text] of [
      ["en", "Owner cannot be deleted or changed"],
      ["no", "Eieren kan ikke slettes eller endres."],
    ] as const) {
      const put = await call("PUT", `/customers/${o.customerId}/users/${o.userId}`, {
        token: o.token,
        lang,
        body: { permission: "accountant" },
      });
      expect(put.status).toBe(422);
      expect(put.body.errors.permission).toEqual([text]);
      const del = await call("DELETE", `/customers/${o.customerId}/users/${o.userId}`, { token: o.token, lang });
      expect(del.status).toBe(422);
      expect(del.body.errors.permission).toEqual([text]);
    }
  });

  it("changes a permission to a custom type, removes a user, resends an invitation", async () => {
    const o = await ownerWithCustomer();
    const type = await call("POST", `/customers/${o.customerId}/permissions`, {
      token: o.token,
      body: { name: "Saksbehandler", flags: { viewPlan: true, editUser: true } },
    });
    expect(type.status, JSON.stringify(type.body)).toBe(201);
    expect(type.body).toMatchObject({ name: "Saksbehandler", viewPlan: true, editUser: true, editAccount: false });
    const email = uniqueEmail();
    const added = await call("POST", `/customers/${o.customerId}/users`, { token: o.token, body: person(email) });
    const userId = added.body.id;
    const put = await call("PUT", `/customers/${o.customerId}/users/${userId}`, {
      token: o.token,
      body: { permission: type.body.id, firstName: "Nora" },
    });
    // the name is not the membership's: ignored here (PUT /users/{id})
    expect(put).toMatchObject({ status: 200, body: { firstName: "", pivot: { permission: type.body.id } } });
    const unknown = await call("PUT", `/customers/${o.customerId}/users/${userId}`, {
      token: o.token,
      body: { permission: "nope" },
    });
    expect(unknown.status).toBe(422);
    // A held type cannot be deleted.
    expect(
      (await call("DELETE", `/customers/${o.customerId}/permissions/${type.body.id}`, { token: o.token })).status,
    ).toBe(409);
    const since = Date.now() - 1000;
    expect((await call("POST", `/customers/${o.customerId}/users/${userId}/resend`, { token: o.token })).status).toBe(
      200,
    );
    await waitForMail(email, { since, where: (m) => m.body.text!.includes("/user-activation/") });
    expect((await call("POST", `/customers/${o.customerId}/users/${o.userId}/resend`, { token: o.token })).status).toBe(
      422,
    );
    expect((await call("DELETE", `/customers/${o.customerId}/users/${userId}`, { token: o.token })).status).toBe(200);
    expect((await call("GET", `/customers/${o.customerId}/users`, { token: o.token })).body.total).toBe(1);
    const upd = await call("PUT", `/customers/${o.customerId}/permissions/${type.body.id}`, {
      token: o.token,
      body: { name: "Leser", flags: { viewPlan: true } },
    });
    expect(upd.body).toMatchObject({ name: "Leser", editUser: false });
    expect((await call("GET", `/customers/${o.customerId}/permissions`, { token: o.token })).body.total).toBe(1);
    expect(
      (await call("DELETE", `/customers/${o.customerId}/permissions/${type.body.id}`, { token: o.token })).status,
    ).toBe(200);
  });

  it("lets a custom type do what its flags allow: 403 without the flag", async () => {
    const o = await ownerWithCustomer();
    const type = await call("POST", `/customers/${o.customerId}/permissions`, {
      token: o.token,
      body: { name: "Kun brukere", flags: { editUser: true } },
    });
    const member = await createUser();
    await call("POST", `/customers/${o.customerId}/users`, {
      token: o.token,
      body: person(member.email, { permission: type.body.id }),
    });
    const s = await signIn(member.email);
    const t = s.user.accessToken;
    expect((await call("POST", `/user/invitations/${o.customerId}/accept`, { token: t })).status).toBe(200);
    expect((await call("PUT", `/customers/${o.customerId}`, { token: t, body: { city: "Oslo" } })).status).toBe(403);
    // Granting a permission (inviting) needs accessPrivilegeSetting besides editUser (F2).
    const refused = await call("POST", `/customers/${o.customerId}/users`, { token: t, body: person(uniqueEmail()) });
    expect(refused.status).toBe(403);
    const invite = await call("POST", `/customers/${o.customerId}/users`, { token: o.token, body: person(uniqueEmail()) });
    expect(invite.status).toBe(201);
    // Changing privileges needs accessPrivilegeSetting.
    const change = await call("PUT", `/customers/${o.customerId}/users/${invite.body.id}`, {
      token: t,
      body: { permission: type.body.id },
    });
    expect(change.status).toBe(403);
  });
});
