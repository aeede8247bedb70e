import { z } from "zod";
import { jobSpec } from "../../jobs/define";
import { MAPPED_FIELDS, type ColumnMapping, type MappedField } from "./mapping";
import type { ImportRow } from "./types";

/**
 * The ledger import's shapes, shared by core, the API and the web (docs/ledger.md "Imports"): the column mapping a
 * user sends, the import's status machine and the import as the API answers it. Pure (zod and the mapping's field
 * list only), so the web decodes with these very schemas.
 */

export const IMPORT_FORMATS = ["csv", "xlsx", "ocr", "ehf", "saft"] as const;
export const IMPORT_KINDS = ["invoice", "creditNote", "payment"] as const;

/**
 * uploaded → parsing (queue) → parsed (the preview) ⇄ parsing (another mapping) → importing (queue) → done;
 * parsing or importing → failed (a whole-file error). `parsing` and `importing` are the queue's: progress comes as
 * realtime events.
 */
export const ImportStatus = z.enum(["uploaded", "parsing", "parsed", "importing", "done", "failed"]);
export type ImportStatus = z.infer<typeof ImportStatus>;
export const isRunning = (status: ImportStatus | undefined) => status === "parsing" || status === "importing";

const column = z.string().trim().max(200, { error: "validation.tooLong" });
/** Field → header name of the column holding it; no other keys. */
const columns = Object.fromEntries(MAPPED_FIELDS.map((f) => [f, column.optional()])) as Record<
  MappedField,
  z.ZodOptional<typeof column>
>;

/** A column mapping (`ColumnMapping` of mapping.ts): its shape is checked here, its columns by the parse. */
export const ColumnMappingInput = z
  .object({
    kind: z.union([
      z.enum(IMPORT_KINDS),
      z.object({
        column: column.min(1, { error: "validation.required" }),
        values: z.record(z.string().max(100), z.enum(IMPORT_KINDS)),
      }),
    ]),
    columns: z.object(columns).strict(),
    negativeAsCreditNote: z.boolean().optional(),
  })
  .meta({ id: "ColumnMapping" });
export type ColumnMappingInput = z.infer<typeof ColumnMappingInput>;
// the schema and the parser's type are one shape: this line stops compiling when they drift apart
export const asColumnMapping = (m: ColumnMappingInput): ColumnMapping => m;

const int = z.number().int();

export const ImportIssueView = z.object({
  line: int,
  field: z.string().nullable(),
  fieldLabel: z.string().nullable().describe("The field's name in the caller's language"),
  message: z.string(),
  severity: z
    .enum(["error", "warning"])
    .describe("error: the row is not imported; warning: it is, and this is worth knowing"),
});
export type ImportIssueView = z.infer<typeof ImportIssueView>;

/** What the preview counts (older imports lack `toImport`, `errorRows` and `warnings`). */
export const ImportSummary = z.object({
  /** Data rows of the file (a row with several errors counts once). */
  rows: int,
  valid: int,
  /** Rows that the import will write: valid and not in the ledger already. */
  toImport: int.optional(),
  invoices: int,
  creditNotes: int,
  payments: int,
  amountOre: int,
  /** Rows already in the ledger: skipped on import. */
  duplicates: int,
  newDebtors: int,
  existingDebtors: int,
  /** Customer numbers (the first 50) whose details in the ledger differ from the file's. */
  debtorConflicts: z.array(z.string()),
  debtorConflictCount: int,
  /** Row errors (messages); `errorRows` counts the rows that have them. */
  errors: int,
  errorRows: int.optional(),
  warnings: int.optional(),
  fileTotals: z.unknown().optional(),
  /**
   * Issue 21: the file's company debtors the company register marks (bankrupt, being wound up, dissolved, deleted,
   * unknown), the first 50; the warnings are message keys (core i18n/company-register.ts). Absent on older imports.
   */
  registerWarnings: z
    .array(
      z.object({
        customerNumber: z.string(),
        name: z.string(),
        orgNumber: z.string(),
        warnings: z.array(z.string()),
      }),
    )
    .optional(),
  registerWarningCount: int.optional(),
  /** Company debtors of the file the register was asked about (or answered from its cache). */
  registerChecked: int.optional(),
  /** Company debtors not checked: past the import's limit, or the register did not answer. */
  registerUnchecked: int.optional(),
});
export type ImportSummary = z.infer<typeof ImportSummary>;

