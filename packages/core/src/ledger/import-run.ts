import "./entities"; // registers the entities named here
import "../i18n/imports"; // registers the texts of the keys named here
import { Clock } from "../clock";
import { readCounters } from "../dynamo/counters";
import { db } from "../dynamo/db";
import { isConditionFailure } from "../dynamo/errors";
import { getObject, putObject } from "../storage/documents";
import { getRecord } from "../storage/records";
import { AppError } from "../util/error";
import { log } from "../util/log";
import { MAX_TOTAL_ORE } from "../util/money";
import { endBatch, openBatch, setProgress } from "../jobs/batch";
import { customerChannel, publish } from "../realtime/realtime";
import { debtorIdFor, updateDebtor } from "./debtors";
import { createDebtors, debtorsOf, registerWarningsOf } from "./import-debtors";
import { ColumnMappingInput, importBatchId, type ImportStatus } from "./import/import.schema";
import { fileKey, getImport, parsedKey, savedMapping } from "./imports";
import { backingOff, holdingImportLease, inWorkers, pacer } from "./import-workers";
import { voucherOf } from "./import-vouchers";
import { ledgerScope } from "./ledger-counters";
import type { ImportFormat, ImportIssue, ImportRow, ParseResult } from "./import/types";
import { addCountersOnce, createMany, getRef, type Voucher } from "./store";
import { contributions } from "./voucher-rules";
import { buildVoucher, createVoucher, existingVoucherIds, voucherIdFor, type NewVoucher } from "./vouchers";

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
const CHUNK = 100;

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
    const ids = parsed.rows.map((r) => voucherIdFor(voucherOf(r, importId, item.format)));
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
 * What the import's invoices add to each counter (`addCountersOnce` adds them outside `writeLedger`): all of its
 * invoice rows, as if none were in the ledger yet, so an upper bound of what the commit will add.
 */
function invoiceCounters(customerId: string, rows: ImportRow[], importId: string, format: ImportFormat, actor: Actor) {
  const delta = new Map<string, { count: number; amountOre: number }>();
  for (const row of rows) {
    if (row.kind !== "invoice" || !row.debtor) continue;
    const n = row.debtor.customerNumber;
    const v = buildVoucher(
      customerId,
      { debtorId: debtorIdFor(n), customerNumber: n },
      voucherOf(row, importId, format),
      actor,
    );
    for (const [name, c] of contributions(v)) {
      const d = delta.get(name) ?? { count: 0, amountOre: 0 };
      d.count += c.count;
      d.amountOre += c.amountOre;
      delta.set(name, d);
    }
  }
  return delta;
}

/**
 * The counters the import's invoices would take past `MAX_TOTAL_ORE` (the bound `writeLedger` keeps for every
 * other change): one consistent read of the counters they touch, compared with what the import adds to each.
 */
async function countersPassingBound(
  customerId: string,
  delta: Map<string, { count: number; amountOre: number }>,
): Promise<string[]> {
  const growing = [...delta].filter(([, d]) => d.amountOre > 0);
  if (growing.length === 0) return [];
  const current = await readCounters(
    ledgerScope(customerId),
    growing.map(([name]) => name),
  );
  return growing.filter(([name, d]) => current[name]!.amountOre + d.amountOre > MAX_TOTAL_ORE).map(([name]) => name);
}

