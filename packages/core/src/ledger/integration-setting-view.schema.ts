import { z } from "zod";

/**
 * How bookkeeping reaches the ledger: files (CSV, XLSX, OCR …), or an accounting system's sync (issue 22; the
 * systems' ids of accounting/provider.ts `ACCOUNTING_SYSTEMS`; accounting/settings.ts offers those it has).
 */
export const INTEGRATIONS = ["file", "fiken", "tripletex", "poweroffice", "visma"] as const;

/** The customer's integration setting (settings.ts): how its books reach the ledger. */
export const IntegrationSetting = z
  .object({
    integration: z.enum(INTEGRATIONS),
    createdAt: z.number(),
    importMappings: z.record(z.string(), z.unknown()),
  })
  .meta({ id: "IntegrationSetting" });

export type IntegrationSettingView = z.infer<typeof IntegrationSetting>;
