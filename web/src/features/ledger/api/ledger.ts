// The ledger page's calls: open items by due date, the dashboard summary and the exports.
import { StartManyCasesResult } from "@innfri/core/cases/case.schema";
import { queryOptions } from "@tanstack/react-query";
import { DEFAULT_ROWS_PER_PAGE } from "@/components/data-table/list-search";
import { api, downloadFile } from "@/lib/api-client";
import type { DueRange } from "../due-periods";
import type {
  LedgerSummaryView as LedgerSummary,
  VoucherListView as VoucherList,
} from "@innfri/core/ledger/ledger-views.schema";

export function openItemsPath(search: { page?: number; rowsPerPage?: number }, range: DueRange) {
  const q = new URLSearchParams();
  q.set("page", String(search.page ?? 1));
  q.set("rowsPerPage", String(search.rowsPerPage ?? DEFAULT_ROWS_PER_PAGE));
  if (range.dueFrom) q.set("dueFrom", range.dueFrom);
  if (range.dueTo) q.set("dueTo", range.dueTo);
  return `/ledgers?${q.toString()}`;
}

export function openItemsQuery(customerId: string, path: string) {
  return queryOptions({
    queryKey: ["ledger", customerId, "open-items", path],
    queryFn: ({ signal }) => api.get<VoucherList>(path, { signal }),
  });
}

export function ledgerSummaryQuery(customerId: string) {
  return queryOptions({
    queryKey: ["ledger", customerId, "summary"],
    queryFn: ({ signal }) => api.get<LedgerSummary>("/ledgers/summary", { signal }),
    // a notice: nothing is shown when it cannot be read
    meta: { skipGlobalErrorHandler: true },
  });
}

/** Every open item as CSV (the API exports the whole ledger, whatever the page's filter). */
export const exportLedgerStatistics = () => downloadFile("POST", "/ledgers/export-statistics", "reskontro.csv");

export const exportCorrections = (period: { from: string; to: string }) =>
  downloadFile("POST", "/correction-exports", `korrigeringer-${period.from}-${period.to}.csv`, period);

/**
 * POST /cases/start-many (issue 20): one case per debtor on the open items picked, keyed once per attempt by the
 * caller so a retry starts each once; answered per debtor.
 */
export const startManyCases = async (voucherIds: string[], idempotencyKey: string, reminderProcessId?: string) =>
  StartManyCasesResult.parse(
    await api.post<unknown>(
      "/cases/start-many",
      { voucherIds, ...(reminderProcessId ? { reminderProcessId } : {}) },
      { headers: { "Idempotency-Key": idempotencyKey } },
    ),
  );
