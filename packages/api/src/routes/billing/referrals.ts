import { z } from "@hono/zod-openapi";
import { REFERRAL_STATUSES } from "@innfri/core/billing/referral-views";
import { router } from "../../lib/openapi";
import { secured } from "../../lib/route";
import { responses } from "../../lib/schemas";

/**
 * /referrals: refer and earn (issue 19; core billing/referrals.ts, docs/billing.md "Refer and earn"), for the
 * customer loaded in the session. SPEC 6: what a referral earns is units of the plan, so the page is the plan's
 * readers' (`customer:viewPlan`: admin, superadmin, owner, or a permission granting viewPlan).
 */
const tags = ["referrals"];
/** Loaded on first use (it reads billing's resources): the accounts function's cold start (stacks.test.ts). */
const referrals = () => import("@innfri/core/billing/referrals");

const Reward = z
  .object({
    id: z.string(),
    name: z.string(),
    freeCases: z.number().int(),
    freeSends: z.number().int(),
    freeCreditChecks: z.number().int(),
    discountPercent: z.number(),
    activeFrom: z.string(),
    activeTo: z.string().nullable(),
  })
  .openapi("ReferralReward");
const Referral = z
  .object({
    name: z.string(),
    registeredOn: z.string(),
    status: z.enum(REFERRAL_STATUSES),
    paidOn: z.string().nullable(),
    rewardName: z.string().nullable(),
  })
  .openapi("Referral");
export const CurrentReferrals = z
  .object({ code: z.string(), link: z.string(), reward: Reward.nullable(), referrals: z.array(Referral) })
  .openapi("CurrentReferrals");

export const referralRoutes = router().openapi(
  secured({
    role: "customer:viewPlan",
    customer: "session",
    method: "get",
    path: "/current",
    tags,
    summary:
      "The customer's referral link (made on first read), the reward in force, and the customers it referred (name, registered, status only)",
    responses: responses(CurrentReferrals),
  }),
  async (c) => c.json(await (await referrals()).currentReferrals(c.get("customerId")), 200),
);
