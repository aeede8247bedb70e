import "@innfri/core/i18n/imports"; // registers the texts of the keys named here
import { z } from "@hono/zod-openapi";
import { bodyLimit } from "hono/body-limit";
import { t, type Language } from "@innfri/core/i18n/messages";
// the import's shapes are pure (zod, mapping.ts's field list); the parsers stay out of the API bundle
import {
  ColumnMappingInput,
  IMPORT_FORMATS,
  LedgerImportView,
  type ImportIssueView,
  type ImportResult,
  type ImportSummary,
} from "@innfri/core/ledger/import/import.schema";
import type { ImportRow } from "@innfri/core/ledger/import/types";
import {
  commitImport,
  IMPORT_MAX_BYTES,
  listImports,
  remapImport,
  startImport,
  viewImport,
  type LedgerImport,
} from "@innfri/core/ledger/imports";
import { AppError } from "@innfri/core/util/error";
import { jsonBody, router } from "../../lib/openapi";
import { secured } from "../../lib/route";
import { listOf, responses } from "../../lib/schemas";
import { ledgerChange, ledgerRead, requireIntegration } from "./access";
import { idParam, tags, withConflict } from "./schemas";

/**
 * File imports into the ledger (issue 4, docs/ledger.md "Imports"): the upload stores the file and queues its
 * parsing; the client hears the import move on the customer's realtime channel (`resource.changed`, and the
 * commit's `batch.progress` / `batch.done`) and reads GET /imports/{id} then. CSV/XLSX may be remapped before the
 * commit. The parsers run in the jobs consumer only, so this module imports no parser.
 */

const UploadQuery = z.object({
  fileName: z
    .string()
    .trim()
    .min(1, { error: "validation.required" })
    .max(200, { error: "validation.tooLong" })
    .openapi({
      description: "The file's name as the user chose it (shown in the list; .xlsx/.csv help the detection)",
    }),
  format: z.enum(IMPORT_FORMATS).optional().openapi({ description: "Override the detected format" }),
});
const MappingBody = z.object({ mapping: ColumnMappingInput });
const CommitBody = z.object({
  overwriteDebtors: z
    .boolean()
    .optional()
    .openapi({ description: "Overwrite debtors whose details differ from the file's (SPEC 8, confirm overwrite)" }),
});

type ImportView = z.output<typeof LedgerImportView>;

interface StoredIssue {
  line: number;
  field?: string;
  message: string;
  params?: Record<string, string | number>;
  severity?: "warning";
}

/**
 * A message key with its params in the caller's language; a `field` param becomes the field's name, a `format`
 * param (a date format id of mapping.ts) the format as the language writes it ("DD.MM.ÅÅÅÅ").
 */
function translate(lang: Language, key: string, params: Record<string, string | number> = {}): string {
  const field = typeof params.field === "string" ? fieldLabel(lang, params.field) : undefined;
  const format = typeof params.format === "string" ? t(lang, `imports.dateFormat.${params.format}`) : undefined;
  return t(lang, key, { ...params, ...(field ? { field } : {}), ...(format ? { format } : {}) });
}
const fieldLabel = (lang: Language, field: string | undefined) => {
  if (!field) return undefined;
  const key = `imports.field.${field}`;
  const text = t(lang, key);
  return text === key ? undefined : text;
};

/** The stored import as the API answers it: error and row-error messages translated; `brief` leaves out the preview. */
export function importView(item: LedgerImport, lang: Language, brief = false): ImportView {
  const read = item.mapping === undefined ? undefined : ColumnMappingInput.safeParse(item.mapping);
  const mapping = read?.success ? read.data : undefined;
  const error = item.error as
    { message: string; params?: Record<string, string | number>; line?: number | null } | undefined;
  const issues = ((item.issues ?? []) as StoredIssue[]).map((i): ImportIssueView => ({
    line: i.line,
    field: i.field ?? null,
    fieldLabel: fieldLabel(lang, i.field) ?? null,
    message: translate(lang, i.message, i.params),
    severity: i.severity ?? ("error" as const),
  }));
  const stored = item.result as
    | (Omit<ImportResult, "notImported"> & { skippedRows?: { line: number; number?: string }[] })
    | undefined;
  const result = stored
    ? {
        created: stored.created,
        skipped: stored.skipped,
        matched: stored.matched,
        unmatched: stored.unmatched,
        debtorsCreated: stored.debtorsCreated,
        ...(brief
          ? {}
          : {
              notImported: [
                ...issues.filter((i) => i.severity === "error"),
                ...(stored.skippedRows ?? []).map((r) => ({
                  line: r.line,
                  field: "number",
                  fieldLabel: fieldLabel(lang, "number") ?? null,
                  message: t(lang, "imports.alreadyInLedger"),
                  severity: "error" as const,
                })),
              ].sort((a, b) => a.line - b.line),
            }),
      }
    : undefined;
  return {
    id: item.importId,
    importId: item.importId,
    format: item.format,
    fileName: item.fileName,
    fileSize: item.fileSize,
    status: item.status,
    error: error ? { message: translate(lang, error.message, error.params), line: error.line ?? null } : null,
    ...(item.headers ? { headers: item.headers } : {}),
    ...(mapping ? { mapping } : {}),
    // stored by the parse stage (import-run.ts) in these shapes
    ...(item.summary ? { summary: item.summary as ImportSummary } : {}),
    ...(brief ? {} : { preview: (item.preview ?? []) as ImportRow[], issues }),
    ...(item.overwriteDebtors !== undefined ? { overwriteDebtors: item.overwriteDebtors } : {}),
    processed: item.processed,
    total: item.total,
    ...(result ? { result } : {}),
    createdBy: item.createdBy,
    createdAt: item.createdAt,
    updatedAt: item.updatedAt,
  };
}

