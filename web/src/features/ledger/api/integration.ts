// The customer's integration setting (GET/POST /v1/integration-settings): the ledger and interest notes need one.
// GET answers the setting or null while there is none (core ledger-views.schema `IntegrationSetting`).
import { queryOptions } from "@tanstack/react-query";
import type { IntegrationSettingView as IntegrationSetting } from "@innfri/core/ledger/ledger-views.schema";
import { api } from "@/lib/api-client";

export const ledgerKey = ["ledger"] as const;
export const integrationSettingKey = (customerId: string) => ["ledger", customerId, "integration-setting"] as const;

export const getIntegrationSetting = (signal?: AbortSignal) =>
  api.get<IntegrationSetting | null>("/integration-settings", { signal });

export function integrationSettingQuery(customerId: string) {
  return queryOptions({
    queryKey: integrationSettingKey(customerId),
    queryFn: ({ signal }) => getIntegrationSetting(signal),
    staleTime: 5 * 60_000,
  });
}

export const createIntegrationSetting = (integration: "file") =>
  api.post<IntegrationSetting>("/integration-settings", { integration });
