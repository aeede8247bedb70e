import "../accounts/entities"; // registers the entities named here (membership)
import { db } from "../dynamo/db";
import type { StepKind } from "../law/vocabulary";
import { movementsOf } from "./entitlements";
import {
  invoiceLinesOf,
  partnerFeeLinesOf,
  type Billable,
  type BillingPeriod,
  type Period,
} from "./billing-run-rules";
import type { InvoiceLineInput } from "./invoices/invoice.schema";
import "./purchase.entity"; // registers the entities named here (customerPlan, purchase)
import { plans } from "./plan-stores";
import type { PurchaseLine } from "./purchase-rules";
import { starterPlan, stepCostFor } from "./step-cost";

/**
 * What a billing run invoices a customer for one period (docs/billing.md "The billing run"), read from the purchase
 * records and the usage records (`entitlementMovement`, written by the one metering module in the transaction of each
 * use):
 *
 * - purchases (`purchase` records of the period's days: plan fees and top-ups): their lines as bought;
 * - step runs (move `step`, with `stepKind`): per kind, the customer's own step cost in force on the period's last
 *   day, else its plan's per-send price (billing/step-cost.ts `stepCostFor`);
 * - invoice-copy pages by post (move `invoice-copy`, `pages`): NOK 2 a page (SPEC 9);
 * - users beyond the plan's included ones (5 free): the plan's yearly per-user price, in proportion to the period;
 * - the partner fee (SPEC 9): `partnerFeeLines`, from the customer's partner agreement.
 */

/**
 * The plan a customer is on: its current plan (`customer-plan`, written by a purchase, billing/purchase.ts), else
 * the active starter plan (a customer from before buying existed). The one place the run asks.
 */
export async function customerPlan(customerId: string) {
  const current = (await db().entities.customerPlan.get({ customerId }).go()).data;
  const plan = current ? await plans.get(current.planId).catch(() => null) : null;
  return plan ?? starterPlan();
}

/**
 * The lines of the purchases (plans, top-ups) made on the period's days: each purchase's own lines as bought (price
 * ex. VAT, coupon discount), a purchase that cost nothing left out.
 */
async function purchaseLines(customerId: string, period: Period): Promise<InvoiceLineInput[]> {
  const { data } = await db()
    .entities.purchase.query.byCustomer({ customerId })
    .where((a, { between }) => between(a.day, period.from, period.to))
    .go({ pages: "all", attributes: ["purchaseId", "lines", "netOre"] });
  return data
    .filter((p) => p.netOre > 0)
    .sort((x, y) => x.purchaseId.localeCompare(y.purchaseId))
    .flatMap((p) =>
      (JSON.parse(p.lines) as PurchaseLine[]).map((l) => ({
        description: l.description,
        quantity: l.quantity,
        unit: "piece" as const,
        unitPriceOre: l.unitPriceOre,
        ...(l.discountOre > 0 ? { discountOre: l.discountOre } : {}),
      })),
    );
}

/**
 * The partner fee lines of a period (SPEC 9: free set-up; NOK 199 a month, the first up to 3 months invoiced monthly,
 * then quarterly): the months of the customer's partner agreement due in the period (billing-run-rules.ts
 * `partnerFeeMonths`); none without an agreement.
 */
export async function partnerFeeLines(customerId: string, period: Period): Promise<InvoiceLineInput[]> {
  const { data } = await db().entities.partnerAgreement.get({ customerId }).go();
  return partnerFeeLinesOf(data, period);
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
  const [moves, plan, users, purchases, partnerFee] = await Promise.all([
    movementsOf(customerId, period.from, period.to),
    customerPlan(customerId),
    userCount(customerId),
    purchaseLines(customerId, period),
    partnerFeeLines(customerId, period),
  ]);
  const stepCounts = new Map<string, number>();
  let invoiceCopyPages = 0;
  for (const m of moves) {
    if (m.move === "step") {
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
