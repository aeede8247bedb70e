import { z } from "zod";
import { defineFieldResource } from "../resource/field-resource";

/**
 * A billing schedule (SPEC 1, 7; issue 19): how often its customers are invoiced (monthly, quarterly, yearly) and
 * on which day of the period's first month the invoice is issued (1-28, so every month has it). A customer is on at
 * most one schedule (`billing-schedules/{id}/customers`). Sales keeps schedules and their customers (SPEC 6).
 */
export const BILLING_PERIODS = ["monthly", "quarterly", "yearly"] as const;

export const BillingScheduleResource = defineFieldResource({
  name: "billing-schedules",
  fields: {
    name: { kind: "text", max: 100, unique: true, column: true },
    period: { kind: "enum", values: BILLING_PERIODS, column: true, filter: true },
    dayOfIssue: { kind: "int", min: 1, max: 28, column: true },
    active: { kind: "bool", column: true },
  },
  sortable: ["name"],
  access: { read: "staff", write: "staff" },
  nav: { group: "billing", label: "nav.billingSchedules" },
});

/** The most customers one POST adds. */
export const MAX_ADD_CUSTOMERS = 100;

/** POST /v1/billing-schedules/{id}/customers */
export const AddScheduleCustomersInput = z.object({
  customerIds: z
    .array(z.string().trim().min(1).max(40), { error: "validation.required" })
    .min(1, { error: "validation.required" })
    .max(MAX_ADD_CUSTOMERS, { error: "validation.tooLong" })
    .transform((ids) => [...new Set(ids)]),
});

/** One customer on a schedule (the page billing-schedule-customers/{id}), or one that can be added. */
export const ScheduleCustomerView = z.object({
  customerId: z.string(),
  name: z.string(),
  orgNumber: z.string(),
  /** When it was put on the schedule (epoch ms); null in the list of customers that can be added. */
  addedAt: z.number().nullable(),
});
export type ScheduleCustomerView = z.infer<typeof ScheduleCustomerView>;
