// The ledger imports (GET/POST /v1/imports, docs/ledger.md "Imports"): upload a file as its raw bytes, change the
// column mapping of a CSV/XLSX file, commit. The import's shapes are core's (ledger/import/import.schema.ts); while
// the queue reads or writes it the page listens to the customer's realtime channel (use-import-events.ts), no poll.
import { queryOptions } from "@tanstack/react-query";
import type { z } from "zod";
import type { ImportFormat, ImportKind, ImportRow } from "@innfri/core/ledger/import/types";
import type { ColumnMapping } from "@innfri/core/ledger/import/mapping";
import {
  isRunning,
  type ImportIssueView,
  type ImportResult,
  type ImportStatus,
  type ImportSummary,
  type LedgerImportView,
} from "@innfri/core/ledger/import/import.schema";
import { api } from "@/lib/api-client";

export type { ColumnMapping, ImportFormat, ImportKind, ImportResult, ImportRow, ImportStatus, ImportSummary };
export type ImportIssue = ImportIssueView;
/** An import as GET /imports/{id} answers it. */
export type LedgerImport = z.output<typeof LedgerImportView>;
export { isRunning };

const enc = encodeURIComponent;
export const importsKey = (customerId: string) => ["imports", customerId] as const;

export function importQuery(customerId: string, id: string) {
  return queryOptions({
    queryKey: [...importsKey(customerId), "item", id],
    queryFn: ({ signal }) => api.get<LedgerImport>(`/imports/${enc(id)}`, { signal }),
    staleTime: 0,
  });
}

export function recentImportsQuery(customerId: string) {
  return queryOptions({
    queryKey: [...importsKey(customerId), "recent"],
    queryFn: ({ signal }) => api.get<{ data: LedgerImport[]; total: number }>("/imports", { signal }),
  });
}

/** The file as the request body (not JSON, not multipart); the name and a chosen format go in the query. */
export function uploadImport(file: File, format: ImportFormat | undefined) {
  const q = new URLSearchParams({ fileName: file.name });
  if (format) q.set("format", format);
  return api.post<LedgerImport>(`/imports?${q.toString()}`, file);
}

export const saveImportMapping = (id: string, mapping: ColumnMapping) =>
  api.put<LedgerImport>(`/imports/${enc(id)}/mapping`, { mapping });

export const commitImport = (id: string, overwriteDebtors: boolean) =>
  api.post<LedgerImport>(`/imports/${enc(id)}/commit`, { overwriteDebtors });
