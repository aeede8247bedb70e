import "../accounts/entities"; // registers the entities named here
import { Entity } from "electrodb";
import { Clock } from "../clock";
import { registerEntities, db } from "../dynamo/db";
import { fieldEntity, fieldStore, registerRef } from "../dynamo/field-store";
import { primaryKey, gsiKey, SERVICE } from "../dynamo/keys";
import { BillingScheduleResource } from "./billing-schedule.schema";
import { CouponResource } from "./coupon.schema";
import { PlanResource } from "./plan.schema";
import { RewardResource } from "./reward.schema";
import { CustomerStepCostResource } from "./step-cost.schema";
import { UserGroupPlanResource, UserGroupResource } from "./user-group.schema";

/**
 * The entities and stores of issue 19's staff side. The field resources' entities and stores are derived from their
 * descriptors (dynamo/field-store.ts). A schedule's customers are an entity of their own, one item per customer
 * (pk the customer: a customer is on one schedule at most, held by the put's condition), and gsi1 lists a
 * schedule's customers by name.
 */
export const BillingScheduleCustomerEntity = new Entity({
  model: { entity: "billing-schedule-customer", version: "1", service: SERVICE },
  attributes: {
    customerId: { type: "string", required: true, readOnly: true },
    scheduleId: { type: "string", required: true, readOnly: true },
    /** The customer's name (normalised) when added: the page lists the customers by name. */
    nameKey: { type: "string", required: true },
    name: { type: "string", required: true },
    orgNumber: { type: "string", required: true },
    addedAt: { type: "number", required: true, default: () => Clock.nowMs() },
    addedBy: { type: "string", required: true },
  },
  indexes: {
    byCustomer: primaryKey(["customerId"]),
    bySchedule: gsiKey("gsi1", ["scheduleId"], ["nameKey", "customerId"]),
  },
});

/** The entities typed in `db().entities` (dynamo/db.ts); the field resources' are reached through their stores. */
export const billingEntities = { billingScheduleCustomer: BillingScheduleCustomerEntity };

export const fieldResourceEntities = {
  plan: fieldEntity(PlanResource),
  userGroup: fieldEntity(UserGroupResource),
  userGroupPlan: fieldEntity(UserGroupPlanResource),
  coupon: fieldEntity(CouponResource),
  reward: fieldEntity(RewardResource),
  billingSchedule: fieldEntity(BillingScheduleResource),
  customerStepCost: fieldEntity(CustomerStepCostResource),
};

registerEntities(billingEntities);
registerEntities(fieldResourceEntities);

export const plans = fieldStore(PlanResource, "plan");
export const userGroups = fieldStore(UserGroupResource, "userGroup");
export const userGroupPlans = fieldStore(UserGroupPlanResource, "userGroupPlan");
export const coupons = fieldStore(CouponResource, "coupon");
export const rewards = fieldStore(RewardResource, "reward");
export const billingSchedules = fieldStore(BillingScheduleResource, "billingSchedule");
export const customerStepCosts = fieldStore(CustomerStepCostResource, "customerStepCost");

/** A customer ref names a customer that exists and is not deleted. */
registerRef("customers", async (customerId) => {
  const { data } = await db().entities.customer.get({ customerId }).go();
  return !!data && !data.deletedAt;
});
