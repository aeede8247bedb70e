import { Entity } from "electrodb";
import { registerEntities } from "../dynamo/db";
import { primaryKey, SERVICE } from "../dynamo/keys";

/**
 * What moved a customer's entitlements (billing/entitlements.ts): a use (a case started, a letter sent, a credit
 * check, invoice-copy pages by post) or a credit (an admin's grant, later a purchase).
 */
export const ENTITLEMENT_MOVES = [
  "case-start",
  "case-open",
  "case-reopen",
  "step",
  "resend",
  "post",
  "credit-check",
  "invoice-copy",
  "grant",
  "purchase",
  /** Units left of a plan that does not carry forward, taken away when the next plan is bought (purchase.ts). */
  "lapse",
] as const;
export type EntitlementMove = (typeof ENTITLEMENT_MOVES)[number];

/**
 * One movement of a customer's entitlements, written in the transaction of what it pays for (or of the credit), so a
 * billing run sums a period's usage per customer from these alone (`usageOf`): the units moved, signed (a use is
 * negative, a credit positive), and the money of a use priced in kroner rather than units (invoice-copy pages,
 * SPEC 9). Kept, not expired: it is the basis of our invoices (bokføringsloven § 13: five years).
 */
export const EntitlementMovementEntity = new Entity({
  model: { entity: "entitlement-movement", version: "1", service: SERVICE },
  attributes: {
    customerId: { type: "string", required: true },
    /** The Oslo calendar day (YYYY-MM-DD): a billing period is a range of days. */
    day: { type: "string", required: true },
    /** A ULID of the moment (sorts in time within the day). */
    movementId: { type: "string", required: true },
    at: { type: "number", required: true },
    move: { type: ENTITLEMENT_MOVES, required: true },
    cases: { type: "number", required: true, default: 0 },
    halfSends: { type: "number", required: true, default: 0 },
    creditChecks: { type: "number", required: true, default: 0 },
    /** Invoice-copy pages by post, and their price in øre (no units: invoiced as money). */
    pages: { type: "number", required: true, default: 0 },
    amountOre: { type: "number", required: true, default: 0 },
    /** What it paid for: the case, the step run, the mail or letter, the credit check. */
    caseId: { type: "string" },
    ref: { type: "string" },
    /** A step run's kind: the billing run prices it at the customer's own step cost of that kind (billable-lines.ts). */
    stepKind: { type: "string" },
    /** A credit's reason (also in the activity log). */
    reason: { type: "string" },
    /** Who did it (a user id; "system" for a scheduled run). */
    by: { type: "string" },
  },
  indexes: { byCustomer: primaryKey(["customerId"], ["day", "movementId"]) },
});

export const entitlementEntities = { entitlementMovement: EntitlementMovementEntity };

registerEntities(entitlementEntities);
