import { useQuery } from "@tanstack/react-query";
import { useCurrentUser } from "@/features/auth/api/current-user";
import { integrationSettingQuery } from "../api/integration";
import { ledgerSummaryQuery } from "../api/ledger";

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

/**
 * The ledger's summary (counters) for the dashboard's notice and figures; asked only with an integration setting,
 * since without one there is no ledger and its calls are 404 (docs/ledger.md).
 */
export function useLedgerSummary() {
  const { customerId } = useLedgerAccess();
  const integration = useIntegrationSetting();
  const hasLedger = !!integration.data;
  return { hasLedger, summary: useQuery({ ...ledgerSummaryQuery(customerId), enabled: !!customerId && hasLedger }) };
}
