// The read side of a customer's plan: the plans it may choose and its current plan with what is left (the plan
// tab). Buying (purchase.ts) writes; this reads.
import "./purchase.entity"; // registers the entities named here (customerPlan)
import { Clock } from "../clock";
import { db } from "../dynamo/db";
import { hasOverdueInvoice } from "./invoices/invoice-payments";
import { readAllowance } from "./entitlements";
import { renews } from "./plan-end-rules";
import { plans, userGroupPlans } from "./plan-stores";
import { DEFAULT_USER_GROUP } from "./user-group.schema";

type Plan = Awaited<ReturnType<typeof plans.get>>;

/** The plans a customer may choose: those of its user group (every customer is in `default`), active, on sale. */
export async function availablePlans(customerId: string): Promise<Plan[]> {
  const links = await userGroupPlans.list({
    page: 1,
    rowsPerPage: 100,
    sort: { field: "userGroupId", desc: false },
    filters: { userGroupId: DEFAULT_USER_GROUP },
  } as never);
  const today = Clock.today();
  const current = await currentPlanItem(customerId);
  const out: Plan[] = [];
  for (const link of links.data) {
    const plan = await plans.get(link.planId as string).catch(() => null);
    if (!plan || !plan.active || (plan.availableUntil && plan.availableUntil < today)) continue;
    if (plan.starter && current?.starterTaken) continue;
    out.push(plan);
  }
  return out.sort((a, b) => a.priceOre - b.priceOre);
}

export async function currentPlanItem(customerId: string) {
  return (await db().entities.customerPlan.get({ customerId }).go({ consistent: true })).data;
}

/** The customer's current plan and what is left (the settings plan tab; GET /customer-plans/current). */
export async function currentPlan(customerId: string) {
  const item = await currentPlanItem(customerId);
  const plan = item ? await plans.get(item.planId).catch(() => null) : null;
  const left = await readAllowance(customerId);
  // an overdue invoice of ours stops the renewal (plan-end-rules.ts `renews`): the tab must not promise it
  const renewing =
    !!plan && !!item && !item.endedOn && renews(plan, Clock.today(), await hasOverdueInvoice(customerId));
  return {
    plan:
      plan && item
        ? {
            id: plan.id,
            nameNo: plan.nameNo,
            nameEn: plan.nameEn,
            priceOre: plan.priceOre,
            from: item.from,
            until: item.until,
            carryForward: item.carryForward,
            unitsExpireOn: item.unitsExpireOn ?? null,
            endedOn: item.endedOn ?? null,
            renews: renewing,
            includedUsers: plan.includedUsers,
            perUserYearOre: plan.perUserYearOre,
            topUpCaseOre: plan.topUpCaseOre,
            topUpSendOre: plan.topUpSendOre,
            topUpCreditCheckOre: plan.topUpCreditCheckOre,
            discountPercent: plan.discountPercent ?? null,
            discountFromQuantity: plan.discountFromQuantity ?? null,
          }
        : null,
    left: { cases: left.cases, sends: left.sends, creditChecks: left.creditChecks },
    starterTaken: !!item?.starterTaken,
  };
}
