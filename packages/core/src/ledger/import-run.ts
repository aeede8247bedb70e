import "./entities"; // registers the entities named here
import "../i18n/imports"; // registers the texts of the keys named here
import { Clock } from "../clock";
import { db } from "../dynamo/db";
import { getObject, putObject } from "../storage/documents";
import { getRecord } from "../storage/records";
import { log } from "../util/log";
import { endBatch, openBatch, setProgress } from "../jobs/batch";
import { customerChannel, publish } from "../realtime/realtime";
import { debtorsOf, registerWarningsOf } from "./import-debtors";
import { ColumnMappingInput, importBatchId, type ImportStatus } from "./import/import.schema";
import { fileKey, getImport, parsedKey, savedMapping } from "./imports";
import { holdingImportLease } from "./import-workers";
import { voucherOf } from "./import-vouchers";
import { countersPassingBound, intake, type IntakeSource } from "./intake";
import type { ImportIssue, ImportRow, ParseResult } from "./import/types";
import { getRef } from "./store";
import { existingVoucherIds, voucherIdFor } from "./vouchers";

/**
 * The queue's half of the ledger imports (imports.ts is the API's): parsing a file into a preview and writing it.
 * It loads the parsers, exceljs among them, so only the jobs consumer imports this module (import.jobs.ts).
 * Progress goes to the browser as realtime events: `resource.changed` when the import's status moves, and the
 * commit's counts on its batch (`jobs/batch.ts`, `batch.progress` / `batch.done`).
 */

/** Tells the customer's open pages that the import moved (they refetch it once). */
const announce = (customerId: string, importId: string, status: ImportStatus) =>
  publish(customerChannel(customerId), "resource.changed", { resource: "imports", id: importId, status });

/** A stored or read-back mapping, decoded (it was checked on its way in; anything else is none). */
const mappingOf = (value: unknown): ColumnMappingInput | undefined => {
  const read = ColumnMappingInput.safeParse(value);
  return read.success ? read.data : undefined;
};

const PREVIEW_ROWS = 20;
const LISTED_ISSUES = 200;

interface Actor {
  userId: string;
}

interface ParsedFile {
  rows: ImportRow[];
  fileId?: string;
}

/**
 * Step 2 (queue): parses the file and stores a preview: counts, the first rows, the row errors, the rows already in
 * the ledger (they will be skipped) and the debtors whose details differ from the file's. A whole-file error fails
 * the import with a message naming the line; nothing is imported before the user commits.
 */
export async function parseStage(customerId: string, importId: string): Promise<void> {
  const item = await getImport(customerId, importId);
  if (item.status !== "parsing") return;
  const file = await getRecord(fileKey(customerId, importId));
  if (!file) throw new Error(`import ${importId}: the file is missing`);
  const { parseIsolated } = await import("./import/isolated");
  const { ImportFileError } = await import("./import/types");
  let headers: string[] | undefined;
  let mapping: ColumnMappingInput | undefined;
  try {
    if (item.format === "csv" || item.format === "xlsx")
      mapping = mappingOf(item.mapping) ?? (await savedMapping(customerId, item.format));
    // in a worker thread with a heap and a time limit: a heavy file never stalls the API sharing this process
    const out = await parseIsolated(item.format, file.body, { today: Clock.today(), mapping });
    headers = out.headers;
    mapping = mappingOf(out.mapping) ?? mapping;
    const parsed: ParseResult = out.parsed;
    if (parsed.fileId && (await getRef(customerId, `file#${parsed.fileId}`)))
      throw new ImportFileError("imports.fileSeen");
    const ids = parsed.rows.map((r) => voucherIdFor(voucherOf(r, { kind: "file", importId, format: item.format })));
    const existing = await existingVoucherIds(customerId, ids);
    // rows already in the ledger are skipped: not among the rows to import, their counts or their sum
    const toImport = parsed.rows.filter((_, i) => !existing.has(ids[i]!));
    const { wanted, existing: debtors, conflicts } = await debtorsOf(customerId, parsed.rows);
    // issue 21: what the company register says of the file's company debtors, before the user commits
    const register = await registerWarningsOf(wanted, debtors);
    const count = (kind: ImportRow["kind"]) => toImport.filter((r) => r.kind === kind).length;
    const errorLines = new Set(parsed.errors.map((e) => e.line));
    const warnings = parsed.warnings ?? [];
    const summary = {
      // rows of the file (a row with three errors is one row), not messages
      rows: parsed.rows.length + errorLines.size,
      valid: parsed.rows.length,
      toImport: toImport.length,
      invoices: count("invoice"),
      creditNotes: count("creditNote"),
      payments: count("payment"),
      amountOre: toImport.reduce((s, r) => s + r.amountOre, 0),
      duplicates: parsed.rows.length - toImport.length,
      newDebtors: wanted.size - debtors.size,
      existingDebtors: debtors.size,
      debtorConflicts: conflicts.slice(0, 50),
      debtorConflictCount: conflicts.length,
      errorRows: errorLines.size,
      errors: parsed.errors.length,
      warnings: warnings.length,
      fileTotals: parsed.totals,
      ...register,
    };
    await putObject(
      parsedKey(customerId, importId),
      new TextEncoder().encode(JSON.stringify({ rows: parsed.rows, fileId: parsed.fileId } satisfies ParsedFile)),
      "application/json",
    );
    await db()
      .entities.ledgerImport.patch({ customerId, importId })
      .set({
        status: "parsed",
        summary,
        preview: toImport.slice(0, PREVIEW_ROWS),
        issues: [
          ...parsed.errors.slice(0, LISTED_ISSUES),
          ...warnings.slice(0, LISTED_ISSUES).map((w) => ({ ...w, severity: "warning" as const })),
        ] satisfies ImportIssue[],
        total: parsed.rows.length,
        ...(parsed.fileId ? { fileId: parsed.fileId } : {}),
        ...(headers ? { headers, mapping } : {}),
      })
      .go();
    await announce(customerId, importId, "parsed");
  } catch (err) {
    if (!(err instanceof ImportFileError)) throw err;
    const read = err as { headers?: string[]; mapping?: unknown };
    headers ??= read.headers;
    mapping = mappingOf(read.mapping) ?? mapping;
    await db()
      .entities.ledgerImport.patch({ customerId, importId })
      .set({
        status: "failed",
        error: { message: err.messageKey, params: err.params, line: err.line ?? null },
        // the headers stay, so a CSV whose saved mapping does not fit can be mapped anew
        ...(headers ? { headers, mapping } : {}),
      })
      .go();
    await announce(customerId, importId, "failed");
  }
}

