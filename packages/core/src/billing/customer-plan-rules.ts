import "../i18n/purchases"; // registers the texts of the keys named here
import { z } from "zod";

/**
 * Staff's side of customers' plans (issue 19, SPEC "Admin" manage-customer-plans; docs/billing.md "Staff: customers'
 * plans"), pure: the web imports the inputs. customer-plans.ts writes and lists.
 */
export const MAX_REASON = 500;
/** A staff plan change may start up to a year before or after today (a correction, an agreed start). */
export const MAX_FROM_DAYS = 366;

const day = z.string({ error: "validation.date" }).regex(/^\d{4}-\d{2}-\d{2}$/, { error: "validation.date" });
const required = z.string({ error: "validation.required" }).trim().min(1, { error: "validation.required" });

/**
 * Staff set a customer's plan: any plan (not only its user group's), with a reason (in the activity log and on the
 * purchase), from a day (default today), at the plan's price unless `free`.
 */
export const ChangePlanInput = z
  .object({
    planId: required.max(64, { error: "validation.tooLong" }),
    reason: required.max(MAX_REASON, { error: "validation.tooLong" }),
    from: day.optional(),
    free: z.boolean({ error: "validation.invalid" }).default(false),
  })
  .strict();
export type ChangePlanInput = z.infer<typeof ChangePlanInput>;

/** A customer's partner agreement (SPEC 9): its start date and an agreed monthly fee ex. VAT (empty: the figure). */
export const PartnerAgreementInput = z
  .object({
    startDate: day,
    monthlyFeeOre: z
      .number({ error: "validation.number" })
      .int({ error: "validation.number" })
      .min(0, { error: "customerPlans.feeRange" })
      .max(1_000_000_00, { error: "customerPlans.feeRange" })
      .nullable()
      .optional(),
  })
  .strict();
export type PartnerAgreementInput = z.infer<typeof PartnerAgreementInput>;

/** The staff list: one customer, or a page of customers (a prefix of the name or an org number). */
export const CustomerPlansQuery = z.object({
  customerId: z.string().trim().min(1).max(64).optional(),
  search: z.string().trim().max(100, { error: "validation.tooLong" }).optional(),
  expand: z.enum(["plan"]).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  rowsPerPage: z.coerce.number().int().min(1).max(100).default(25),
});
export type CustomerPlansQuery = z.infer<typeof CustomerPlansQuery>;

/** The report: every customer, or those of the list's search (a prefix of the name or an org number). */
export const CustomerPlansReportInput = z
  .object({ search: z.string().trim().max(100, { error: "validation.tooLong" }).optional() })
  .strict();
export type CustomerPlansReportInput = z.infer<typeof CustomerPlansReportInput>;

/** A row of the staff list (GET /customer-plans; customer-plans.ts `rowOf`), as the web decodes it. */
export const CustomerPlanRowView = z.object({
  customerId: z.string(),
  name: z.string(),
  orgNumber: z.string(),
  planId: z.string().nullable(),
  planName: z.object({ no: z.string(), en: z.string() }).nullable(),
  from: z.string().nullable(),
  until: z.string().nullable(),
  left: z.object({ cases: z.number(), sends: z.number(), creditChecks: z.number() }),
  lastPurchase: z.object({ day: z.string(), kind: z.string(), netOre: z.number() }).nullable(),
  partnerAgreement: z.object({ startDate: z.string(), monthlyFeeOre: z.number().nullable() }).nullable(),
});
export type CustomerPlanRowView = z.infer<typeof CustomerPlanRowView>;