export const ImportResult = z.object({
  created: int,
  skipped: int,
  matched: int,
  unmatched: int,
  debtorsCreated: int,
  notImported: z
    .array(ImportIssueView)
    .optional()
    .describe(
      "The rows that were not imported and why, by line: row errors and rows already in the ledger " +
        "(the first 200 of each; not in the list of imports)",
    ),
});
export type ImportResult = z.infer<typeof ImportResult>;

const text = z.string().optional();
/** A row of the file as the parse read it (`ImportRow` of types.ts), amounts in øre. */
export const ImportRowView = z.object({
  line: int,
  kind: z.enum(IMPORT_KINDS),
  debtor: z
    .object({
      customerNumber: z.string(),
      name: text,
      type: z.enum(["person", "sole-proprietorship", "company"]).optional(),
      orgNumber: text,
      nationalId: text,
      address: text,
      postcode: text,
      city: text,
      email: text,
      phone: text,
    })
    .optional(),
  number: text,
  invoiceNumber: text,
  voucherDate: z.string(),
  dueDate: text,
  amountOre: int,
  kid: text,
  reference: text,
  description: text,
  currency: text,
  externalId: text,
});
// the view and the parser's row are one shape: this line stops compiling when they drift apart
true satisfies ImportRow extends z.infer<typeof ImportRowView> ? true : false;

export const LedgerImportView = z
  .object({
    id: z.string(),
    importId: z.string(),
    format: z.enum(IMPORT_FORMATS),
    fileName: z.string(),
    fileSize: int,
    status: ImportStatus,
    error: z
      .object({ message: z.string(), line: int.nullable() })
      .nullable()
      .describe("A whole-file error, in the caller's language, with the line it is on"),
    headers: z.array(z.string()).optional().describe("CSV/XLSX: the file's column headers"),
    mapping: ColumnMappingInput.optional().describe("CSV/XLSX: the column mapping used"),
    summary: ImportSummary.optional(),
    preview: z.array(ImportRowView).optional().describe("The first 20 rows (ImportRow, amounts in øre)"),
    issues: z.array(ImportIssueView).optional().describe("Row errors (the first 200), in the caller's language"),
    overwriteDebtors: z.boolean().optional(),
    /** Rows written so far while importing (the import's batch, `jobs/batch.ts`). */
    processed: int,
    total: int,
    result: ImportResult.optional(),
    createdBy: z.string(),
    createdAt: z.number(),
    updatedAt: z.number(),
  })
  .meta({ id: "LedgerImport" });
export type LedgerImportView = z.infer<typeof LedgerImportView>;

/** The batch an import's commit reports its progress on (`jobs/batch.ts`): one per import. */
export const importBatchId = (importId: string) => `ledger.import#${importId}`;

const jobId = z.string().min(1).max(40);

/** The parse stage's job (import.jobs.ts has its handler). `round`: the upload or remap that asked for it. */
export const importParse = jobSpec({
  type: "ledger.import.parse",
  schema: z.object({ customerId: jobId, importId: jobId, round: jobId }),
  key: (p) => `${p.customerId}#${p.importId}#${p.round}`,
});

/** The commit stage's job: an import is written once, however often it is asked for. */
export const importCommit = jobSpec({
  type: "ledger.import.commit",
  schema: z.object({ customerId: jobId, importId: jobId }),
  key: (p) => `${p.customerId}#${p.importId}`,
});
