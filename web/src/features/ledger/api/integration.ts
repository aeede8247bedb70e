// The customer's integration setting (GET/POST /v1/integration-settings): the ledger and interest notes need one.
import { queryOptions } from "@tanstack/react-query";
import { api, isApiError } from "@/lib/api-client";
import type { IntegrationSetting } from "./types";

export const ledgerKey = ["ledger"] as const;
export const integrationSettingKey = (customerId: string) => ["ledger", customerId, "integration-setting"] as const;

/** The setting, or null when the customer has none (the API may answer null, an empty list or 404). */
export function toIntegrationSetting(body: unknown): IntegrationSetting | null {
  if (!body || typeof body !== "object") return null;
  if (Array.isArray(body)) return toIntegrationSetting(body[0]);
  const b = body as Record<string, unknown>;
  if ("data" in b) return toIntegrationSetting(b.data);
  if ("integrationSetting" in b) return toIntegrationSetting(b.integrationSetting);
  return typeof b.integration === "string" ? (b as unknown as IntegrationSetting) : null;
}

export async function getIntegrationSetting(signal?: AbortSignal): Promise<IntegrationSetting | null> {
  try {
    return toIntegrationSetting(await api.get<unknown>("/integration-settings", { signal }));
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}

export function integrationSettingQuery(customerId: string) {
  return queryOptions({
    queryKey: integrationSettingKey(customerId),
    queryFn: ({ signal }) => getIntegrationSetting(signal),
    staleTime: 5 * 60_000,
  });
}

export async function createIntegrationSetting(integration: "file"): Promise<IntegrationSetting | null> {
  return toIntegrationSetting(await api.post<unknown>("/integration-settings", { integration }));
}
