/**
 * Issue 8: memberships need consent (F1, F12b), no escalation (F2, F12h), rights take effect at once (F4), the
 * activity log cannot be steered (F5), a refused request has no side effect (F12c), one organisation number is
 * one customer.
 */
import { describe, expect, it } from "vitest";
import { db } from "@innfri/core/dynamo/db";
import { call, createUser, PASSWORD, signIn, uniqueEmail } from "../../test/support";
import { mailTo, waitForMail } from "../../test/mail";
import { newOrgNumber } from "../../test/ledger";

const company = (over: Record<string, unknown> = {}) => ({
  name: "Fjordlys Regnskap AS",
  orgNumber: newOrgNumber(),
  address: "Strandkaien 2",
  postNumber: "5013",
  city: "Bergen",
  email: "post@fjordlys.test",
  phone: "+47 55 12 34 56",
  accountNumber: "12345678903",
  type: "AS",
  isRegisteredInVatRegister: true,
  ...over,
});

async function owner(customerName?: string) {
  const u = await createUser({ permission: "owner", customerName });
  await db().entities.user.patch({ userId: u.userId }).set({ firstName: "Olav", lastName: "Eier" }).go();
  const s = await signIn(u.email);
  return { ...u, customerId: u.customerId!, token: s.user.accessToken };
}
const person = (email: string, over: Record<string, unknown> = {}) => ({
  email,
  firstName: "Falsk",
  lastName: "Navn",
  phone: "+47 49999999",
  permission: "accountant",
  ...over,
});
const linkToken = (text: string) => /\/invitation\/([A-Za-z0-9_-]+)/.exec(text)?.[1];
const customerIds = async (token: string, userId: string) =>
  (await call("GET", `/users/${userId}/customers`, { token })).body.data.map((c: { id: string }) => c.id);