/**
 * A file over the limit is refused from its Content-Length before the body is read (like the logo upload); a body
 * sent without one is counted while it is read and refused as soon as it passes the limit.
 */
const importSizeLimit = bodyLimit({
  maxSize: IMPORT_MAX_BYTES,
  onError: () => {
    throw new AppError("VALIDATION", "imports.tooLarge", {}, { file: ["imports.tooLarge"] });
  },
});

/** A refused file says why in `message` too (not only under `errors.file`): the upload has no form to show it on. */
export function fileRefusal(err: unknown): never {
  if (err instanceof AppError && err.code === "VALIDATION" && err.fields?.file?.[0])
    throw new AppError("VALIDATION", err.fields.file[0], err.params, err.fields);
  throw err;
}

/** The upload's answers: 201 with the new import, and the ledger's error answers (409 included). */
const { 200: stored, ...uploadErrors } = withConflict(LedgerImportView);
const uploaded = { 201: { ...stored, description: "Stored; parsing in the queue" }, ...uploadErrors };

export const imports = router()
  .openapi(
    secured({
      ...ledgerChange,
      // the size is checked once the caller may import at all
      use: [requireIntegration, importSizeLimit],
      method: "post",
      path: "/",
      tags: tags.ledger,
      summary:
        "Upload a file to import (the raw bytes as the body, application/octet-stream, at most 5 MB): CSV, XLSX, " +
        "OCR giro, EHF or SAF-T. Answers the import with status parsing; the same file imported before is refused (422), " +
        "and every call is 404 while the customer has no integration setting",
      request: {
        query: UploadQuery,
        body: {
          required: true,
          content: { "application/octet-stream": { schema: z.string().openapi({ type: "string", format: "binary" }) } },
        },
      },
      responses: uploaded,
    }),
    async (c) => {
      const { fileName, format } = c.req.valid("query");
      const bytes = new Uint8Array(await c.req.arrayBuffer());
      const item = await startImport(c.get("customerId"), c.get("actor"), { fileName, bytes, format }).catch(
        fileRefusal,
      );
      return c.json(importView(item, c.get("lang")), 201);
    },
  )
  .openapi(
    secured({
      ...ledgerRead,
      method: "get",
      path: "/",
      tags: tags.ledger,
      summary: "The customer's 25 most recent imports, newest first (without their preview rows and row errors)",
      responses: responses(listOf(LedgerImportView)),
    }),
    async (c) => {
      const data = (await listImports(c.get("customerId"))).map((i) => importView(i, c.get("lang"), true));
      return c.json({ data, total: data.length }, 200);
    },
  )
  .openapi(
    secured({
      ...ledgerRead,
      method: "get",
      path: "/{id}",
      tags: tags.ledger,
      summary:
        "An import: its status, preview (summary, first rows, row errors), progress and result. Read it when the " +
        "customer's realtime channel says it moved (resource.changed, batch.progress, batch.done)",
      request: { params: idParam },
      responses: responses(LedgerImportView),
    }),
    async (c) =>
      c.json(importView(await viewImport(c.get("customerId"), c.req.valid("param").id), c.get("lang")), 200),
  )
  .openapi(
    secured({
      ...ledgerChange,
      method: "put",
      path: "/{id}/mapping",
      tags: tags.ledger,
      summary:
        "Another column mapping for a CSV/XLSX import (parsed or failed): saved for the customer's next files, and " +
        "the file parsed again (status parsing); 409 while it is being parsed or imported",
      request: { params: idParam, body: jsonBody(MappingBody) },
      responses: withConflict(LedgerImportView),
    }),
    async (c) => {
      const { mapping } = c.req.valid("json");
      const item = await remapImport(c.get("customerId"), c.req.valid("param").id, mapping);
      return c.json(importView(item, c.get("lang")), 200);
    },
  )
  .openapi(
    secured({
      ...ledgerChange,
      method: "post",
      path: "/{id}/commit",
      tags: tags.ledger,
      summary:
        "Import a parsed file (status importing; its progress comes as batch.progress events on the customer's " +
        "channel, then batch.done). Rows already in the ledger are skipped; 422 unless it is parsed with rows to " +
        "import (a second commit included), 409 when another request commits it at the same moment",
      request: { params: idParam, body: { required: false, content: { "application/json": { schema: CommitBody } } } },
      responses: withConflict(LedgerImportView),
    }),
    async (c) => {
      const { overwriteDebtors } = c.req.valid("json");
      const item = await commitImport(c.get("customerId"), c.req.valid("param").id, { overwriteDebtors });
      return c.json(importView(item, c.get("lang")), 200);
    },
  );
