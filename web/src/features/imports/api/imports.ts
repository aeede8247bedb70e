// The ledger imports (GET/POST /v1/imports, docs/ledger.md "Imports"): upload a file as its raw bytes, poll the
// import while the queue parses or writes it, change the column mapping of a CSV/XLSX file, commit.
import { queryOptions } from "@tanstack/react-query";
import type { ImportFormat, ImportKind, ImportRow } from "@innfri/core/ledger/import/types";
import type { ColumnMapping } from "@innfri/core/ledger/import/mapping";
import { api } from "@/lib/api-client";

export type { ColumnMapping, ImportFormat, ImportKind, ImportRow };
export type ImportStatus = "uploaded" | "parsing" | "parsed" | "importing" | "done" | "failed";

export interface ImportSummary {
  /** Data rows of the file (a row with several errors counts once). */
  rows: number;
  valid: number;
  /** Rows that the import will write: valid and not in the ledger already (older imports: absent). */
  toImport?: number;
  invoices: number;
  creditNotes: number;
  payments: number;
  amountOre: number;
  /** Rows already in the ledger: skipped on import. */
  duplicates: number;
  newDebtors: number;
  existingDebtors: number;
  /** Customer numbers (the first 50) whose details in the ledger differ from the file's. */
  debtorConflicts: string[];
  debtorConflictCount: number;
  /** Row errors (messages); `errorRows` counts the rows that have them (older imports: absent). */
  errors: number;
  errorRows?: number;
  warnings?: number;
}

export interface ImportIssue {
  line: number;
  field: string | null;
  fieldLabel: string | null;
  message: string;
  /** error: the row is not imported; warning: it is, with something to know. */
  severity?: "error" | "warning";
}

export interface ImportResult {
  created: number;
  skipped: number;
  matched: number;
  unmatched: number;
  debtorsCreated: number;
  /** The rows that were not imported and why (row errors and rows already in the ledger), by line. */
  notImported?: ImportIssue[];
}

export interface LedgerImport {
  id: string;
  format: ImportFormat;
  fileName: string;
  fileSize: number;
  status: ImportStatus;
  /** A whole-file error in the user's language, with its line. */
  error: { message: string; line: number | null } | null;
  headers?: string[];
  mapping?: ColumnMapping;
  summary?: ImportSummary;
  preview?: ImportRow[];
  issues?: ImportIssue[];
  processed: number;
  total: number;
  result?: ImportResult;
  createdAt: number;
}

/** Still moving in the queue: the page polls until it is not. */
export const isRunning = (status: ImportStatus | undefined) => status === "parsing" || status === "importing";
const POLL_MS = 750;

const enc = encodeURIComponent;
export const importsKey = (customerId: string) => ["imports", customerId] as const;

export function importQuery(customerId: string, id: string) {
  return queryOptions({
    queryKey: [...importsKey(customerId), "item", id],
    queryFn: ({ signal }) => api.get<LedgerImport>(`/imports/${enc(id)}`, { signal }),
    staleTime: 0,
    refetchInterval: (query) => (isRunning(query.state.data?.status) ? POLL_MS : false),
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
