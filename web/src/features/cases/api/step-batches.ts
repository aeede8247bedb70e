// The calls of the step batches (docs/batches.md): starting one (POST /case-documents/send), the list, one batch's
// cases. Every answer is decoded with core's view schemas (cases/steps/step-batch-views.schema.ts).
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { StepBatchList, StepBatchStarted, StepBatchStatuses } from "@innfri/core/cases/steps/step-batch-views.schema";
import type { SendCaseDocumentsInput } from "@innfri/core/cases/steps/step-views.schema";
import { listQuery } from "@/components/data-table/list-search";
import { api } from "@/lib/api-client";
import { casesKey } from "./cases";
import type { BatchResultsSearch } from "../search";

const enc = encodeURIComponent;

export const stepBatchesKey = (customerId: string) => [...casesKey(customerId), "step-batches"] as const;

/** GET /case-step-creation-batches: newest first, filtered by status and source. */
export function stepBatchListQuery(customerId: string, search: BatchResultsSearch) {
  const path = `/case-step-creation-batches${listQuery(search, { status: search.status, source: search.source })}`;
  return queryOptions({
    queryKey: [...stepBatchesKey(customerId), "list", path],
    queryFn: async ({ signal }) => StepBatchList.parse(await api.get<unknown>(path, { signal })),
    placeholderData: keepPreviousData,
  });
}

/** GET /case-step-creation-batches/{id}/statuses: the batch and each of its cases. */
export function stepBatchStatusesQuery(customerId: string, id: string) {
  const path = `/case-step-creation-batches/${enc(id)}/statuses`;
  return queryOptions({
    queryKey: [...stepBatchesKey(customerId), "statuses", id],
    queryFn: async ({ signal }) => StepBatchStatuses.parse(await api.get<unknown>(path, { signal })),
  });
}

/**
 * POST /case-documents/send: the step on the cases as a batch; 202 at once (200: the same request's batch). The
 * Idempotency-Key is made once per attempt by the dialog, so a retried click starts one batch.
 */
export const startStepBatch = async (body: SendCaseDocumentsInput, idempotencyKey: string) =>
  StepBatchStarted.parse(
    await api.post<unknown>("/case-documents/send", body, { headers: { "Idempotency-Key": idempotencyKey } }),
  );
