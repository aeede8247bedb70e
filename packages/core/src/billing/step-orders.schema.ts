import "../i18n/billing-run"; // registers the texts of the keys named here (stepOrders.period)
import { z } from "zod";

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: "validation.date" });

/** At most a year and a few days: a longer export is a report, not this file. */
const MAX_DAYS = 400;

/** The request of POST /v1/step-orders/export (step-orders.ts): a customer and a period of at most MAX_DAYS. */
export const StepOrdersInput = z
  .object({ customerId: z.string().trim().min(1, { error: "validation.required" }).max(40), from: day, to: day })
  .refine((i) => i.from <= i.to && (Date.parse(i.to) - Date.parse(i.from)) / 86_400_000 <= MAX_DAYS, {
    path: ["to"],
    error: "stepOrders.period",
  });
