import "../i18n/resources"; // registers the texts of the keys named here
import type { z } from "zod";
import type { CrudImportRow } from "../dynamo/crud";
import { readDelimited } from "../ledger/import/delimited";
import { ImportFileError } from "../ledger/import/types";
import { AppError, type FieldErrors } from "../util/error";
import { toCsv } from "../util/csv";
import { fieldErrorsFrom } from "../util/field-errors";
import type { ResourceDescriptor } from "./define";

/**
 * CSV export and import of a resource with `csv` columns (reference data). The header row is the columns' field
 * names (the same in both languages, so an exported file imports again unchanged); cells go through util/csv's
 * formula guard on export. An import is checked whole before anything is written: a file too large, a wrong
 * header or any invalid row is a 422 and nothing changes. Row errors are `rows.<line>.<field>`.
 */
export const MAX_IMPORT_BYTES = 1_000_000;
export const MAX_IMPORT_ROWS = 1000;
/** The row errors one 422 reports (the first ones, in file order). */
const MAX_ROW_ERRORS = 100;

type CsvDescriptor = ResourceDescriptor & { csv: NonNullable<ResourceDescriptor["csv"]> };

const cell = (v: unknown) => (Array.isArray(v) ? v.join(", ") : v === null || v === undefined ? "" : String(v));

/** The file of an export: `<name>.csv`, every view's columns in order. */
export function exportCsv(d: CsvDescriptor, views: readonly Record<string, unknown>[]) {
  return {
    filename: `${d.name}.csv`,
    csv: toCsv(
      d.csv.columns,
      views.map((v) => d.csv.columns.map((c) => cell(v[c]))),
    ),
  };
}

const tooLarge = () =>
  new AppError("VALIDATION", "validation.invalid", { max: MAX_IMPORT_ROWS }, { file: ["resources.csvTooLarge"] });

/**
 * A file's bytes → import rows, validated by the descriptor's schemas. A natural id (a field of the create schema,
 * e.g. `number`) makes every row an upsert; a minted id (`id`) is in the file for rows that change an item and
 * empty for new ones.
 */
export function readCsvImport<D extends CsvDescriptor>(
  d: D,
  bytes: Uint8Array,
): CrudImportRow<z.output<D["schemas"]["create"]>, z.output<D["schemas"]["update"]>>[] {
  if (bytes.byteLength > MAX_IMPORT_BYTES) throw tooLarge();
  let table;
  try {
    table = readDelimited(bytes);
  } catch (err) {
    if (err instanceof ImportFileError)
      throw new AppError("VALIDATION", "validation.invalid", err.params, { file: [err.messageKey] });
    throw err;
  }
  if (table.rows.length > MAX_IMPORT_ROWS) throw tooLarge();
  const columns = d.csv.columns as readonly string[];
  const headers = table.headers.map((h) => h.trim());
  const optional = new Set<string>(d.csv.optional ?? []);
  const known = headers.every((h) => columns.includes(h)) && new Set(headers).size === headers.length;
  if (!known || columns.some((c) => !optional.has(c) && !headers.includes(c)))
    throw new AppError(
      "VALIDATION",
      "validation.invalid",
      { columns: columns.join(";") },
      { file: ["resources.csvHeader"] },
    );
  const shape = (d.schemas.create as unknown as { shape?: Record<string, unknown> }).shape ?? {};
  const naturalId = d.id in shape;
  const errors: FieldErrors = {};
  let reported = 0;
  const seen = new Set<string>();
  const rows = table.rows.map(({ line, cells }) => {
    const raw = Object.fromEntries(headers.map((h, i) => [h, String(cells[i] ?? "").trim()]));
    const id = raw[d.id] || null;
    const { [d.id]: _id, ...fields } = raw;
    const create = naturalId || !id ? d.schemas.create.safeParse(naturalId ? raw : fields) : null;
    const update = id ? d.schemas.update.safeParse(fields) : null;
    if (id && seen.has(id)) (errors[`rows.${line}.${d.id}`] ??= []).push("resources.csvDuplicate");
    if (id) seen.add(id);
    for (const result of [create, update]) {
      if (!result || result.success || reported >= MAX_ROW_ERRORS) continue;
      for (const [field, keys] of Object.entries(fieldErrorsFrom(result.error))) {
        const at = `rows.${line}.${field}`;
        if (!errors[at]) reported++;
        errors[at] = [...new Set([...(errors[at] ?? []), ...keys])];
      }
    }
    return {
      line,
      idField: d.id,
      id,
      ...(create?.success ? { create: create.data } : {}),
      ...(update?.success ? { update: update.data } : {}),
    };
  });
  if (Object.keys(errors).length) throw new AppError("VALIDATION", "validation.invalid", {}, errors);
  return rows as never;
}