/**
 * Step 4 (queue): writes the import through the ledger's intake (intake.ts: debtors, invoices in bulk, credit notes
 * and payments one by one, the same rules as every sync of an accounting system), one import of the customer at a
 * time (`holdingImportLease`). What is the file's alone stays here: the file is imported once (its ref), and the
 * bound is checked before its first write. Rows already in the ledger are skipped, so a retried run, or the same
 * rows in another file, import nothing twice; the counters are added once at the end.
 */
export async function commitStage(customerId: string, importId: string): Promise<void> {
  if ((await getImport(customerId, importId)).status !== "importing") return;
  await holdingImportLease(customerId, importId, () => commitHeld(customerId, importId));
}

/** `commitStage` once the customer's import lease is held (the import read again: it may have ended meanwhile). */
async function commitHeld(customerId: string, importId: string): Promise<void> {
  const item = await getImport(customerId, importId);
  if (item.status !== "importing") return;
  const actor: Actor = { userId: item.createdBy };
  const stored = await getObject(parsedKey(customerId, importId));
  if (!stored) throw new Error(`import ${importId}: the parsed rows are missing`);
  const parsed = JSON.parse(new TextDecoder().decode(stored.body)) as ParsedFile;
  const fileRef = `file#${parsed.fileId ?? `sha256:${item.fileHash}`}`;
  const owner = await getRef(customerId, fileRef);
  if (owner && owner !== importId) {
    await db()
      .entities.ledgerImport.patch({ customerId, importId })
      .set({ status: "failed", error: { message: "imports.fileSeen", params: {}, line: null } })
      .go();
    await announce(customerId, importId, "failed");
    return;
  }
  const source: IntakeSource = { kind: "file", importId, format: item.format };
  // The bulk counters are added outside writeLedger, so its bound is checked here, before anything of the
  // import is written: vouchers are never written without being counted. A run that owns the file ref already
  // passed this check (an interrupted run resumed): its vouchers may be in, and must be counted.
  if (!owner) {
    const passing = await countersPassingBound(customerId, parsed.rows, source, actor);
    if (passing.length) {
      await db()
        .entities.ledgerImport.patch({ customerId, importId })
        .set({ status: "failed", error: { message: "imports.totalTooLarge", params: {}, line: null } })
        .go();
      log.info("ledger.import.totalTooLarge", { customerId, importId, counters: passing.slice(0, 10) });
      await announce(customerId, importId, "failed");
      return;
    }
  }
  if (!owner)
    await db()
      .entities.ledgerRef.create({ customerId, ref: fileRef, targetId: importId })
      .go()
      .catch(() => undefined);

  // the rows written so far are the import's batch: one job works through them and reports on it
  const batchId = importBatchId(importId);
  await openBatch({ batchId, kind: "ledger.import", customerId, subject: importId, total: parsed.rows.length });
  const { processed, ...result } = await intake({
    customerId,
    rows: parsed.rows,
    source,
    actor,
    overwriteDebtors: !!item.overwriteDebtors,
    progress: (n) => setProgress(batchId, n),
  });
  await db().entities.ledgerImport.patch({ customerId, importId }).set({ status: "done", processed, result }).go();
  await endBatch(batchId, { done: processed });
  await announce(customerId, importId, "done");
  log.info("ledger.import.done", { customerId, importId, ...result, skippedRows: result.skippedRows.length });
}
