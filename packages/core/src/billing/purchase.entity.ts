import { Entity } from "electrodb";
import { registerEntities } from "../dynamo/db";
import { gsiKey, primaryKey, SERVICE, timestamps } from "../dynamo/keys";

/**
 * A customer's current plan (billing/purchase.ts; docs/billing.md "Buying"): one item per customer, written by the
 * purchase of a plan in the purchase's own transaction. `starterTaken` stays once the free starter plan was taken
 * (a second is refused by the write's condition, so two at once cannot both take it). `byDue` finds the plans
 * whose end or units' expiry is due across customers (plan-ends.ts; docs/billing.md "When a plan ends").
 */
export const CustomerPlanEntity = new Entity({
  model: { entity: "customer-plan", version: "1", service: SERVICE },
  attributes: {
    customerId: { type: "string", required: true, readOnly: true },
    planId: { type: "string", required: true },
    /** First and last day of the plan's period (Oslo, YYYY-MM-DD, both included): `durationDays` days. */
    from: { type: "string", required: true },
    until: { type: "string", required: true },
    carryForward: { type: "boolean", required: true },
    /** The day the units bought with the plan expire (the plan's `unitsExpireDays`), absent: with the plan. */
    unitsExpireOn: { type: "string" },
    starterTaken: { type: "boolean" },
    purchaseId: { type: "string", required: true },
    /** The day the plan ended without renewal (plan-ends.ts); absent while it runs. Buying a plan removes it. */
    endedOn: { type: "string" },
    /** "customer-plans": the partition of `byDue`. */
    listed: { type: "string" },
    /**
     * The first day something is due on the plan (plan-end-rules.ts `planDueOn`): the day after `until` (renew or
     * end) or after `unitsExpireOn` (the units lapse); `NOTHING_DUE` when nothing is. Set by every write of the item.
     */
    dueOn: { type: "string" },
    ...timestamps,
  },
  indexes: {
    byCustomer: primaryKey(["customerId"]),
    byDue: gsiKey("gsi1", ["listed"], ["dueOn", "customerId"]),
  },
});

/**
 * A purchase (a plan or a top-up): what the billing run invoices, in lines (description no/en, quantity, unit price
 * ex. VAT in øre, discount in øre), with the units it credited. Written once, in the same transaction as its credit
 * and its coupon's use. The billing run invoices the purchases of its period by their `day` (billable-lines.ts).
 */
export const PurchaseEntity = new Entity({
  model: { entity: "purchase", version: "1", service: SERVICE },
  attributes: {
    customerId: { type: "string", required: true, readOnly: true },
    /** A ULID of the moment: the customer's purchases sort in time. */
    purchaseId: { type: "string", required: true, readOnly: true },
    kind: { type: ["plan", "top-up"] as const, required: true },
    day: { type: "string", required: true },
    planId: { type: "string", required: true },
    /** The lines as JSON (PurchaseLine[], purchase-rules.ts). */
    lines: { type: "string", required: true },
    netOre: { type: "number", required: true },
    cases: { type: "number", required: true, default: 0 },
    sends: { type: "number", required: true, default: 0 },
    creditChecks: { type: "number", required: true, default: 0 },
    couponId: { type: "string" },
    /** An Idempotency-Key purchase: the hashed key and the request's fingerprint (ledger/idempotency.ts). */
    requestKey: { type: "string" },
    requestHash: { type: "string" },
    by: { type: "string", required: true },
    /** A plan set by staff (customer-plans.ts `changePlan`): their reason. */
    reason: { type: "string" },
    ...timestamps,
  },
  indexes: { byCustomer: primaryKey(["customerId"], ["purchaseId"]) },
});

/**
 * A customer's partner agreement (SPEC 9; docs/billing.md "Partner fee"): one item per customer, set by staff. The
 * monthly fee ex. VAT is the dated figure in force (invoice-figures.ts `PARTNER_FEES`) unless `monthlyFeeOre` is
 * agreed; the billing run invoices it (billable-lines.ts `partnerFeeLines`).
 */
export const PartnerAgreementEntity = new Entity({
  model: { entity: "partner-agreement", version: "1", service: SERVICE },
  attributes: {
    customerId: { type: "string", required: true, readOnly: true },
    /** The first day of the agreement (Oslo): its month is the fee's first month. */
    startDate: { type: "string", required: true },
    monthlyFeeOre: { type: "number" },
    by: { type: "string", required: true },
    ...timestamps,
  },
  indexes: { byCustomer: primaryKey(["customerId"]) },
});

export const purchaseEntities = {
  customerPlan: CustomerPlanEntity,
  purchase: PurchaseEntity,
  partnerAgreement: PartnerAgreementEntity,
};
registerEntities(purchaseEntities);
