import "./referral.entity"; // registers the entities named here (referral)
import "../accounts/entities"; // registers the entities named here (customer)
import { activityWrite } from "../activity/activity";
import { Clock } from "../clock";
import { config } from "../config";
import { db } from "../dynamo/db";
import { purchaseCredit } from "./entitlements";
import { rewards } from "./plan-stores";
import { referralCodeOf } from "./referral-codes";
import type { ReferralStatus } from "./referral.entity";
import type { CurrentReferralsView, ReferralRewardView } from "./referral-views";

export type { CurrentReferralsView, ReferralRewardView, ReferralView } from "./referral-views";

/**
 * Refer and earn (issue 19; docs/billing.md "Refer and earn"): what a customer sees of its referrals, and the reward.
 * When a referred customer's first invoice of ours is paid in full (invoice-payments.ts), the referrer gets the reward
 * in force that day (the `rewards` resource: free units, credited as a grant; a percent off its next invoice, recorded):
 * `rewardItems` are put in the payment's own transaction, the referral's status conditioned on still being
 * "registered", so a retried or concurrent payment rewards at most once (the loser reads again and finds it done).
 */

type Reward = Awaited<ReturnType<typeof rewards.get>>;

const rewardView = (r: Reward): ReferralRewardView => ({
  id: r.id,
  name: r.name,
  freeCases: r.freeCases ?? 0,
  freeSends: r.freeSends ?? 0,
  freeCreditChecks: r.freeCreditChecks ?? 0,
  discountPercent: r.discountPercent ?? 0,
  activeFrom: r.activeFrom,
  activeTo: r.activeTo ?? null,
});

/** The reward in force on `day` (from/to both included): of several, the one active from the latest day (then the newest). */
export async function rewardInForce(day: string = Clock.today()): Promise<ReferralRewardView | null> {
  const all = (await rewards.all(500)) as Reward[];
  const inForce = all
    .filter((r) => r.activeFrom <= day && (!r.activeTo || r.activeTo >= day))
    .sort((a, b) => b.activeFrom.localeCompare(a.activeFrom) || b.id.localeCompare(a.id));
  return inForce[0] ? rewardView(inForce[0]) : null;
}

/** GET /referrals/current: the personal link, the reward in force, and the customer's referrals (names and dates only). */
export async function currentReferrals(customerId: string): Promise<CurrentReferralsView> {
  const code = await referralCodeOf(customerId);
  const [reward, { data }] = await Promise.all([
    rewardInForce(),
    db().entities.referral.query.byReferrer({ referrerId: customerId }).go({ pages: "all" }),
  ]);
  return {
    code,
    link: `${config().webUrl}/register?ref=${code}`,
    reward,
    referrals: data
      .map((r) => ({
        name: r.referredName,
        registeredOn: r.registeredOn,
        status: r.status,
        paidOn: r.paidOn ?? null,
        rewardName: r.rewardName ?? null,
      }))
      .sort((a, b) => b.registeredOn.localeCompare(a.registeredOn)),
  };
}

/** A referral waiting for its reward: the referred customer's, when it was referred and is still "registered". */
export async function pendingReferral(referredId: string) {
  const { data: customer } = await db().entities.customer.get({ customerId: referredId }).go();
  if (!customer?.referredBy) return null;
  const { data } = await db()
    .entities.referral.get({ referrerId: customer.referredBy, referredId })
    .go({ consistent: true });
  if (!data || data.status !== "registered") return null;
  return { referral: data, reward: await rewardInForce() };
}

type TxEntities = Parameters<Parameters<ReturnType<typeof db>["transaction"]["write"]>[0]>[0];

/**
 * The referral discount a referrer's next invoice gets (billing-run.ts): of its rewarded referrals with a percent
 * off not yet applied, the oldest (by the day it was earned, then the referred customer). One per invoice
 * (decision, docs/billing.md "Refer and earn / The reward"): a second reward waits for the next invoice.
 */
export async function unusedReferralDiscount(referrerId: string) {
  const { data } = await db()
    .entities.referral.query.byReferrer({ referrerId })
    .where((a, { eq, gt, notExists }) => `${eq(a.status, "rewarded")} AND ${gt(a.discountPercent, 0)} AND ${notExists(a.discountInvoice)}`)
    .go({ pages: "all", consistent: true });
  const [first] = data.sort(
    (x, y) => (x.paidOn ?? "").localeCompare(y.paidOn ?? "") || x.referredId.localeCompare(y.referredId),
  );
  return first ? { referredId: first.referredId, percent: first.discountPercent! } : null;
}

/**
 * The item that marks a referral's discount used by invoice `number`, for that invoice's own transaction:
 * conditioned on not being used, so two invoices cannot both apply it and an invoice that fails applies nothing.
 */
export const referralDiscountUsedItem = (e: TxEntities, referrerId: string, referredId: string, number: number) =>
  e.referral
    .patch({ referrerId, referredId })
    .set({ discountInvoice: number })
    .where((a, { notExists }) => notExists(a.discountInvoice))
    .commit();

/**
 * The items of the reward of `pending` (pendingReferral), for the transaction that pays the referred customer's
 * first invoice in full: the referral's status (conditioned on "registered"), the reward's units credited to the
 * referrer as a grant naming the referral, and an entry in the referrer's activity log.
 */
export function rewardItems(e: TxEntities, pending: NonNullable<Awaited<ReturnType<typeof pendingReferral>>>) {
  const { referral, reward } = pending;
  const { referrerId, referredId } = referral;
  const status: ReferralStatus = reward ? "rewarded" : "paid";
  const reason = `referral: ${referral.referredName}${reward ? ` (${reward.name})` : ""}`;
  const update = e.referral
    .patch({ referrerId, referredId })
    .set({
      status,
      paidOn: Clock.today(),
      ...(reward ? { rewardId: reward.id, rewardName: reward.name } : {}),
      ...(reward?.discountPercent ? { discountPercent: reward.discountPercent } : {}),
    })
    .where((a, { eq }) => eq(a.status, "registered"))
    .commit();
  const units = reward
    ? { cases: reward.freeCases, halfSends: reward.freeSends * 2, creditChecks: reward.freeCreditChecks }
    : null;
  return [
    update,
    ...(units ? purchaseCredit(e, referrerId, units, { ref: referredId, reason, by: "system", move: "grant" }) : []),
    ...(reward
      ? activityWrite(e, {
          userId: "system",
          customerId: referrerId,
          method: "POST",
          route: "POST /v1/referrals/{id}/reward",
          status: 200,
          targetId: referredId,
          summary: reason,
        })
      : []),
  ];
}
