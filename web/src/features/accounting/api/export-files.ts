// The export files for systems without an API (settings tab uni-export-files; docs/accounting.md "Export files for
// systems without an API"): GET/POST /v1/uni-export-files and the download of one.
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import type { ExportFileView } from "@innfri/core/accounting/accounting.schema";
import { api, downloadFile } from "@/lib/api-client";

export type { ExportFileView };

const base = "/uni-export-files";

export const exportFilesKey = (customerId: string) => ["customer", customerId, "uni-export-files"] as const;

export function exportFilesQuery(customerId: string, page: number, rowsPerPage: number) {
  return queryOptions({
    queryKey: [...exportFilesKey(customerId), page, rowsPerPage],
    queryFn: ({ signal }) =>
      api.get<{ data: ExportFileView[]; total: number }>(`${base}?page=${page}&rowsPerPage=${rowsPerPage}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** Makes the file of a period; the same period and key again answers the file made first. */
export const makeExportFile = (input: { from: string; to: string; requestKey: string }) =>
  api.post<ExportFileView>(base, input);

export const downloadExportFile = (file: ExportFileView) =>
  downloadFile("GET", `${base}/${encodeURIComponent(file.id)}/download`, file.fileName);
