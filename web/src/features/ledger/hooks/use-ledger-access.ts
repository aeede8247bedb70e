import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import { useLedgerAccess } from "@/lib/ledger-access";
import { createIntegrationSetting, integrationSettingKey, integrationSettingQuery } from "../api/integration";
import { ledgerSummaryQuery } from "../api/ledger";

export { useLedgerAccess };

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

/**
 * Switches on file import (the integration setting "file"), for the settings tab and the dashboard's way in: the
 * setting is cached at once (the sidebar's ledger entries appear) and `done` is toasted.
 */
export function useEnableFileImport(done: string) {
  const { customerId } = useLedgerAccess();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => createIntegrationSetting("file"),
    onSuccess: (created) => {
      queryClient.setQueryData(integrationSettingKey(customerId), created ?? { integration: "file" });
      void queryClient.invalidateQueries({ queryKey: integrationSettingKey(customerId) });
      toast.success(done, { id: "integration-created" });
    },
  });
}
