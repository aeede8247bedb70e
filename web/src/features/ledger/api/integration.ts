// Creating the customer's integration setting (POST /v1/integration-settings); reading it is shared with the
// customer area's sidebar (web/src/lib/ledger-access.ts).
import type { IntegrationSettingView as IntegrationSetting } from "@innfri/core/ledger/ledger-views.schema";
import { api } from "@/lib/api-client";

export const ledgerKey = ["ledger"] as const;

export const createIntegrationSetting = (integration: "file") =>
  api.post<IntegrationSetting>("/integration-settings", { integration });
