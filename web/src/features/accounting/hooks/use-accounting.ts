import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import {
  accountingKey,
  chosenSystem,
  startSync,
  syncBatchId,
  type AccountingSystemId,
  type IntegrationSettingView,
} from "@/lib/accounting";
import { integrationSettingKey, useIntegrationSetting, useLedgerAccess } from "@/lib/ledger-access";
import { useRealtime, type RealtimeMessage } from "@/lib/realtime";
import { useRights } from "@/lib/use-rights";
import { syncQuery, syncsKey, systemsQuery } from "../api/accounting";

/** Who may change the integration: ledger changes (not sales) and the account's editAccount right (docs/ledger.md). */
export function useMayEditIntegration() {
  const { canChange } = useLedgerAccess();
  const { rights, ready } = useRights();
  return { mayEdit: canChange && rights.can("editAccount"), ready };
}

export function useSystems() {
  const { customerId } = useLedgerAccess();
  // without the list the tab still offers file import: a failure is not the page's
  return useQuery({ ...systemsQuery(customerId), enabled: !!customerId, meta: { skipGlobalErrorHandler: true } });
}

/**
 * A changed setting (chosen, connected, company chosen, disconnected) as the server answered it: cached at once for
 * the sidebar and the ledger's guard, and everything of the accounting integration read again.
 */
export function useApplySetting() {
  const { customerId } = useLedgerAccess();
  const queryClient = useQueryClient();
  return (setting: IntegrationSettingView) => {
    queryClient.setQueryData(integrationSettingKey(customerId), setting);
    void queryClient.invalidateQueries({ queryKey: accountingKey(customerId) });
  };
}

/** The setting, and the system chosen (undefined: none, or file import). */
export function useChosenSystem() {
  const setting = useIntegrationSetting();
  return { setting, system: chosenSystem(setting.data) };
}

/** «Synkroniser nå»: starts a sync (or answers the running one) and refreshes the setting's `syncing`. */
export function useSyncNow(system: AccountingSystemId | undefined, onStarted?: (syncId: string) => void) {
  const { customerId } = useLedgerAccess();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => startSync(system!),
    onSuccess: ({ syncId }) => {
      void queryClient.invalidateQueries({ queryKey: integrationSettingKey(customerId), exact: true });
      if (system) void queryClient.invalidateQueries({ queryKey: syncsKey(customerId, system) });
      onStarted?.(syncId);
    },
  });
}

export interface SyncProgress {
  done: number;
  total: number;
}

/**
 * Follows one sync to its end by the customer's realtime events (as the file import is followed, never polled):
 * `batch.progress` on `sync:<syncId>` moves the bar without a request; `batch.done`, a `resource.changed` of the
 * syncs and each (re)connect read the sync, the history and the setting again. When the sync ends, everything of the
 * ledger is stale.
 */
export function useFollowSync(system: AccountingSystemId | undefined, syncId: string | undefined) {
  const { customerId } = useLedgerAccess();
  const queryClient = useQueryClient();
  const sync = useQuery({
    ...syncQuery(customerId, system ?? "fiken", syncId ?? ""),
    enabled: !!customerId && !!system && !!syncId,
  });
  const [progress, setProgress] = useState<SyncProgress | null>(null);
  const status = sync.data?.status;
  const running = !!syncId && (status === undefined || status === "running");

  const refetch = () => {
    if (!system) return;
    void queryClient.invalidateQueries({ queryKey: syncsKey(customerId, system) });
    void queryClient.invalidateQueries({ queryKey: integrationSettingKey(customerId), exact: true });
  };
  const onEvent = (m: RealtimeMessage) => {
    if (!syncId) return;
    if ((m.event === "batch.progress" || m.event === "batch.done") && m.payload.batchId === syncBatchId(syncId)) {
      setProgress({ done: m.payload.done, total: m.payload.total });
      if (m.event === "batch.done") refetch();
    } else if (m.event === "resource.changed") {
      const resource: string = m.payload.resource;
      if (resource === "integration-syncs") refetch();
    }
  };
  useRealtime(onEvent, { enabled: !!customerId && !!system && running, onConnect: refetch });

  const previous = useRef(status);
  useEffect(() => {
    if (previous.current === "running" && status && status !== "running") {
      void queryClient.invalidateQueries({ queryKey: ["ledger", customerId] });
    }
    previous.current = status;
  }, [status, customerId, queryClient]);
  useEffect(() => setProgress(null), [syncId]);

  return { sync, progress, running };
}