describe("inviting an existing user needs their consent (F1, F12b)", () => {
  it("answers with the address only, grants nothing, and mails a link naming the company and the inviter", async () => {
    const o = await owner("Fjordlys Regnskap AS");
    const victim = await createUser();
    await db().entities.user.patch({ userId: victim.userId }).set({ phone: "+47 48888888" }).go();
    const vToken = (await signIn(victim.email)).user.accessToken;
    const since = Date.now() - 1000;
    const res = await call("POST", `/customers/${o.customerId}/users`, { token: o.token, body: person(victim.email) });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toEqual({
      id: victim.userId,
      email: victim.email,
      firstName: "",
      lastName: "",
      phone: "",
      active: false,
      status: "invited",
      pivot: { permission: "accountant" },
    });
    // No membership, no PII in the list, the victim's profile untouched.
    const list = await call("GET", `/customers/${o.customerId}/users`, { token: o.token });
    const row = list.body.data.find((u: { id: string }) => u.id === victim.userId);
    expect(row).toMatchObject({ status: "invited", firstName: "", phone: "" });
    expect(JSON.stringify(list.body)).not.toContain("+47 48888888");
    expect(await customerIds(vToken, victim.userId)).toEqual([]);
    expect((await call("GET", "/user", { token: vToken })).body).toMatchObject({
      firstName: "Test",
      lastName: "Bruker",
    });

    const mail = await waitForMail(victim.email, { since, where: (m) => Boolean(linkToken(m.body.text ?? "")) });
    expect(mail.subject).toBe("Olav Eier har invitert deg til Fjordlys Regnskap AS i Innfri");
    expect(mail.body.text).toContain("Olav Eier har invitert deg til å bli bruker av kontoen til Fjordlys Regnskap AS");
    const token = linkToken(mail.body.text!)!;

    // The switcher lists it.
    const pending = await call("GET", "/user/invitations", { token: vToken });
    expect(pending.body).toMatchObject({
      total: 1,
      data: [{ customerId: o.customerId, customerName: "Fjordlys Regnskap AS", invitedBy: "Olav Eier" }],
    });
    // The link in anyone else's session is no link.
    const stranger = await createUser();
    const sToken = (await signIn(stranger.email)).user.accessToken;
    const wrong = await call("POST", `/invitations/${token}/accept`, { token: sToken, lang: "en" });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors.token).toEqual(["The link is invalid or has expired."]);
    expect(await customerIds(sToken, stranger.userId)).toEqual([]);
    // A forged secret for the right customer neither.
    expect((await call("POST", `/invitations/${o.customerId}_00ff/accept`, { token: vToken })).status).toBe(422);

    const ok = await call("POST", `/invitations/${token}/accept`, { token: vToken });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.message).toBe("Invitasjonen er godtatt. Du har nå tilgang til Fjordlys Regnskap AS.");
    expect(await customerIds(vToken, victim.userId)).toEqual([o.customerId]);
    const after = await call("GET", `/customers/${o.customerId}/users`, { token: o.token });
    expect(after.body.data.find((u: { id: string }) => u.id === victim.userId)).toMatchObject({
      status: "active",
      firstName: "Test",
      pivot: { permission: "accountant" },
    });
    // Used once.
    expect((await call("POST", `/invitations/${token}/accept`, { token: vToken })).status).toBe(422);
    expect((await call("GET", "/user/invitations", { token: vToken })).body.total).toBe(0);
  });

  it("mails in the invited user's language; the switcher declines; the inviter cancels and resends", async () => {
    const o = await owner("Nordlys AS");
    const u = await createUser();
    await db().entities.user.patch({ userId: u.userId }).set({ language: "en" }).go();
    const uToken = (await signIn(u.email)).user.accessToken;
    const since = Date.now() - 1000;
    await call("POST", `/customers/${o.customerId}/users`, { token: o.token, body: person(u.email) });
    const mail = await waitForMail(u.email, { since, where: (m) => Boolean(linkToken(m.body.text ?? "")) });
    expect(mail.subject).toBe("Olav Eier has invited you to Nordlys AS at Innfri");
    const declined = await call("DELETE", `/user/invitations/${o.customerId}`, { token: uToken, lang: "en" });
    expect(declined.body.message).toBe("The invitation has been declined.");
    expect((await call("POST", `/user/invitations/${o.customerId}/accept`, { token: uToken })).status).toBe(404);
    expect(await customerIds(uToken, u.userId)).toEqual([]);

    await call("POST", `/customers/${o.customerId}/users`, { token: o.token, body: person(u.email) });
    const since2 = Date.now() - 1000;
    expect((await call("POST", `/customers/${o.customerId}/users/${u.userId}/resend`, { token: o.token })).status).toBe(
      200,
    );
    await waitForMail(u.email, { since: since2, where: (m) => Boolean(linkToken(m.body.text ?? "")) });
    const cancel = await call("DELETE", `/customers/${o.customerId}/users/${u.userId}`, { token: o.token });
    expect(cancel.body.message).toBe("Invitasjonen er trukket tilbake.");
    expect((await call("POST", `/user/invitations/${o.customerId}/accept`, { token: uToken })).status).toBe(404);

    await call("POST", `/customers/${o.customerId}/users`, { token: o.token, body: person(u.email) });
    const accepted = await call("POST", `/user/invitations/${o.customerId}/accept`, { token: uToken });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    expect(accepted.body.customer).toMatchObject({ id: o.customerId, permission: "accountant" });
  });

  it("a new address gets the activation mail naming the company and the inviter (B12)", async () => {
    const o = await owner("Havbris AS");
    const email = uniqueEmail("ny");
    const since = Date.now() - 1000;
    const res = await call("POST", `/customers/${o.customerId}/users`, { token: o.token, body: person(email) });
    expect(res.body).toMatchObject({ email, status: "invited", firstName: "" });
    const mail = await waitForMail(email, { since });
    expect(mail.subject).toBe("Olav Eier har invitert deg til Havbris AS i Innfri");
    expect(mail.body.text).toContain("Olav Eier har invitert deg som bruker av kontoen til Havbris AS i Innfri.");
    expect(mail.body.text).toContain("/user-activation/");
  });

  it("PUT /customers/{id}/users/{userId} changes only the membership, never the user's name or phone", async () => {
    const o = await owner();
    const m = await createUser();
    await db()
      .entities.membership.create({ customerId: o.customerId, userId: m.userId, permission: "accountant" })
      .go();
    const res = await call("PUT", `/customers/${o.customerId}/users/${m.userId}`, {
      token: o.token,
      body: { permission: "accountant", firstName: "HACKED", lastName: "Pwned", phone: "+47 49999999" },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const { data } = await db().entities.user.get({ userId: m.userId }).go();
    expect(data).toMatchObject({ firstName: "Test", lastName: "Bruker", phone: "+47 41234567" });
  });
});

