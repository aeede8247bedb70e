import { z } from "zod";
import { MAPPED_FIELDS, type ColumnMapping } from "./import/mapping";
import type { ImportFormat } from "./import/types";

/**
 * The saved column mappings of the CSV/XLSX importer, as the integration setting keeps them (one per file format).
 * The schema mirrors the API's `ColumnMappingInput` (routes/ledger/imports.ts). TODO(issue 9): when
 * `ledger/import/import.schema.ts` lands in core with `ColumnMappingInput`, use it here and drop this copy.
 */
const KINDS = ["invoice", "creditNote", "payment"] as const;
const column = z.string().trim().max(200);

export const StoredColumnMapping = z.object({
  kind: z.union([
    z.enum(KINDS),
    z.object({ column: column.min(1), values: z.record(z.string().max(100), z.enum(KINDS)) }),
  ]),
  columns: z.object(Object.fromEntries(MAPPED_FIELDS.map((f) => [f, column.optional()]))).strict(),
  negativeAsCreditNote: z.boolean().optional(),
});

/** The mapping saved per format ("csv", "xlsx"). */
export type ImportMappings = Partial<Record<ImportFormat, ColumnMapping>>;