/**
 * Step 4 (queue): writes the import. Debtors first (new ones created, differing ones overwritten only if the user
 * said so), then invoices in transactions of up to 100 new vouchers, then the credit notes and payments one by one
 * (each matched by KID to what it pays), paced to the customer's partition (`importPace`), one import of the
 * customer at a time (`holdingImportLease`). Rows already in the ledger are skipped, so a retried
 * run, or the same rows in another file, import nothing twice; the counters are added once at the end.
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
  // The bulk counters below are added outside writeLedger, so its bound is checked here, before anything of the
  // import is written: vouchers are never written without being counted. A run that owns the file ref already
  // passed this check (an interrupted run resumed): its vouchers may be in, and must be counted.
  if (!owner) {
    const passing = await countersPassingBound(
      customerId,
      invoiceCounters(customerId, parsed.rows, importId, item.format, actor),
    );
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

  const { wanted, existing, conflicts } = await debtorsOf(customerId, parsed.rows);
  await createDebtors(
    customerId,
    [...wanted].filter(([n]) => !existing.has(n)).map(([, d]) => d),
  );
  if (item.overwriteDebtors) for (const n of conflicts) await updateDebtor(customerId, debtorIdFor(n), wanted.get(n)!);
  // every debtor of the file exists now: as it was, overwritten, or created from the file's details
  const debtors = new Map<string, { debtorId: string; name: string; customerNumber: string }>(
    [...wanted].map(([n, d]) => {
      const kept = existing.get(n);
      const name = kept && !(item.overwriteDebtors && conflicts.includes(n)) ? kept.name : d.name;
      return [n, { debtorId: debtorIdFor(n), name, customerNumber: n }];
    }),
  );

  let processed = 0;
  let created = 0;
  let skipped = 0;
  // the rows written so far are the import's batch: one job works through them and reports on it
  const batchId = importBatchId(importId);
  await openBatch({ batchId, kind: "ledger.import", customerId, subject: importId, total: parsed.rows.length });
  const progress = () => setProgress(batchId, processed);

  // invoices and credit notes: built here, written in bulk, counted once
  const debits: Voucher[] = [];
  const credits: { row: ImportRow; input: NewVoucher }[] = [];
  const rowOf = new Map<string, ImportRow>();
  // the rows that were already in the ledger (the first LISTED_ISSUES), for the result page
  const skippedRows: { line: number; number?: string }[] = [];
  const skip = (row: ImportRow | undefined) => {
    if (row && skippedRows.length < LISTED_ISSUES)
      skippedRows.push(row.number ? { line: row.line, number: row.number } : { line: row.line });
  };
  for (const row of parsed.rows) {
    const input = voucherOf(row, importId, item.format);
    if (row.kind === "invoice") {
      const d = row.debtor ? debtors.get(row.debtor.customerNumber) : undefined;
      if (!d) continue;
      const v = buildVoucher(customerId, d, input, actor);
      rowOf.set(v.voucherId, row);
      debits.push(v);
    } else credits.push({ row, input });
  }
  const chunks: Voucher[][] = [];
  for (let i = 0; i < debits.length; i += CHUNK) chunks.push(debits.slice(i, i + CHUNK));
  const counted: Voucher[] = [];
  const paced = pacer();
  await inWorkers(chunks, async (chunk) => {
    // optimistic: a new chunk is written at once; only when some of it exists (the same rows imported before, or
    // an earlier run of this import that was interrupted) is it read and written one voucher at a time. Only a
    // failed uniqueness condition means "there": throttling and conflicts are waited out (`backingOff`), and a
    // write that still fails fails the job, whose next run resumes: a row is never counted without being written.
    const there = new Map<string, string | undefined>();
    const foundNow = async (vouchers: Voucher[]) => {
      const { data: found } = await db()
        .entities.voucher.get(vouchers.map((v) => ({ customerId, voucherId: v.voucherId })))
        .go({ attributes: ["voucherId", "importId"], consistent: true });
      for (const v of found) there.set(v.voucherId, v.importId);
    };
    await paced(chunk.length);
    try {
      await backingOff(() => createMany(customerId, chunk));
    } catch (err) {
      if (!isConditionFailure(err)) throw err;
      await foundNow(chunk);
      for (const v of chunk.filter((c) => !there.has(c.voucherId))) {
        try {
          await backingOff(() => createMany(customerId, [v]));
        } catch (e) {
          if (!isConditionFailure(e)) throw e;
          await foundNow([v]); // written meanwhile by another import
          if (!there.has(v.voucherId)) throw e;
        }
      }
    }
    for (const v of chunk) {
      // this import's own vouchers are counted (also those an interrupted earlier run wrote); others are skipped
      if (!there.has(v.voucherId) || there.get(v.voucherId) === importId) {
        counted.push(v);
        if (!there.has(v.voucherId)) created++;
      } else {
        skipped++;
        skip(rowOf.get(v.voucherId));
      }
    }
    processed += chunk.length;
    await progress();
  });
  const delta = new Map<string, { count: number; amountOre: number }>();
  for (const v of counted)
    for (const [name, c] of contributions(v)) {
      const d = delta.get(name) ?? { count: 0, amountOre: 0 };
      d.count += c.count;
      d.amountOre += c.amountOre;
      delta.set(name, d);
    }
  await addCountersOnce(customerId, delta, `import#${importId}#counted`);

  // credit notes and payments: each created and matched on its own (KID, invoice number)
  let matched = 0;
  let unmatched = 0;
  await inWorkers(credits, async ({ row, input }) => {
    const d = row.debtor ? debtors.get(row.debtor.customerNumber) : undefined;
    await paced(1);
    try {
      const v = await createVoucher(customerId, { ...input, ...(d ? { debtorId: d.debtorId } : {}) }, actor);
      if (v.importId === importId) {
        created++;
        if (v.balanceOre === 0) matched++;
        else unmatched++;
      } else {
        skipped++;
        skip(row);
      }
    } catch (err) {
      // a credit note whose number is taken: already in the ledger
      if (err instanceof AppError && err.code === "VALIDATION") {
        skipped++;
        skip(row);
      } else throw err;
    }
    processed++;
    if (processed % 50 === 0) await progress();
  });

  skippedRows.sort((a, b) => a.line - b.line);
  const result = { created, skipped, matched, unmatched, debtorsCreated: wanted.size - existing.size, skippedRows };
  await db().entities.ledgerImport.patch({ customerId, importId }).set({ status: "done", processed, result }).go();
  await endBatch(batchId, { done: processed });
  await announce(customerId, importId, "done");
  log.info("ledger.import.done", { customerId, importId, ...result, skippedRows: skippedRows.length });
}
