import { z } from "zod";

/** The customer's integration setting (settings.ts): how its books reach the ledger. */
export const IntegrationSetting = z
  .object({
    integration: z.enum(["file"]),
    createdAt: z.number(),
    importMappings: z.record(z.string(), z.unknown()),
  })
  .meta({ id: "IntegrationSetting" });

export type IntegrationSettingView = z.infer<typeof IntegrationSetting>;
