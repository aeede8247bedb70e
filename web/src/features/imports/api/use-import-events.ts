// Follows an import through the queue by the customer's realtime events (core/realtime/events.ts), instead of
// polling: `resource.changed` (parsed, failed, done) and `batch.done` refetch the import once; `batch.progress`
// moves its progress bar without a request; each (re)connect refetches it once, for what the socket missed.
import { useQueryClient } from "@tanstack/react-query";
import { importBatchId } from "@innfri/core/ledger/import/import.schema";
import { useRealtime, type RealtimeMessage } from "@/lib/realtime";
import { importQuery, importsKey, isRunning, type LedgerImport } from "./imports";

export function useImportEvents(customerId: string, id: string | undefined, status: LedgerImport["status"] | undefined) {
  const queryClient = useQueryClient();
  const itemKey = importQuery(customerId, id ?? "").queryKey;
  const refetch = () => {
    void queryClient.invalidateQueries({ queryKey: itemKey, exact: true });
    void queryClient.invalidateQueries({ queryKey: [...importsKey(customerId), "recent"] });
  };
  const onEvent = (m: RealtimeMessage) => {
    if (!id) return;
    if (m.event === "resource.changed" && m.payload.resource === "imports") {
      if (m.payload.id === id) refetch();
      else void queryClient.invalidateQueries({ queryKey: [...importsKey(customerId), "recent"] });
    } else if (m.event === "batch.progress" && m.payload.batchId === importBatchId(id)) {
      const { done } = m.payload;
      queryClient.setQueryData(itemKey, (item) =>
        item && item.status === "importing" ? { ...item, processed: Math.max(item.processed, done) } : item,
      );
    } else if (m.event === "batch.done" && m.payload.batchId === importBatchId(id)) refetch();
  };
  useRealtime(onEvent, {
    enabled: !!customerId && !!id && isRunning(status),
    onConnect: () => {
      if (id) refetch();
    },
  });
}
