import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import { integrationSettingKey, useIntegrationSetting, useLedgerAccess } from "@/lib/ledger-access";
import { createIntegrationSetting } from "../api/integration";
import { ledgerSummaryQuery } from "../api/ledger";

// re-exported: the ledger's pages take the shared hooks with their own (web/src/lib/ledger-access.ts)
export { useIntegrationSetting, useLedgerAccess };

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
