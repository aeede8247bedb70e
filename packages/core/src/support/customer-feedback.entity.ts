import { Entity } from "electrodb";
import { registerEntities } from "../dynamo/db";
import { Clock } from "../clock";
import { gsiKey, primaryKey, SERVICE } from "../dynamo/keys";

/**
 * Feedback from a customer's user (support/customer-feedback.schema.ts). One global list: pk "customer-feedback",
 * sk the id (a ULID, so newest last by key); gsi1 the same list by status, for the admins' filter.
 */
export const CustomerFeedbackEntity = new Entity({
  model: { entity: "customer-feedback", version: "1", service: SERVICE },
  attributes: {
    listed: { type: "string", required: true, default: "customer-feedback", readOnly: true },
    id: { type: "string", required: true, readOnly: true },
    text: { type: "string", required: true },
    page: { type: "string" },
    rating: { type: "number" },
    status: { type: ["new", "handled"] as const, required: true, default: "new" },
    userId: { type: "string", required: true, readOnly: true },
    userEmail: { type: "string", required: true, readOnly: true },
    customerId: { type: "string", required: true, readOnly: true },
    customerName: { type: "string", required: true, readOnly: true },
    createdAt: { type: "number", readOnly: true, required: true, default: () => Clock.nowMs() },
    updatedAt: { type: "number", watch: "*", required: true, default: () => Clock.nowMs(), set: () => Clock.nowMs() },
    updatedBy: { type: "string", required: true },
  },
  indexes: {
    byId: primaryKey(["listed"], ["id"]),
    /** By status, newest last */
    byStatus: gsiKey("gsi1", ["listed"], ["status", "id"]),
  },
});

/** Registered in `db()` when this module loads. */
export const customerFeedbackEntities = {
  customerFeedback: CustomerFeedbackEntity,
};

registerEntities(customerFeedbackEntities);
