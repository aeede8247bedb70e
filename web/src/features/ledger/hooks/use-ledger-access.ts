import { useQuery } from "@tanstack/react-query";
import { useCurrentUser } from "@/features/auth/api/current-user";
import { integrationSettingQuery } from "../api/integration";

/**
 * The loaded customer and whether the user may change its ledger: reading needs membership (or staff), changes
 * need membership or admin/superadmin, so sales only reads (docs/ledger.md).
 */
export function useLedgerAccess() {
  const { data: user } = useCurrentUser();
  return { customerId: user?.customer?.id ?? "", canChange: !!user && user.type !== "sales" };
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
