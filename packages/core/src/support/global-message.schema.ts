import "../i18n/ledger"; // registers the texts of the keys named here
import "../i18n/resources"; // registers the texts of the keys named here
import { z } from "zod";
import { defineResource } from "../resource/define";
import { calendarDate, longText, oneOf, optionalText, stamps } from "../resource/fields";

/**
 * A message to customers' users, shown as a banner in the customer area from `from` to `to` (both included, Oslo
 * days) to all customers or the chosen ones, until a user dismisses it (admin resource). The text is Norwegian,
 * with an optional English one (without it, English users see the Norwegian text). A message runs at most a year.
 */
export const SEVERITIES = ["info", "warning", "critical"] as const;
export const AUDIENCES = ["all", "chosen"] as const;
export const MAX_CHOSEN_CUSTOMERS = 200;
/** The longest a message runs, in days: "in force today" then reads at most a year of messages. */
export const MAX_SPAN_DAYS = 366;

const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / 86_400_000;

const fields = {
  textNo: longText(1000),
  textEn: optionalText(1000),
  severity: oneOf(SEVERITIES),
  from: calendarDate(),
  to: calendarDate(),
  audience: oneOf(AUDIENCES),
  customerIds: z
    .array(z.string().trim().min(1).max(40), { error: "validation.invalid" })
    .max(MAX_CHOSEN_CUSTOMERS, { error: "validation.tooLong" })
    .default([])
    .transform((ids) => [...new Set(ids)]),
};

type Fields = { from: string; to: string; audience: string; customerIds: string[] };
const rules = (m: Fields, ctx: z.RefinementCtx) => {
  if (m.to < m.from) ctx.addIssue({ code: "custom", path: ["to"], message: "validation.dateOrder" });
  else if (dayNumber(m.to) - dayNumber(m.from) >= MAX_SPAN_DAYS)
    ctx.addIssue({ code: "custom", path: ["to"], message: "validation.dateSpan" });
  if (m.audience === "chosen" && m.customerIds.length === 0)
    ctx.addIssue({ code: "custom", path: ["customerIds"], message: "validation.customersRequired" });
};

export const CreateGlobalMessageInput = z.object(fields).superRefine(rules);
export const UpdateGlobalMessageInput = z.object(fields).superRefine(rules);
export type GlobalMessageInput = z.infer<typeof CreateGlobalMessageInput>;

export const GlobalMessageView = z.object({
  id: z.string(),
  textNo: z.string(),
  textEn: z.string().nullable(),
  severity: z.enum(SEVERITIES),
  from: z.string(),
  to: z.string(),
  audience: z.enum(AUDIENCES),
  customerIds: z.array(z.string()),
  ...stamps,
});
export type GlobalMessageView = z.infer<typeof GlobalMessageView>;

/** GET /v1/global-messages/current: the banners a customer user sees now, in the caller's language. */
export const CurrentGlobalMessage = z.object({
  id: z.string(),
  text: z.string(),
  severity: z.enum(SEVERITIES),
  from: z.string(),
  to: z.string(),
});
export type CurrentGlobalMessage = z.infer<typeof CurrentGlobalMessage>;

export const GlobalMessageFilters = z.object({ severity: oneOf(SEVERITIES).optional() });

export const GlobalMessageResource = defineResource({
  name: "global-messages",
  id: "id",
  schemas: { create: CreateGlobalMessageInput, update: UpdateGlobalMessageInput, view: GlobalMessageView },
  list: { sortable: ["from"], defaultDesc: true, search: false, filters: GlobalMessageFilters },
  access: { read: "admin", write: "admin" },
  nav: { group: "system", label: "nav.globalMessages" },
});
