import { ColumnMappingInput } from "./import/import.schema";
import type { ColumnMapping } from "./import/mapping";
import type { ImportFormat } from "./import/types";

/**
 * The saved column mappings of the CSV/XLSX importer, as the integration setting keeps them (one per file format),
 * checked on save with the importer's own schema (import/import.schema.ts).
 */
export const StoredColumnMapping = ColumnMappingInput;

/** The mapping saved per format ("csv", "xlsx"). */
export type ImportMappings = Partial<Record<ImportFormat, ColumnMapping>>;

