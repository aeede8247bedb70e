import { afterEach, describe, expect, it } from "vitest";
import { ulid } from "ulid";
import { register } from "../accounts/auth";
import { createCustomer } from "../accounts/customer-account";
import { Clock } from "../clock";
import { db } from "../dynamo/db";
import { isValidOrgNumber } from "../util/identifiers";
import { movementsOf, readAllowance } from "./entitlements";
import { recordInvoicePayment } from "./invoices/invoice-payments";
import { issueInvoice } from "./invoices/issue-invoice";
import { rewards } from "./plan-stores";
import { referralCodeOf } from "./referral-codes";
import { currentReferrals } from "./referrals";

/** A day no other test's reward is in force on: this file's reward is the one in force. */
const DAY = "2031-03-03";
const actor = { userId: "system" };

const orgNumber = (): string => {
  for (;;) {
    const n = String(Math.floor(800_000_000 + Math.random() * 199_999_999));
    if (isValidOrgNumber(n)) return n;
  }
};

/** A user registered through the registration (with the link's code, if any), returning its id. */
async function registered(email: string, ref?: string): Promise<string> {
  const password = "Sterkt-passord-2026";
  await register(
    { email, password, passwordConfirmation: password, phone: "41234567", firstName: "Per", lastName: "Hansen", acceptTerms: true, ref },
    "no",
  );
  return (await db().entities.userEmail.get({ email }).go()).data!.userId;
}

/** The company a user registers (registration-details), returning its id. */
async function company(userId: string, name: string, fields: { orgNumber?: string; email?: string } = {}) {
  const detail = await createCustomer(userId, {
    name,
    orgNumber: fields.orgNumber ?? orgNumber(),
    address: "Storgata 1",
    postNumber: "0155",
    city: "Oslo",
    email: fields.email ?? `post-${ulid().toLowerCase()}@firma.test`,
    phone: "41234567",
    type: "AS",
    isRegisteredInVatRegister: true,
  } as never);
  return detail.id;
}

const email = () => `ref-${ulid().toLowerCase()}@firma.test`;
const referralsOf = async (referrerId: string) =>
  (await db().entities.referral.query.byReferrer({ referrerId }).go({ consistent: true })).data;
const lines = [{ description: { no: "Plan Liten", en: "Plan Small" }, quantity: 1, unit: "month", unitPriceOre: 29_900 }];
const payInFull = (inv: { number: number; totalOre: number; kid: string }) =>
  recordInvoicePayment(inv.number, { amountOre: inv.totalOre, kid: inv.kid });

describe("refer and earn", () => {
  afterEach(() => Clock.setOffset(0));

  it("records a valid code's referral, none for a self-referral or a bad code; the referrer is rewarded once", async () => {
    Clock.setNow(new Date(`${DAY}T10:00:00Z`));
    const reward = await rewards.create(
      { name: `Verv ${ulid()}`, freeCases: 3, freeSends: 5, activeFrom: DAY, activeTo: DAY } as never,
      actor,
    );
    const ownerEmail = email();
    const referrer = await company(await registered(ownerEmail), "Verver AS");
    const code = await referralCodeOf(referrer);
    expect(code).toMatch(/^[0-9A-Z]{8}$/);
    expect(await referralCodeOf(referrer)).toBe(code); // made once, stable

    // a valid code (as typed in lower case): the referral, and `referredBy` on the new customer
    const referred = await company(await registered(email(), code.toLowerCase()), "Vervet AS");
    expect((await db().entities.customer.get({ customerId: referred }).go()).data!.referredBy).toBe(referrer);
    // a bad code: registered all the same, recorded nowhere
    const stranger = await company(await registered(email(), "NOPE0000"), "Fremmed AS");
    expect((await db().entities.customer.get({ customerId: stranger }).go()).data!.referredBy).toBeUndefined();
    // self-referral: the referrer's owner's e-mail as the new company's (any case)
    await company(await registered(email(), code), "Meg Selv AS", { email: ownerEmail.toUpperCase() });
    expect((await referralsOf(referrer)).map((r) => r.referredName)).toEqual(["Vervet AS"]);

    const view = await currentReferrals(referrer);
    expect(view).toMatchObject({
      code,
      link: expect.stringMatching(new RegExp(`/register\\?ref=${code}$`)),
      reward: { id: reward.id, freeCases: 3, freeSends: 5, freeCreditChecks: 0 },
      referrals: [{ name: "Vervet AS", registeredOn: DAY, status: "registered", paidOn: null, rewardName: null }],
    });
    expect(JSON.stringify(view)).not.toContain(referred); // nothing of the referred customer but its name and dates

    // its first two invoices paid in full at once: one reward; the paying call repeated: refused, no second reward
    const before = await readAllowance(referrer);
    const [a, b] = [
      (await issueInvoice(referred, { lines }, { issueDate: DAY })).invoice,
      (await issueInvoice(referred, { lines }, { issueDate: DAY })).invoice,
    ];
    await Promise.all([payInFull(a), payInFull(b)]);
    await expect(payInFull(a)).rejects.toMatchObject({ fields: { amountOre: ["customerInvoices.amountRange"] } });
    const after = await readAllowance(referrer);
    expect(after.cases - before.cases).toBe(3);
    expect(after.halfSends - before.halfSends).toBe(10);
    const grants = (await movementsOf(referrer, DAY, DAY)).filter((m) => m.move === "grant");
    expect(grants).toHaveLength(1);
    expect(grants[0]).toMatchObject({ ref: referred, reason: expect.stringContaining("Vervet AS") });
    expect((await currentReferrals(referrer)).referrals[0]).toMatchObject({ status: "rewarded", paidOn: DAY, rewardName: reward.name });
    // the referrer's activity log names it
    const log = await db().entities.activityLog.query.byScope({ scope: referrer }).go({ pages: "all" });
    expect(log.data.filter((e) => e.route === "POST /v1/referrals/{id}/reward")).toHaveLength(1);
  }, 120_000);
});
