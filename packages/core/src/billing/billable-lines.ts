import "../accounts/entities"; // registers the entities named here (membership)
import { db } from "../dynamo/db";
import type { StepKind } from "../cases/vocabulary";
import { movementsOf } from "./entitlements";
import { invoiceLinesOf, type Billable, type BillingPeriod, type Period } from "./billing-run-rules";
import type { InvoiceLineInput } from "./invoices/invoice.schema";
import { starterPlan, stepCostFor } from "./step-cost";

/**
 * What a billing run invoices a customer for one period (docs/billing.md "The billing run"), read from the usage
 * records alone (`entitlementMovement`, written by the one metering module in the transaction of each use):
 *
 * - purchases (move `purchase`: plan fees and top-ups, credited through `entitlements.credit` with their price ex.
 *   VAT as `amountOre` and their description as `reason`): one line each at that price;
 * - step runs (move `step`, with `stepKind`): per kind, the customer's own step cost in force on the period's last
 *   day, else its plan's per-send price (billing/step-cost.ts `stepCostFor`);
 * - invoice-copy pages by post (move `invoice-copy`, `pages`): NOK 2 a page (SPEC 9);
 * - users beyond the plan's included ones (5 free): the plan's yearly per-user price, in proportion to the period;
 * - the partner fee (SPEC 9): `partnerFeeLines`, none until partner agreements are stored.
 */

/**
 * The plan a customer is on. Customers have no plan record of their own yet (the customer side of issue 19 writes
 * it): until then every customer is on the active starter plan. The one place the run asks, so that record plugs in
 * here.
 */
export async function customerPlan(_customerId: string) {
  return starterPlan();
}

/**
 * The partner fee lines of a period (SPEC 9: free set-up; NOK 199 a month for up to 3 months, then invoiced
 * quarterly). The hook of the run: no partner agreement is stored yet, so there are none.
 */
export async function partnerFeeLines(_customerId: string, _period: Period): Promise<InvoiceLineInput[]> {
  return [];
}

/** A customer's users (memberships), counted for the per-user price. */
async function userCount(customerId: string): Promise<number> {
  const { data } = await db()
    .entities.membership.query.byCustomer({ customerId })
    .go({ pages: "all", attributes: ["userId"] });
  return data.length;
}

/** What the period holds to invoice, before pricing into lines. */
export async function billableOf(customerId: string, period: Period): Promise<Billable> {
  const [moves, plan, users, partnerFee] = await Promise.all([
    movementsOf(customerId, period.from, period.to),
    customerPlan(customerId),
    userCount(customerId),
    partnerFeeLines(customerId, period),
  ]);
  const stepCounts = new Map<string, number>();
  let invoiceCopyPages = 0;
  const purchases: Billable["purchases"] = [];
  for (const m of moves) {
    if (m.move === "purchase") purchases.push({ reason: m.reason ?? "", amountOre: m.amountOre });
    else if (m.move === "step") {
      // a step recorded before its kind was (issue 19, first round) is priced as a payment reminder: the plan's price
      const kind = m.stepKind ?? "payment-reminder";
      stepCounts.set(kind, (stepCounts.get(kind) ?? 0) + 1);
    } else if (m.move === "invoice-copy") invoiceCopyPages += m.pages;
  }
  const steps = await Promise.all(
    [...stepCounts].map(async ([stepKind, count]) => {
      const cost = await stepCostFor(
        { customerId, stepKind: stepKind as StepKind, ...(plan ? { planId: plan.id } : {}) },
        period.to,
      );
      return { stepKind, count, priceOre: cost.priceOre };
    }),
  );
  return {
    purchases,
    steps,
    invoiceCopyPages,
    extraUsers: Math.max(0, users - (plan?.includedUsers ?? 5)),
    perUserYearOre: plan?.perUserYearOre ?? 0,
    partnerFee,
  };
}

/** The invoice lines of a customer's period (empty: nothing to invoice). */
export async function billableLines(
  customerId: string,
  period: Period,
  kind: BillingPeriod,
): Promise<InvoiceLineInput[]> {
  return invoiceLinesOf(await billableOf(customerId, period), kind, period);
}
