import { createRoute, z } from "@hono/zod-openapi";
import { bodyLimit } from "hono/body-limit";
import { t, type Language } from "@innfri/core/i18n/messages";
// mapping.ts and types.ts are pure; the parsers (import/index.ts, xlsx.ts, exceljs) stay out of the API bundle
import { MAPPED_FIELDS } from "@innfri/core/ledger/import/mapping";
import {
  commitImport,
  getImport,
  IMPORT_MAX_BYTES,
  listImports,
  remapImport,
  startImport,
  type LedgerImport,
} from "@innfri/core/ledger/imports";
import { AppError } from "@innfri/core/util/error";
import { jsonBody, router } from "../../lib/openapi";
import { listOf, responses } from "../../lib/schemas";
import { requireActor } from "../../middleware/actor";
import { idParam, ledgerOf, security, tags, withConflict } from "./schemas";

/**
 * File imports into the ledger (issue 4, docs/ledger.md "Imports"): the upload stores the file and queues its
 * parsing; the client polls GET /imports/{id} for the preview (CSV/XLSX may be remapped), commits, and polls again
 * while the queue writes. The parsers run in the jobs consumer only, so this module imports no parser.
 */

const FORMATS = ["csv", "xlsx", "ocr", "ehf", "saft"] as const;
const KINDS = ["invoice", "creditNote", "payment"] as const;
const column = z.string().trim().max(200, { error: "validation.tooLong" });

/** A column mapping (core/ledger/import/mapping.ts `ColumnMapping`): its shape is checked here, its columns by the parse. */
export const ColumnMappingInput = z
  .object({
    kind: z.union([
      z.enum(KINDS),
      z.object({
        column: column.min(1, { error: "validation.required" }),
        values: z.record(z.string().max(100), z.enum(KINDS)),
      }),
    ]),
    columns: z.object(Object.fromEntries(MAPPED_FIELDS.map((f) => [f, column.optional()]))).strict(),
    negativeAsCreditNote: z.boolean().optional(),
  })
  .openapi("ColumnMapping");

const UploadQuery = z.object({
  fileName: z
    .string()
    .trim()
    .min(1, { error: "validation.required" })
    .max(200, { error: "validation.tooLong" })
    .openapi({
      description: "The file's name as the user chose it (shown in the list; .xlsx/.csv help the detection)",
    }),
  format: z.enum(FORMATS).optional().openapi({ description: "Override the detected format" }),
});
const MappingBody = z.object({ mapping: ColumnMappingInput });
const CommitBody = z.object({
  overwriteDebtors: z
    .boolean()
    .optional()
    .openapi({ description: "Overwrite debtors whose details differ from the file's (SPEC 8, confirm overwrite)" }),
});

const Issue = z.object({
  line: z.number().int(),
  field: z.string().nullable(),
  fieldLabel: z.string().nullable().openapi({ description: "The field's name in the caller's language" }),
  message: z.string(),
  severity: z
    .enum(["error", "warning"])
    .openapi({ description: "error: the row is not imported; warning: it is, and this is worth knowing" }),
});
export const LedgerImportView = z
  .object({
    id: z.string(),
    importId: z.string(),
    format: z.enum(FORMATS),
    fileName: z.string(),
    fileSize: z.number().int(),
    status: z.enum(["uploaded", "parsing", "parsed", "importing", "done", "failed"]),
    error: z
      .object({ message: z.string(), line: z.number().int().nullable() })
      .nullable()
      .openapi({ description: "A whole-file error, in the caller's language, with the line it is on" }),
    headers: z.array(z.string()).optional().openapi({ description: "CSV/XLSX: the file's column headers" }),
    mapping: z.unknown().optional().openapi({ description: "CSV/XLSX: the column mapping used (ColumnMapping)" }),
    summary: z
      .record(z.string(), z.unknown())
      .optional()
      .openapi({
        description:
          "rows, valid, invoices, creditNotes, payments, amountOre, duplicates (already in the ledger: skipped), " +
          "newDebtors, existingDebtors, debtorConflicts (customer numbers), debtorConflictCount, errors, fileTotals",
      }),
    preview: z.array(z.unknown()).optional().openapi({ description: "The first 20 rows (ImportRow, amounts in øre)" }),
    issues: z.array(Issue).optional().openapi({ description: "Row errors (the first 200), in the caller's language" }),
    overwriteDebtors: z.boolean().optional(),
    processed: z.number().int(),
    total: z.number().int(),
    result: z
      .object({
        created: z.number().int(),
        skipped: z.number().int(),
        matched: z.number().int(),
        unmatched: z.number().int(),
        debtorsCreated: z.number().int(),
        notImported: z
          .array(Issue)
          .optional()
          .openapi({
            description:
              "The rows that were not imported and why, by line: row errors and rows already in the ledger " +
              "(the first 200 of each; not in the list of imports)",
          }),
      })
      .optional(),
    createdBy: z.string(),
    createdAt: z.number(),
    updatedAt: z.number(),
  })
  .openapi("LedgerImport");