describe("nobody grants more than they hold (F2, F12h)", () => {
  async function memberWith(o: { customerId: string; token: string }, flags: Record<string, boolean>) {
    const type = await call("POST", `/customers/${o.customerId}/permissions`, {
      token: o.token,
      body: { name: `Type ${Math.random()}`, flags },
    });
    expect(type.status, JSON.stringify(type.body)).toBe(201);
    const u = await createUser();
    await db()
      .entities.membership.create({ customerId: o.customerId, userId: u.userId, permission: type.body.id })
      .go();
    return { ...u, typeId: type.body.id as string, token: (await signIn(u.email)).user.accessToken };
  }

  it("editUser alone cannot invite (403); a type cannot grant accountant or flags it lacks (422)", async () => {
    const o = await owner();
    const editor = await memberWith(o, { editUser: true });
    const refused = await call("POST", `/customers/${o.customerId}/users`, {
      token: editor.token,
      body: person(uniqueEmail()),
    });
    expect(refused.status).toBe(403);
    const granter = await memberWith(o, { editUser: true, accessPrivilegeSetting: true });
    for (const [lang, text] of [
      ["no", "Du kan ikke gi rettigheter du ikke har selv."],
      ["en", "You cannot grant rights you do not hold yourself."],
    ] as const) {
      const res = await call("POST", `/customers/${o.customerId}/users`, {
        token: granter.token,
        lang,
        body: person(uniqueEmail()),
      });
      expect(res.status).toBe(422);
      expect(res.body.errors.permission).toEqual([text]);
    }
    // Within its own flags it may.
    const own = await call("POST", `/customers/${o.customerId}/users`, {
      token: granter.token,
      body: person(uniqueEmail(), { permission: granter.typeId }),
    });
    expect(own.status, JSON.stringify(own.body)).toBe(201);
    // Nor can it promote a member to accountant, or change an accountant's membership.
    const acc = await createUser();
    await db()
      .entities.membership.create({ customerId: o.customerId, userId: acc.userId, permission: "accountant" })
      .go();
    const demote = await call("PUT", `/customers/${o.customerId}/users/${acc.userId}`, {
      token: granter.token,
      body: { permission: granter.typeId },
    });
    expect(demote.status).toBe(422);
    const promote = await call("PUT", `/customers/${o.customerId}/users/${editor.userId}`, {
      token: granter.token,
      body: { permission: "accountant" },
    });
    expect(promote.status).toBe(422);
  });

  it("a type with only accessPrivilegeSetting cannot give itself (or a new type) flags it lacks", async () => {
    const o = await owner();
    const p = await memberWith(o, { accessPrivilegeSetting: true });
    const self = await call("PUT", `/customers/${o.customerId}/permissions/${p.typeId}`, {
      token: p.token,
      body: { name: "Alt", flags: { accessPrivilegeSetting: true, editAccount: true, deleteCustomerAccount: true } },
    });
    expect(self.status).toBe(422);
    expect(Object.keys(self.body.errors).sort()).toEqual(["flags.deleteCustomerAccount", "flags.editAccount"]);
    const types = await call("GET", `/customers/${o.customerId}/permissions`, { token: o.token });
    expect(types.body.data.find((t: { id: string }) => t.id === p.typeId)).toMatchObject({ editAccount: false });
    const created = await call("POST", `/customers/${o.customerId}/permissions`, {
      token: p.token,
      body: { name: "Ny", flags: { viewPlan: true } },
    });
    expect(created.status).toBe(422);
    // A rename that keeps a flag the editor lacks is not a grant.
    const typeWithPlan = await call("POST", `/customers/${o.customerId}/permissions`, {
      token: o.token,
      body: { name: "Plan", flags: { viewPlan: true } },
    });
    const rename = await call("PUT", `/customers/${o.customerId}/permissions/${typeWithPlan.body.id}`, {
      token: p.token,
      body: { name: "Plan 2", flags: { viewPlan: true } },
    });
    expect(rename.status, JSON.stringify(rename.body)).toBe(200);
  });

  it("accepting the GDPR terms needs the owner or editAccount", async () => {
    const o = await owner();
    await db().entities.customer.patch({ customerId: o.customerId }).remove(["gdprTermsAcceptedAt"]).go();
    const plain = await memberWith(o, { viewPlan: true });
    const res = await call("PUT", `/customers/${o.customerId}/gdpr-terms`, {
      token: plain.token,
      body: { accept: true },
    });
    expect(res.status).toBe(403);
    const { data } = await db().entities.customer.get({ customerId: o.customerId }).go();
    expect(data?.gdprTermsAcceptedAt).toBeUndefined();
    const editor = await memberWith(o, { editAccount: true });
    expect(
      (await call("PUT", `/customers/${o.customerId}/gdpr-terms`, { token: editor.token, body: { accept: true } }))
        .status,
    ).toBe(200);
  });
});

