// The ledger imports (GET/POST /v1/imports, docs/ledger.md "Imports"): upload a file (presigned, to S3), change the
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
import i18n from "@/i18n";
import { api, ApiError } from "@/lib/api-client";

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

/** POST /imports/upload-url: where to PUT the file (its size and type are signed into the URL). */
interface UploadTicket {
  uploadId: string;
  url: string;
  headers: Record<string, string>;
  expiresAt: string;
}

/**
 * A presigned upload (issue 12, docs/ledger.md "Imports"): the file goes to S3 directly, not through the API, whose
 * Lambda request cannot carry 5 MB; then the upload is imported. A refused size is the API's 422 (shown at the
 * input); a PUT that fails (network, expiry) is said at the input too.
 */
export async function uploadImport(file: File, format: ImportFormat | undefined) {
  const ticket = await api.post<UploadTicket>("/imports/upload-url", { fileName: file.name, size: file.size });
  const failed = () => {
    const message = i18n.t("imports.upload.failed");
    return new ApiError(422, message, "UPLOAD_FAILED", { file: [message] });
  };
  const put = await fetch(ticket.url, { method: "PUT", headers: ticket.headers, body: file }).catch(() => null);
  if (!put?.ok) throw failed();
  return api.post<LedgerImport>("/imports/uploaded", { uploadId: ticket.uploadId, fileName: file.name, ...(format ? { format } : {}) });
}

export const saveImportMapping = (id: string, mapping: ColumnMapping) =>
  api.put<LedgerImport>(`/imports/${enc(id)}/mapping`, { mapping });

export const commitImport = (id: string, overwriteDebtors: boolean) =>
  api.post<LedgerImport>(`/imports/${enc(id)}/commit`, { overwriteDebtors });
