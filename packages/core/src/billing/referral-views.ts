/**
 * What GET /v1/referrals/current answers (refer and earn, billing/referrals.ts): types only, so the web decodes the
 * one shape without loading the store. No I/O (the API's route imports it: the accounts function's cold start).
 */

/** A referral's status: registered; its first invoice of ours paid (no reward in force that day); rewarded. */
export const REFERRAL_STATUSES = ["registered", "paid", "rewarded"] as const;
export type ReferralStatus = (typeof REFERRAL_STATUSES)[number];

export interface ReferralRewardView {
  id: string;
  name: string;
  freeCases: number;
  freeSends: number;
  freeCreditChecks: number;
  discountPercent: number;
  activeFrom: string;
  activeTo: string | null;
}

/** A referred customer as its referrer sees it: the name and the dates, nothing else. */
export interface ReferralView {
  name: string;
  registeredOn: string;
  status: ReferralStatus;
  paidOn: string | null;
  rewardName: string | null;
}

export interface CurrentReferralsView {
  code: string;
  link: string;
  reward: ReferralRewardView | null;
  referrals: ReferralView[];
}
