/**
 * G6 (security review 2): the mails anyone can make the product send to a typed address are throttled per address
 * (3 of a kind an hour) and per sender account (20 an hour): the reset answers the same without mailing beyond it,
 * the others answer 429 saying so in the caller's language. An invitation never carries a name the inviter typed.
 */
import { Clock } from "@innfri/core/clock";
import { db } from "@innfri/core/dynamo/db";
import { afterEach, describe, expect, it } from "vitest";
import { drainJobs } from "../../../test/jobs";
import { mailTo, waitForMail } from "../../../test/mail";
import { call, createUser, signIn, uniqueEmail } from "../../../test/support";

const THROTTLED = {
  no: /^Denne e-posten er allerede sendt flere ganger til adressen den siste timen\. Prøv igjen om \d+ minutter\.$/,
  en: /^This email has already been sent to the address several times in the last hour\. Please try again in \d+ minutes\.$/,
};

async function owner() {
  const u = await createUser({ permission: "owner" });
  const s = await signIn(u.email);
  return { ...u, customerId: u.customerId!, token: s.user.accessToken };
}

describe("product mails are throttled per address and per account (G6)", () => {
  afterEach(() => Clock.setOffset(0));

  it("mails at most 3 password resets an hour to an address, answering every request the same", async () => {
    Clock.setNow(new Date("2026-11-30T10:00:00Z"));
    const u = await createUser();
    const answers = [];
    for (let i = 0; i < 6; i++) answers.push(await call("PUT", "/auth/reset-password", { body: { email: u.email }, lang: "en" }));
    const unknown = await call("PUT", "/auth/reset-password", { body: { email: uniqueEmail() }, lang: "en" });
    for (const a of answers) expect({ status: a.status, body: a.body }).toEqual({ status: unknown.status, body: unknown.body });
    await drainJobs({ timeoutMs: 20_000 });
    expect(await mailTo(u.email)).toHaveLength(3);
    // an hour later the address has its allowance again
    Clock.setNow(new Date("2026-11-30T11:01:00Z"));
    await call("PUT", "/auth/reset-password", { body: { email: u.email } });
    await drainJobs({ timeoutMs: 20_000 });
    expect(await mailTo(u.email)).toHaveLength(4);
  });

  it("refuses a 4th invitation resend and a 4th e-mail change mail to one address with 429, in both languages", async () => {
    Clock.setNow(new Date("2026-11-30T10:00:00Z"));
    const o = await owner();
    const email = uniqueEmail("invitert");
    const invited = await call("POST", `/customers/${o.customerId}/users`, {
      token: o.token,
      body: { email, firstName: "Falsk", lastName: "Navn", phone: "+47 49999999", permission: "accountant" },
    });
    expect(invited.status, JSON.stringify(invited.body)).toBe(201);
    const userId = invited.body.id;
    const resend = (lang: "no" | "en") =>
      call("POST", `/customers/${o.customerId}/users/${userId}/resend`, { token: o.token, lang });
    for (let i = 0; i < 3; i++) expect((await resend("no")).status).toBe(200);
    for (const lang of ["no", "en"] as const) {
      const res = await resend(lang);
      expect(res.status).toBe(429);
      expect(res.body).toMatchObject({ code: "TOO_MANY_REQUESTS", message: expect.stringMatching(THROTTLED[lang]) });
    }

    const u = await createUser();
    const token = (await signIn(u.email)).user.accessToken;
    const target = uniqueEmail("offer");
    const change = (lang: "no" | "en") =>
      call("PUT", `/users/${u.userId}`, {
        token,
        lang,
        body: { firstName: "Test", lastName: "Bruker", phone: "+47 41234567", email: target },
      });
    for (let i = 0; i < 3; i++) expect((await change("no")).status).toBe(200);
    const fourth = await change("en");
    expect(fourth).toMatchObject({ status: 429, body: { message: expect.stringMatching(THROTTLED.en) } });
    await drainJobs({ timeoutMs: 20_000 });
    expect(await mailTo(target)).toHaveLength(3);
  });

  it("greets an invited person by address, never by the name the inviter typed", async () => {
    const o = await owner();
    const email = uniqueEmail("gevinst");
    const since = Date.now() - 1000;
    const res = await call("POST", `/customers/${o.customerId}/users`, {
      token: o.token,
      body: { email, firstName: "GRATIS GEVINST! Klikk her", lastName: "www.evil.example", phone: "+47 49999999", permission: "accountant" },
    });
    expect(res.status).toBe(201);
    const mail = await waitForMail(email, { since });
    expect(mail.body.text).toContain(`Hei ${email},`);
    expect(`${mail.subject} ${mail.body.text} ${mail.body.html}`).not.toMatch(/GEVINST|evil/);
    // an existing user who has activated is greeted by their own name
    const existing = await createUser();
    await db().entities.user.patch({ userId: existing.userId }).set({ firstName: "Kari" }).go();
    await call("POST", `/customers/${o.customerId}/users`, {
      token: o.token,
      body: { email: existing.email, firstName: "Falsk", lastName: "Navn", phone: "+47 49999999", permission: "accountant" },
    });
    expect((await waitForMail(existing.email, { since })).body.text).toContain("Hei Kari,");
  });
});
