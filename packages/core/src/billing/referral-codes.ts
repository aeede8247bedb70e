import "../accounts/entities"; // registers the entities named here (customer, user, membership)
import "./referral.entity"; // registers the entities named here (referral)
import { ulid } from "ulid";
import { Clock } from "../clock";
import { db } from "../dynamo/db";
import { isConditionFailure } from "../dynamo/errors";
import { committed } from "../dynamo/transaction";
import { AppError } from "../util/error";

/**
 * Refer and earn, the registration's side (issue 19; docs/billing.md "Refer and earn"): a customer's referral code,
 * the referrer a code names, and the rule of self-referral. Kept apart from the reward (referrals.ts, which reads the
 * rewards resource) so that the registration does not load billing's resources.
 */

/** The `unique` lock that makes a code unique: sk the code, owner the customer. */
const CODE_LOCK = "referral#code";
/** Eight characters of Crockford base32 (a ULID's random part: 40 bits). */
const CODE = /^[0-9A-HJKMNP-TV-Z]{8}$/;

/** The code as typed in a link: trimmed, upper case; null when it cannot be a code (at most a short string is read). */
export const normaliseCode = (code: unknown): string | null => {
  if (typeof code !== "string" || code.length > 40) return null;
  const c = code.trim().toUpperCase();
  return CODE.test(c) ? c : null;
};

/** The customer's referral code, made (and locked unique) on the first read. */
export async function referralCodeOf(customerId: string): Promise<string> {
  for (let attempt = 1; ; attempt++) {
    const { data: customer } = await db().entities.customer.get({ customerId }).go({ consistent: true });
    if (!customer || customer.deletedAt) throw new AppError("NOT_FOUND", "errors.notFound");
    if (customer.referralCode) return customer.referralCode;
    const code = ulid(Clock.nowMs()).slice(-8);
    try {
      await committed(
        db()
          .transaction.write((e) => [
            e.unique.create({ field: CODE_LOCK, value: code, ownerId: customerId }).commit(),
            e.customer
              .patch({ customerId })
              .set({ referralCode: code })
              .where((a, { notExists }) => notExists(a.referralCode))
              .commit(),
          ])
          .go(),
      );
      return code;
    } catch (err) {
      // another first read made it (read it again), or the code was taken (draw another)
      if (!isConditionFailure(err) || attempt >= 5) throw err;
    }
  }
}

/** The customer a code names, when it exists and is not deleted; null otherwise (a bad code is only ignored). */
export async function referrerOfCode(code: unknown): Promise<string | null> {
  const c = normaliseCode(code);
  if (!c) return null;
  const lock = (await db().entities.unique.get({ field: CODE_LOCK, value: c }).go()).data;
  if (!lock) return null;
  const { data: customer } = await db().entities.customer.get({ customerId: lock.ownerId }).go();
  return customer && !customer.deletedAt ? customer.customerId : null;
}

const same = (a: string | undefined | null, b: string | undefined | null) =>
  !!a && !!b && a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The referrer of a company being registered by `owner`, or null: no referral (the user came without a valid code,
 * the referrer is gone) or a self-referral, which earns nothing and is not recorded. Self-referral (decision, docs/billing.md):
 * the new company has the referrer's organisation number, or the registering user, or the new company's e-mail,
 * has the e-mail of the referrer or of one of its users (a user of the referrer registering a company of its own).
 */
export async function referrerFor(
  owner: { userId: string; email: string; referrerId?: string },
  company: { orgNumber: string; email?: string },
): Promise<string | null> {
  if (!owner.referrerId) return null;
  const { data: referrer } = await db().entities.customer.get({ customerId: owner.referrerId }).go();
  if (!referrer || referrer.deletedAt || referrer.orgNumber === company.orgNumber) return null;
  const { data: memberships } = await db()
    .entities.membership.query.byCustomer({ customerId: referrer.customerId })
    .go({ pages: "all" });
  const { data: users } = memberships.length
    ? await db()
        .entities.user.get(memberships.map((m) => ({ userId: m.userId })))
        .go()
    : { data: [] };
  const emails = [referrer.email, ...users.map((u) => u.email)];
  if (emails.some((e) => same(e, owner.email) || same(e, company.email))) return null;
  return referrer.customerId;
}

type Tx = Parameters<Parameters<ReturnType<typeof db>["transaction"]["write"]>[0]>[0];

/** The referral item of a new customer, for the customer's own transaction. */
export function referralCommit(tx: Pick<Tx, "referral">, referrerId: string, referredId: string, referredName: string) {
  return tx.referral
    .create({ referrerId, referredId, referredName, registeredOn: Clock.today(), status: "registered" })
    .commit();
}