describe("one organisation number, one customer", () => {
  it("a second registration is a 422 on orgNumber telling to ask the owner, also when two race", async () => {
    const a = await createUser();
    const b = await createUser();
    const [ta, tb] = await Promise.all([signIn(a.email), signIn(b.email)]).then((r) =>
      r.map((s) => s.user.accessToken),
    );
    const orgNumber = newOrgNumber();
    const results = await Promise.all([
      call("POST", `/users/${a.userId}/customers`, { token: ta, body: company({ orgNumber }) }),
      call("POST", `/users/${b.userId}/customers`, { token: tb, body: company({ orgNumber }) }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 422]);
    const loser = results.find((r) => r.status === 422)!;
    expect(loser.body.errors.orgNumber).toEqual([
      "Denne bedriften er allerede registrert i Innfri. Be eieren av kontoen om å invitere deg som bruker.",
    ]);
    const c = await createUser();
    const tc = (await signIn(c.email)).user.accessToken;
    const en = await call("POST", `/users/${c.userId}/customers`, {
      token: tc,
      lang: "en",
      body: company({ orgNumber }),
    });
    expect(en.body.errors.orgNumber).toEqual([
      "This company is already registered in Innfri. Ask the owner of its account to invite you as a user.",
    ]);
    expect(await customerIds(tc, c.userId)).toEqual([]);
    // Changing another customer's number to it is refused too; its own number is free to keep.
    const winner = results.find((r) => r.status === 201)!;
    const other = await call("POST", `/users/${c.userId}/customers`, {
      token: tc,
      body: company({ orgNumber: newOrgNumber() }),
    });
    expect(other.status, JSON.stringify(other.body)).toBe(201);
    const move = await call("PUT", `/customers/${other.body.id}`, { token: tc, body: { orgNumber } });
    expect(move.status).toBe(422);
    expect(move.body.errors.orgNumber).toHaveLength(1);
    expect(winner.body.orgNumber).toBe(orgNumber);
  });
});

describe("rights take effect at once (F4)", () => {
  it("a demoted admin's access token is refused on its next request", async () => {
    const admin = await createUser({ type: "admin" });
    const boss = await createUser({ type: "superadmin" });
    const old = (await signIn(admin.email)).user.accessToken;
    const bt = (await signIn(boss.email)).user.accessToken;
    expect((await call("GET", "/users", { token: old })).status).toBe(200);
    const demote = await call("PUT", `/users/${admin.userId}`, {
      token: bt,
      body: { firstName: "Test", lastName: "Bruker", phone: "+47 41234567", type: "user" },
    });
    expect(demote.status, JSON.stringify(demote.body)).toBe(200);
    expect((await call("GET", "/users", { token: old })).status).toBe(401);
    expect((await call("POST", "/interests", { token: old, body: {} })).status).toBe(401);
    const fresh = (await signIn(admin.email)).user.accessToken;
    expect((await call("GET", "/users", { token: fresh })).status).toBe(403);
  });

  it("a changed permission ends the member's sessions", async () => {
    const o = await owner();
    const m = await createUser();
    await db()
      .entities.membership.create({ customerId: o.customerId, userId: m.userId, permission: "accountant" })
      .go();
    const old = (await signIn(m.email)).user.accessToken;
    const type = await call("POST", `/customers/${o.customerId}/permissions`, {
      token: o.token,
      body: { name: "Leser", flags: {} },
    });
    const put = await call("PUT", `/customers/${o.customerId}/users/${m.userId}`, {
      token: o.token,
      body: { permission: type.body.id },
    });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    expect((await call("PUT", `/customers/${o.customerId}`, { token: old, body: { city: "Bodø" } })).status).toBe(401);
    expect((await call("GET", "/user", { token: old })).status).toBe(401);
  });
});

describe("the activity log cannot be steered (F5)", () => {
  it("files a change under the actor's customer, never a customerId of the raw body", async () => {
    const a = await owner();
    const b = await owner();
    const admin = await createUser({ type: "admin" });
    const at = (await signIn(admin.email)).user.accessToken;
    // the ledger's calls need an integration setting (docs/ledger.md)
    const setting = await call("POST", "/integration-settings", { token: a.token, body: { integration: "file" } });
    expect(setting.status, JSON.stringify(setting.body)).toBeLessThan(300);
    const pay = await call("POST", "/payments", {
      token: a.token,
      body: { voucherDate: "2026-11-20", amount: "1", customerId: b.customerId },
    });
    expect(pay.status, JSON.stringify(pay.body)).toBe(201);
    const put = await call("PUT", `/users/${a.userId}`, {
      token: a.token,
      body: { firstName: "Olav", lastName: "Eier", phone: "+47 41234567", customerId: b.customerId },
    });
    expect(put.status).toBe(200);
    const underB = await call("GET", `/activity-logs?customerId=${b.customerId}`, { token: at });
    expect(underB.body.total).toBe(0);
    const underA = await call("GET", `/activity-logs?customerId=${a.customerId}`, { token: at });
    expect(underA.body.data.map((e: { route: string }) => e.route)).toContain("POST /v1/payments");
  });
});

describe("a refused request has no side effect (F12c)", () => {
  it("PUT /users/{self} with a new e-mail and type admin answers 403, mails nothing and stores no link", async () => {
    const u = await createUser({ permission: "owner" });
    const token = (await signIn(u.email, PASSWORD)).user.accessToken;
    const newEmail = uniqueEmail("ny");
    const since = Date.now() - 1000;
    const res = await call("PUT", `/users/${u.userId}`, {
      token,
      body: { firstName: "Test", lastName: "Bruker", phone: "+47 41234567", email: newEmail, type: "admin" },
    });
    expect(res.status).toBe(403);
    await new Promise((r) => setTimeout(r, 1500));
    expect(await mailTo(newEmail, { since })).toEqual([]);
    const { data: changes } = await db()
      .entities.emailChange.scan.where((a, { eq }) => eq(a.newEmail, newEmail))
      .go();
    expect(changes).toEqual([]);
  });
});
