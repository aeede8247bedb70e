import "./entities"; // registers the entities named here
import { readCounters } from "../dynamo/counters";
import { db } from "../dynamo/db";
import { isConditionFailure } from "../dynamo/errors";
import { AppError } from "../util/error";
import { MAX_TOTAL_ORE } from "../util/money";
import { debtorIdFor, updateDebtor } from "./debtors";
import { createDebtors, debtorsOf } from "./import-debtors";
import { backingOff, inWorkers, pacer } from "./import-workers";
import { ownerOf, voucherOf, type IntakeSource } from "./import-vouchers";
import { ledgerScope } from "./ledger-counters";
import type { ImportRow } from "./import/types";
import { addCountersOnce, createMany, getRef, type Voucher } from "./store";
import { contributions } from "./voucher-rules";
import { buildVoucher, createVoucher, type NewVoucher } from "./vouchers";

/**
 * The ledger's intake (issue 22): the rows of a file import's commit (import-run.ts) and of every page of an
 * accounting system's sync (accounting/sync.ts) are written here, with the same rules. Debtors first (new ones
 * created, differing ones overwritten only when asked), then invoices in transactions of up to 100 new vouchers,
 * then the credit notes and payments one by one (each matched by KID to what it pays), paced to the customer's
 * partition (`importPace`). A row already in the ledger is skipped (its voucher id is made from its number or its
 * source's id), so a retried run, the same rows in another file or a page read twice import nothing twice; the
 * counters of the invoices are added once per run (`countersMarker`). The caller holds the customer's import lease.
 */

export type { IntakeSource } from "./import-vouchers";

const LISTED_ISSUES = 200;
const CHUNK = 100;

export interface IntakeResult {
  created: number;
  skipped: number;
  matched: number;
  unmatched: number;
  debtorsCreated: number;
  /** The rows that were already in the ledger (the first 200), by line. */
  skippedRows: { line: number; number?: string }[];
  /** Rows worked through (each row once, skipped or written). */
  processed: number;
}

export interface IntakeInput {
  customerId: string;
  rows: ImportRow[];
  source: IntakeSource;
  actor: { userId: string };
  /** Overwrite the debtors whose details differ from the rows' (the file import's choice). */
  overwriteDebtors: boolean;
  /** After each chunk of rows: how many of this call's rows are worked through. */
  progress?: (processed: number) => Promise<void>;
}

/** The marker that the run's counters were added (once): the whole import, or one page of a sync. */
export const countersMarker = (source: IntakeSource): string =>
  source.kind === "file" ? `import#${source.importId}#counted` : `sync#${source.syncId}#${source.page}#counted`;

/** True when the run's counters are in: it finished writing (a resumed sync page then only re-reads its result). */
export const countersAdded = async (customerId: string, source: IntakeSource): Promise<boolean> =>
  !!(await getRef(customerId, `${countersMarker(source)}#0`));

const addTo = (delta: Map<string, { count: number; amountOre: number }>, v: Voucher) => {
  for (const [name, c] of contributions(v)) {
    const d = delta.get(name) ?? { count: 0, amountOre: 0 };
    d.count += c.count;
    d.amountOre += c.amountOre;
    delta.set(name, d);
  }
};

/**
 * What the rows' invoices add to each counter (`addCountersOnce` adds them outside `writeLedger`): all of the
 * invoice rows, as if none were in the ledger yet, so an upper bound of what the intake will add.
 */
function invoiceCounters(customerId: string, rows: ImportRow[], source: IntakeSource, actor: { userId: string }) {
  const delta = new Map<string, { count: number; amountOre: number }>();
  for (const row of rows) {
    if (row.kind !== "invoice" || !row.debtor) continue;
    const n = row.debtor.customerNumber;
    addTo(
      delta,
      buildVoucher(customerId, { debtorId: debtorIdFor(n), customerNumber: n }, voucherOf(row, source), actor),
    );
  }
  return delta;
}

