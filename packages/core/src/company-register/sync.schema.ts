import "../i18n/company-register"; // registers the texts of the keys named here
import { z } from "zod";

/**
 * The customer's `brregSynchronizationSetting` (SPEC 3; issue 21, docs/company-register.md "Synchronisation"): when
 * on, a nightly job keeps the customer's own company details and its company debtors in step with
 * Enhetsregisteret and records what changed.
 */
export const BrregSyncSettingInput = z.object({
  enabled: z.boolean({ error: "validation.boolean" }),
});
export type BrregSyncSettingInput = z.infer<typeof BrregSyncSettingInput>;

export const BrregSyncChange = z.object({
  at: z.number(),
  subject: z.enum(["customer", "debtor"]),
  subjectId: z.string(),
  name: z.string(),
  fields: z
    .array(z.string())
    .meta({ description: "Fields changed from the register: name, address, postcode, city, country, vat" }),
  warnings: z
    .array(z.string())
    .meta({ description: "The register's warnings now (message keys, i18n/company-register.ts) when they changed" }),
});
export type BrregSyncChange = z.infer<typeof BrregSyncChange>;

export const BrregSyncSetting = z
  .object({
    enabled: z.boolean(),
    lastRunOn: z
      .string()
      .nullable()
      .meta({ description: "The day of the last run (YYYY-MM-DD), null before the first" }),
    lastRunUnavailable: z.boolean().meta({ description: "The last run stopped: the register did not answer" }),
    recentChanges: z.array(BrregSyncChange).meta({ description: "The latest changes recorded, newest first (20)" }),
  })
  .meta({ id: "BrregSynchronizationSetting" });
export type BrregSyncSettingView = z.infer<typeof BrregSyncSetting>;
