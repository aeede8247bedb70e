// The customer's access to its ledger, shared by the customer area's sidebar and the ledger's pages: who may change
// it, and the integration setting without which there is no ledger (its calls are 404, docs/ledger.md).
// GET /v1/integration-settings answers the setting or null while there is none (file import, or an accounting
// system with its connection: ./accounting.ts).
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { IntegrationSettingView as IntegrationSetting } from "./accounting";
import { api } from "./api-client";
import { useCurrentUser } from "./current-user";

/**
 * The loaded customer and whether the user may change its ledger: reading needs membership (or staff), changes
 * need membership or admin/superadmin, so sales only reads (docs/ledger.md).
 */
export function useLedgerAccess() {
  const { data: user } = useCurrentUser();
  return { customerId: user?.customer?.id ?? "", canChange: !!user && user.type !== "sales" };
}

/** Under the ledger's key: a change of the setting refreshes everything of the ledger too. */
export const integrationSettingKey = (customerId: string) => ["ledger", customerId, "integration-setting"] as const;

export function integrationSettingQuery(customerId: string) {
  return queryOptions({
    queryKey: integrationSettingKey(customerId),
    queryFn: ({ signal }) => api.get<IntegrationSetting | null>("/integration-settings", { signal }),
    staleTime: 5 * 60_000,
  });
}

/** The customer's integration setting (null: none), for the sidebar, the dashboard and the settings tab. */
export function useIntegrationSetting() {
  const { customerId } = useLedgerAccess();
  // the sidebar asks on every page: a failure hides the ledger's entries instead of interrupting the page
  return useQuery({
    ...integrationSettingQuery(customerId),
    enabled: !!customerId,
    meta: { skipGlobalErrorHandler: true },
  });
}
