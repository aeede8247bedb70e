/**
 * Rows of refer and earn (issue 19, routes/billing/referrals.ts): on the customer loaded in the session, readers of
 * the plan (`customer:viewPlan`). The first allowed read makes the world customer's referral code.
 */
import { secretsOf, type Row } from "../row";

export const REFERRAL_ROWS: Row[] = [
  {
    method: "GET",
    path: "/referrals/current",
    req: async ({ world }) => ({ method: "GET", path: "/referrals/current", secrets: secretsOf(await world()) }),
  },
];