type ImportView = z.infer<typeof LedgerImportView>;

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
  const error = item.error as
    { message: string; params?: Record<string, string | number>; line?: number | null } | undefined;
  const issues = ((item.issues ?? []) as StoredIssue[]).map((i) => ({
    line: i.line,
    field: i.field ?? null,
    fieldLabel: fieldLabel(lang, i.field) ?? null,
    message: translate(lang, i.message, i.params),
    severity: i.severity ?? ("error" as const),
  }));
  const stored = item.result as
    | (Omit<NonNullable<ImportView["result"]>, "notImported"> & {
        skippedRows?: { line: number; number?: string }[];
      })
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
    ...(item.mapping !== undefined ? { mapping: item.mapping } : {}),
    ...(item.summary ? { summary: item.summary as Record<string, unknown> } : {}),
    ...(brief ? {} : { preview: (item.preview ?? []) as unknown[], issues }),
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
function fileRefusal(err: unknown): never {
  if (err instanceof AppError && err.code === "VALIDATION" && err.fields?.file?.[0])
    throw new AppError("VALIDATION", err.fields.file[0], err.params, err.fields);
  throw err;
}

/** The upload's answers: 201 with the new import, and the ledger's error answers (409 included). */
const { 200: stored, ...uploadErrors } = withConflict(LedgerImportView);
const uploaded = { 201: { ...stored, description: "Stored; parsing in the queue" }, ...uploadErrors };

export const imports = router()
  .openapi(
    createRoute({
      method: "post",
      path: "/",
      tags: tags.ledger,
      security,
      summary:
        "Upload a file to import (the raw bytes as the body, application/octet-stream, at most 5 MB): CSV, XLSX, " +
        "OCR giro, EHF or SAF-T. Answers the import with status parsing; the same file imported before is refused (422), " +
        "and every call is 404 while the customer has no integration setting",
      middleware: [requireActor, importSizeLimit] as const,
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
      const actor = c.get("actor");
      const customerId = await ledgerOf(actor, true);
      const { fileName, format } = c.req.valid("query");
      const bytes = new Uint8Array(await c.req.arrayBuffer());
      const item = await startImport(customerId, actor, { fileName, bytes, format }).catch(fileRefusal);
      return c.json(importView(item, c.get("lang")), 201);
    },
  )
  .openapi(
    createRoute({
      method: "get",
      path: "/",
      tags: tags.ledger,
      security,
      summary: "The customer's 25 most recent imports, newest first (without their preview rows and row errors)",
      middleware: [requireActor] as const,
      responses: responses(listOf(LedgerImportView)),
    }),
    async (c) => {
      const customerId = await ledgerOf(c.get("actor"));
      const data = (await listImports(customerId)).map((i) => importView(i, c.get("lang"), true));
      return c.json({ data, total: data.length }, 200);
    },
  )
  .openapi(
    createRoute({
      method: "get",
      path: "/{id}",
      tags: tags.ledger,
      security,
      summary: "An import: its status, preview (summary, first rows, row errors), progress and result",
      middleware: [requireActor] as const,
      request: { params: idParam },
      responses: responses(LedgerImportView),
    }),
    async (c) => {
      const customerId = await ledgerOf(c.get("actor"));
      return c.json(importView(await getImport(customerId, c.req.valid("param").id), c.get("lang")), 200);
    },
  )
  .openapi(
    createRoute({
      method: "put",
      path: "/{id}/mapping",
      tags: tags.ledger,
      security,
      summary:
        "Another column mapping for a CSV/XLSX import (parsed or failed): saved for the customer's next files, and " +
        "the file parsed again (status parsing); 409 while it is being parsed or imported",
      middleware: [requireActor] as const,
      request: { params: idParam, body: jsonBody(MappingBody) },
      responses: withConflict(LedgerImportView),
    }),
    async (c) => {
      const customerId = await ledgerOf(c.get("actor"), true);
      const { mapping } = c.req.valid("json");
      const item = await remapImport(customerId, c.req.valid("param").id, mapping);
      return c.json(importView(item, c.get("lang")), 200);
    },
  )
  .openapi(
    createRoute({
      method: "post",
      path: "/{id}/commit",
      tags: tags.ledger,
      security,
      summary:
        "Import a parsed file (status importing; poll for progress and the result). Rows already in the ledger are " +
        "skipped; 422 unless it is parsed with rows to import (a second commit included)",
      middleware: [requireActor] as const,
      request: { params: idParam, body: { required: false, content: { "application/json": { schema: CommitBody } } } },
      responses: withConflict(LedgerImportView),
    }),
    async (c) => {
      const customerId = await ledgerOf(c.get("actor"), true);
      const { overwriteDebtors } = c.req.valid("json");
      const item = await commitImport(customerId, c.req.valid("param").id, { overwriteDebtors });
      return c.json(importView(item, c.get("lang")), 200);
    },
  );
