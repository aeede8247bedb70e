import "../i18n/resources"; // registers the texts of the keys named here
import { z } from "zod";
import { defineResource } from "../resource/define";
import { longText, oneOf, optionalText, stamps } from "../resource/fields";

/**
 * Feedback a customer's user sends from the help menu (text, the page it was sent from, an optional rating 1-5);
 * admins list it, filter it by status and mark it handled (admin resource; the customer's POST is its own route).
 */
export const FEEDBACK_STATUSES = ["new", "handled"] as const;
export const MAX_FEEDBACK_CHARS = 2000;

export const CreateCustomerFeedbackInput = z.object({
  text: longText(MAX_FEEDBACK_CHARS),
  page: optionalText(200),
  rating: z.coerce
    .number({ error: "validation.rating" })
    .int({ error: "validation.rating" })
    .min(1, { error: "validation.rating" })
    .max(5, { error: "validation.rating" })
    .nullable()
    .optional()
    .transform((v) => v ?? null),
});
export type CreateCustomerFeedbackInput = z.infer<typeof CreateCustomerFeedbackInput>;

/** PUT: an admin marks it handled (or new again). */
export const UpdateCustomerFeedbackInput = z.object({ status: oneOf(FEEDBACK_STATUSES) });

export const CustomerFeedbackView = z.object({
  id: z.string(),
  text: z.string(),
  page: z.string().nullable(),
  rating: z.number().int().nullable(),
  status: z.enum(FEEDBACK_STATUSES),
  /** Who sent it: the user and their e-mail at the time. */
  userId: z.string(),
  userEmail: z.string(),
  /** From which customer, with its name at the time. */
  customerId: z.string(),
  customerName: z.string(),
  ...stamps,
});
export type CustomerFeedbackView = z.infer<typeof CustomerFeedbackView>;

export const CustomerFeedbackFilters = z.object({ status: oneOf(FEEDBACK_STATUSES).optional() });

export const CustomerFeedbackResource = defineResource({
  name: "customer-feedback",
  id: "id",
  schemas: { create: CreateCustomerFeedbackInput, update: UpdateCustomerFeedbackInput, view: CustomerFeedbackView },
  list: { sortable: ["createdAt"], defaultDesc: true, search: false, filters: CustomerFeedbackFilters },
  access: { read: "admin", write: "admin" },
  nav: { group: "system", label: "nav.customerFeedback" },
});
