import { afterEach, describe, expect, it } from "vitest";
import { carryOutDeletions } from "@innfri/core/accounts/deletion";
import { Clock } from "@innfri/core/clock";
import { app } from "../app";
import { call, createUser, PASSWORD, signIn, tokenFrom, uniqueEmail } from "../../test/support";
import { waitForMail } from "../../test/mail";

const DAY = 24 * 3600 * 1000;
afterEach(() => Clock.setOffset(0));

async function signedIn(opts: Parameters<typeof createUser>[0] = {}) {
  const u = await createUser(opts);
  const s = await signIn(u.email);
  return { ...u, token: s.user.accessToken };
}

describe("users (staff)", () => {
  it("admin creates a user, who is invited to choose a password", async () => {
    const admin = await signedIn({ type: "admin" });
    const email = uniqueEmail("ny-ansatt");
    const since = Date.now() - 1000;
    const res = await call("POST", "/users", {
      token: admin.token,
      body: { email, firstName: "Sara", lastName: "Salg", phone: "+47 41234567", type: "sales" },
    });
    expect(res).toMatchObject({ status: 201, body: { email, type: "sales", active: false } });
    const mail = await waitForMail(email, { since });
    const token = tokenFrom(mail.body.text!, "user-activation");
    expect(
      (await call("POST", `/auth/activate/${token}`, { body: { password: PASSWORD, passwordConfirmation: PASSWORD } }))
        .status,
    ).toBe(200);
    expect((await signIn(email)).user.type).toBe("sales");
    const dup = await call("POST", "/users", {
      token: admin.token,
      lang: "en",
      body: { email, firstName: "A", lastName: "B", phone: "+47 41234567", type: "user" },
    });
    expect(dup.status).toBe(422);
    expect(dup.body.errors.email).toEqual(["The email address is already in use."]);
    const sales = await signedIn({ type: "sales" });
    expect(
      (
        await call("POST", "/users", {
          token: sales.token,
          body: { email: uniqueEmail(), firstName: "A", lastName: "B", phone: "+47 41234567", type: "user" },
        })
      ).status,
    ).toBe(403);
  });

  it("lists users by e-mail prefix for admins, and sales reads one but not the lists", async () => {
    const target = await signedIn();
    const sales = await signedIn({ type: "sales" });
    const admin = await signedIn({ type: "admin" });
    expect((await call("GET", "/users", { token: sales.token })).status).toBe(403);
    const res = await call("GET", `/users?search=${encodeURIComponent(target.email.slice(0, 20))}`, {
      token: admin.token,
    });
    expect(res.status).toBe(200);
    expect(res.body.data.map((u: { id: string }) => u.id)).toContain(target.userId);
    expect(res.body.total).toBeGreaterThanOrEqual(1);
    expect(
      (await call("GET", "/users?sortBy=-created_at&rowsPerPage=5", { token: admin.token })).body.data.length,
    ).toBeLessThanOrEqual(5);
    expect((await call("GET", `/users/${target.userId}`, { token: sales.token })).body.email).toBe(target.email);
    expect((await call("GET", `/users/${sales.userId}`, { token: target.token })).status).toBe(404);
    expect((await call("GET", "/users", { token: target.token })).status).toBe(403);
  });

  it("changes the e-mail only after the link sent to the new address", async () => {
    const u = await signedIn();
    const newEmail = uniqueEmail("ny");
    const since = Date.now() - 1000;
    const res = await call("PUT", `/users/${u.userId}`, {
      token: u.token,
      body: { firstName: "Endret", lastName: "Navn", phone: "+47 41234568", email: newEmail },
    });
    expect(res).toMatchObject({ status: 200, body: { firstName: "Endret", email: u.email, pendingEmail: newEmail } });
    const token = tokenFrom((await waitForMail(newEmail, { since })).body.text!, "verify-email-change");
    const ok = await call("POST", "/users/verify-email-change", { token: u.token, body: { token } });
    expect(ok).toMatchObject({ status: 200, body: { email: newEmail } });
    await signIn(newEmail);
    expect((await call("POST", "/users/verify-email-change", { token: u.token, body: { token } })).status).toBe(422);
  });

  it("refuses a new address taken meanwhile (422 on email)", async () => {
    const u = await signedIn();
    const newEmail = uniqueEmail("omstridt");
    const since = Date.now() - 1000;
    await call("PUT", `/users/${u.userId}`, {
      token: u.token,
      body: { firstName: "A", lastName: "B", phone: "+47 41234568", email: newEmail },
    });
    const token = tokenFrom((await waitForMail(newEmail, { since })).body.text!, "verify-email-change");
    await call("POST", "/auth/register", {
      body: {
        email: newEmail,
        password: PASSWORD,
        passwordConfirmation: PASSWORD,
        phone: "+47 41234567",
        firstName: "X",
        lastName: "Y",
        acceptTerms: true,
      },
    });
    const res = await call("POST", "/users/verify-email-change", { token: u.token, lang: "en", body: { token } });
    expect(res.status).toBe(422);
    expect(res.body.errors.email).toEqual(["The email address is already in use."]);
  });

  it("deletes a user 7 days after the request unless cancelled; staff list and restore deleted users", async () => {
    const u = await signedIn({ permission: "accountant" });
    expect((await call("DELETE", `/users/${u.userId}/soft`, { token: u.token })).status).toBe(200);
    expect((await call("PUT", `/users/${u.userId}/restore`, { token: u.token })).status).toBe(200);
    expect((await call("GET", `/users/${u.userId}`, { token: u.token })).body.deletionRequestedAt).toBeNull();
    expect((await call("DELETE", `/users/${u.userId}/soft`, { token: u.token })).status).toBe(200);
    // Still signed in meanwhile.
    expect((await call("GET", "/user", { token: u.token })).status).toBe(200);
    Clock.setOffset(6 * DAY);
    await carryOutDeletions();
    // (access tokens last 15 minutes: a fresh sign-in on the moved clock)
    const later = (await signIn(u.email)).user.accessToken;
    expect((await call("GET", "/user", { token: later })).status).toBe(200);
    Clock.setOffset(7 * DAY + 60_000);
    await carryOutDeletions();
    expect((await call("GET", "/user", { token: later })).status).toBe(401);
    await expect(signIn(u.email)).rejects.toThrow(/401/);
    const admin = await signedIn({ type: "admin" });
    const deleted = await call("GET", "/users/deleted?rowsPerPage=100", { token: admin.token });
    expect(deleted.body.data.map((x: { id: string }) => x.id)).toContain(u.userId);
    expect((await call("PUT", `/users/${u.userId}/restore`, { token: admin.token })).status).toBe(200);
    expect((await signIn(u.email)).customer).toBeNull(); // memberships went with the deletion
  });

  it("never deletes an owner; force delete removes the user and frees the address", async () => {
    const owner = await signedIn({ permission: "owner" });
    for (const [lang, text] of [
      ["en", "Owner cannot be deleted or changed"],
      ["no", "Eieren kan ikke slettes eller endres."],
    ] as const) {
      const res = await call("DELETE", `/users/${owner.userId}/soft`, { token: owner.token, lang });
      expect(res.status).toBe(422);
      expect(Object.values(res.body.errors).flat()).toEqual([text]);
    }
    const admin = await signedIn({ type: "admin" });
    expect((await call("DELETE", `/users/${owner.userId}/force`, { token: admin.token })).status).toBe(422);
    const u = await signedIn({ permission: "accountant" });
    expect((await call("DELETE", `/users/${u.userId}/force`, { token: admin.token })).status).toBe(200);
    expect((await call("GET", "/user", { token: u.token })).status).toBe(401);
    expect((await call("GET", `/users/${u.userId}`, { token: admin.token })).status).toBe(404);
    const again = await call("POST", "/users", {
      token: admin.token,
      body: { email: u.email, firstName: "A", lastName: "B", phone: "+47 41234567", type: "user" },
    });
    expect(again.status).toBe(201);
  });

  it("exports the active users as CSV with Norwegian headers", async () => {
    const admin = await signedIn({ type: "admin" });
    const res = await call("POST", "/users/export-active-users", { token: admin.token });
    expect(res.status).toBe(200);
    const raw = await app.request("/v1/users/export-active-users", {
      method: "POST",
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect([...new Uint8Array(await raw.arrayBuffer()).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(res.headers.get("content-type")).toMatch(/^text\/csv/);
    expect(res.headers.get("content-disposition")).toBe(`attachment; filename="aktive-brukere-${Clock.today()}.csv"`);
    const lines = (res.body as string)
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toBe("Fornavn;Etternavn;E-post;Telefon;Brukertype;Opprettet");
    const mine = lines.find((l) => l.includes(`;${admin.email};`))!.split(";");
    // the user type in words, the day of creation DD.MM.YYYY (Europe/Oslo)
    expect(mine[4]).toBe("Administrator");
    expect(mine[5]).toMatch(/^\d{2}\.\d{2}\.\d{4}$/);
    expect(mine[5]).toBe(Clock.today().split("-").reverse().join("."));
    const en = await app.request("/v1/users/export-active-users", {
      method: "POST",
      headers: { authorization: `Bearer ${admin.token}`, "accept-language": "en" },
    });
    const enLines = (await en.text())
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(enLines[0]).toBe("First name;Last name;Email;Phone;User type;Created");
    const sales0 = await signedIn({ type: "sales" });
    const salesLine = (
      await (
        await app.request("/v1/users/export-active-users", {
          method: "POST",
          headers: { authorization: `Bearer ${admin.token}` },
        })
      ).text()
    )
      .split("\r\n")
      .find((l) => l.includes(`;${sales0.email};`))!;
    expect(salesLine.split(";")[4]).toBe("Salg");
    const sales = await signedIn({ type: "sales" });
    expect((await call("POST", "/users/export-active-users", { token: sales.token })).status).toBe(403);
  });
});