/**
 * The counters the rows' invoices would take past `MAX_TOTAL_ORE` (the bound `writeLedger` keeps for every other
 * change): one consistent read of the counters they touch, compared with what the rows add to each. Checked before
 * anything of a run is written (vouchers are never written without being counted); empty: within the bound.
 */
export async function countersPassingBound(
  customerId: string,
  rows: ImportRow[],
  source: IntakeSource,
  actor: { userId: string },
): Promise<string[]> {
  const delta = invoiceCounters(customerId, rows, source, actor);
  const growing = [...delta].filter(([, d]) => d.amountOre > 0);
  if (growing.length === 0) return [];
  const current = await readCounters(
    ledgerScope(customerId),
    growing.map(([name]) => name),
  );
  return growing.filter(([name, d]) => current[name]!.amountOre + d.amountOre > MAX_TOTAL_ORE).map(([name]) => name);
}

/** Writes the rows into the customer's ledger (see the module's comment); the bound is the caller's to check first. */
export async function intake(input: IntakeInput): Promise<IntakeResult> {
  const { customerId, rows, source, actor } = input;
  const owner = ownerOf(source);
  const { wanted, existing, conflicts } = await debtorsOf(customerId, rows);
  await createDebtors(
    customerId,
    [...wanted].filter(([n]) => !existing.has(n)).map(([, d]) => d),
  );
  if (input.overwriteDebtors) for (const n of conflicts) await updateDebtor(customerId, debtorIdFor(n), wanted.get(n)!);
  // every debtor of the rows exists now: as it was, overwritten, or created from the rows' details
  const debtors = new Map<string, { debtorId: string; name: string; customerNumber: string }>(
    [...wanted].map(([n, d]) => {
      const kept = existing.get(n);
      const name = kept && !(input.overwriteDebtors && conflicts.includes(n)) ? kept.name : d.name;
      return [n, { debtorId: debtorIdFor(n), name, customerNumber: n }];
    }),
  );

  let processed = 0;
  let created = 0;
  let skipped = 0;
  const progress = () => input.progress?.(processed) ?? Promise.resolve();

  // invoices: built here, written in bulk, counted once; credit notes and payments: one by one
  const debits: Voucher[] = [];
  const credits: { row: ImportRow; input: NewVoucher }[] = [];
  const rowOf = new Map<string, ImportRow>();
  const skippedRows: { line: number; number?: string }[] = [];
  const skip = (row: ImportRow | undefined) => {
    if (row && skippedRows.length < LISTED_ISSUES)
      skippedRows.push(row.number ? { line: row.line, number: row.number } : { line: row.line });
  };
  for (const row of rows) {
    const v = voucherOf(row, source);
    if (row.kind === "invoice") {
      const d = row.debtor ? debtors.get(row.debtor.customerNumber) : undefined;
      if (!d) continue;
      const built = buildVoucher(customerId, d, v, actor);
      rowOf.set(built.voucherId, row);
      debits.push(built);
    } else credits.push({ row, input: v });
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
      // this run's own vouchers are counted (also those an interrupted earlier run wrote); others are skipped
      if (!there.has(v.voucherId) || there.get(v.voucherId) === owner) {
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
  for (const v of counted) addTo(delta, v);
  await addCountersOnce(customerId, delta, countersMarker(source));

  // credit notes and payments: each created and matched on its own (KID, invoice number)
  let matched = 0;
  let unmatched = 0;
  await inWorkers(credits, async ({ row, input: v }) => {
    const d = row.debtor ? debtors.get(row.debtor.customerNumber) : undefined;
    await paced(1);
    try {
      const made = await createVoucher(customerId, { ...v, ...(d ? { debtorId: d.debtorId } : {}) }, actor);
      if (made.importId === owner) {
        created++;
        if (made.balanceOre === 0) matched++;
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
  return { created, skipped, matched, unmatched, debtorsCreated: wanted.size - existing.size, skippedRows, processed };
}
