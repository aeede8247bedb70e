import { Entity } from "electrodb";
import { registerEntities } from "../dynamo/db";
import { primaryKey, SERVICE } from "../dynamo/keys";

/**
 * That one customer's period of one billing schedule has been invoiced (billing-run.ts): created, on condition it
 * does not exist, in the SAME transaction as the invoice it names, so a second run or a retried job of that
 * (customer, schedule, period) issues nothing and takes no invoice number.
 */
export const BillingRunMarkEntity = new Entity({
  model: { entity: "billing-run-mark", version: "1", service: SERVICE },
  attributes: {
    customerId: { type: "string", required: true },
    /** `<scheduleId>#<from>#<to>` (billing-run-rules.ts `periodKey`). */
    periodKey: { type: "string", required: true },
    invoiceNumber: { type: "number", required: true },
    createdAt: { type: "number", required: true },
  },
  indexes: { byCustomer: primaryKey(["customerId"], ["periodKey"]) },
});

export const billingRunEntities = { billingRunMark: BillingRunMarkEntity };
registerEntities(billingRunEntities);
