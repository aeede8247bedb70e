import { describe, expect, it } from "vitest";
import { db } from "@innfri/core/dynamo/db";
import { ledgerOwner } from "../../../test/ledger";
import { waitForMail } from "../../../test/mail";
import { companyBody } from "../../../test/matrix/actors";
import { call, createUser, PASSWORD, signIn, tokenFrom, uniqueEmail } from "../../../test/support";

const registration = (email: string, ref: string) => ({
  email,
  password: PASSWORD,
  passwordConfirmation: PASSWORD,
  phone: "+47 412 34 567",
  firstName: "Kari",
  lastName: "Nordmann",
  acceptTerms: true,
  ref,
});

/** Registers through the link's code, activates from the mail, registers the company; its id. */
async function referredCompany(ref: string, name: string): Promise<string> {
  const email = uniqueEmail("verv");
  expect((await call("POST", "/auth/register", { body: registration(email, ref) })).status).toBe(201);
  const token = tokenFrom((await waitForMail(email)).body.text!, "user-activation");
  expect((await call("POST", `/auth/activate/${token}`)).status).toBe(200);
  const s = await signIn(email);
  const res = await call("POST", `/users/${s.user.id}/customers`, { token: s.user.accessToken, body: companyBody(name) });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id;
}

describe("refer and earn (issue 19): GET /referrals/current", () => {
  it("answers the link and the referrals of the session's customer only; a bad code never blocks a registration", async () => {
    const a = await ledgerOwner("owner", { integration: false });
    const first = await call("GET", "/referrals/current", { token: a.token });
    expect(first.status).toBe(200);
    const { code } = first.body;
    expect(first.body).toMatchObject({ code: expect.stringMatching(/^[0-9A-Z]{8}$/), referrals: [] });
    expect(first.body.link).toMatch(new RegExp(`/register\\?ref=${code}$`));

    const referred = await referredCompany(code, "Vervet Regnskap AS");
    // a code too long to be one: registered all the same, nothing recorded
    const bad = uniqueEmail("bad");
    expect((await call("POST", "/auth/register", { body: registration(bad, "x".repeat(500)) })).status).toBe(201);
    const badUser = (await db().entities.userEmail.get({ email: bad }).go()).data!;
    expect((await db().entities.user.get({ userId: badUser.userId }).go()).data!.referrerId).toBeUndefined();

    const now = await call("GET", "/referrals/current", { token: a.token });
    expect(now.body.code).toBe(code);
    expect(now.body.referrals).toEqual([
      { name: "Vervet Regnskap AS", registeredOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), status: "registered", paidOn: null, rewardName: null },
    ]);
    expect(JSON.stringify(now.body)).not.toContain(referred);

    // another customer gets its own code and none of A's referrals
    const b = await ledgerOwner("owner", { integration: false });
    const other = await call("GET", "/referrals/current", { token: b.token });
    expect(other.status).toBe(200);
    expect(other.body.code).not.toBe(code);
    expect(other.body.referrals).toEqual([]);

    // a user of A without the plan's right (a custom permission lacking viewPlan) is refused
    const plain = await createUser({ permission: "reader-without-plan" });
    const token = (await signIn(plain.email)).user.accessToken;
    expect((await call("GET", "/referrals/current", { token })).status).toBe(403);
  }, 120_000);
});
