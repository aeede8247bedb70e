// The print queue as staff keep it (GET /case-documents, GET /case-documents/sent-by-partner, the batch PDF and
// PUT /case-documents/status), decoded with core's view schemas (letters/print-queue-views.schema.ts).
import { queryOptions } from "@tanstack/react-query";
import { PrintQueueList, SentByPartnerView } from "@innfri/core/letters/print-queue-views.schema";
import type { PRINT_LETTER_STATUSES } from "@innfri/core/letters/print-queue-views.schema";
import { api, downloadFile } from "@/lib/api-client";

export type PrintLetterStatus = (typeof PRINT_LETTER_STATUSES)[number];
export const printQueueKey = ["case-documents"] as const;

export function printLettersQuery(status: PrintLetterStatus) {
  return queryOptions({
    queryKey: [...printQueueKey, "letters", status],
    queryFn: async ({ signal }) =>
      PrintQueueList.parse(await api.get<unknown>(`/case-documents?status=${status}`, { signal })),
  });
}

export function printBatchesQuery() {
  return queryOptions({
    queryKey: [...printQueueKey, "sent-by-partner"],
    queryFn: async ({ signal }) =>
      SentByPartnerView.parse(await api.get<unknown>("/case-documents/sent-by-partner", { signal })),
  });
}

export const downloadBatch = (batchId: string) =>
  downloadFile("GET", `/case-documents/print-batches/${encodeURIComponent(batchId)}`, `utskrift-${batchId}.pdf`);

/** A batch (with its letters) or one letter printed or sent; status only moves forward. */
export const markPrinted = async (
  target: { batchId: string } | { customerId: string; letterId: string },
  status: "printed" | "sent",
) => SentByPartnerView.parse(await api.put<unknown>("/case-documents/status", { ...target, status }));
