import { Entity } from "electrodb";
import { registerEntities } from "../dynamo/db";
import { primaryKey, SERVICE, timestamps } from "../dynamo/keys";

import { REFERRAL_STATUSES } from "./referral-views";

export { REFERRAL_STATUSES, type ReferralStatus } from "./referral-views";

/**
 * A customer registered with another customer's referral code (refer and earn, issue 19; billing/referrals.ts):
 * pk the referrer, sk the referred customer, so the referrer's list is one Query and the payment of the referred
 * customer's first invoice finds it by the referred customer's `referredBy`. Created with the referred customer;
 * its status leaves "registered" once, in the transaction that pays the first invoice in full and credits the
 * reward (conditioned on still being "registered": a retried or concurrent payment cannot reward twice).
 */
export const ReferralEntity = new Entity({
  model: { entity: "referral", version: "1", service: SERVICE },
  attributes: {
    referrerId: { type: "string", required: true, readOnly: true },
    referredId: { type: "string", required: true, readOnly: true },
    /** The referred customer's name when it registered: the one thing of it the referrer sees, with the dates. */
    referredName: { type: "string", required: true },
    /** The day it registered (Oslo, YYYY-MM-DD). */
    registeredOn: { type: "string", required: true },
    status: { type: REFERRAL_STATUSES, required: true, default: "registered" },
    /** The day its first invoice of ours was paid in full, and the reward then in force (absent: none was). */
    paidOn: { type: "string" },
    rewardId: { type: "string" },
    rewardName: { type: "string" },
    /** The reward's percent off the referrer's next invoice with something billable (billing-run.ts applies it). */
    discountPercent: { type: "number" },
    /** The number of the invoice the discount was applied on, set in that invoice's own transaction (once). */
    discountInvoice: { type: "number" },
    ...timestamps,
  },
  indexes: { byReferrer: primaryKey(["referrerId"], ["referredId"]) },
});

export const referralEntities = { referral: ReferralEntity };

registerEntities(referralEntities);
