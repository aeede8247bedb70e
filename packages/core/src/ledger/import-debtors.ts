import "./entities"; // registers the entities named here
import { db } from "../dynamo/db";
import { committed, TransactionCanceledError } from "../dynamo/transaction";
import { debtorIdFor, differs, newDebtorItem, saveDebtor, searchRefs, type DebtorDetails } from "./debtors";
import type { ImportRow } from "./import/types";
import { inWorkers } from "./import-workers";
import { debtorsJoin } from "./ledger-counters";
import type { Debtor } from "./store";

/** The debtors of a ledger import (import-run.ts): which the file names, which exist, and creating the new ones. */

const debtorDetails = (d: NonNullable<ImportRow["debtor"]>): DebtorDetails => ({
  type: d.type ?? (d.orgNumber ? "company" : "person"),
  name: d.name ?? d.customerNumber,
  customerNumber: d.customerNumber,
  ...(d.orgNumber ? { orgNumber: d.orgNumber } : {}),
  ...(d.nationalId ? { nationalId: d.nationalId } : {}),
  ...(d.address ? { address: d.address } : {}),
  ...(d.postcode ? { postcode: d.postcode } : {}),
  ...(d.city ? { city: d.city } : {}),
  ...(d.country ? { country: d.country } : {}),
  ...(d.email ? { email: d.email } : {}),
  ...(d.phone ? { phone: d.phone } : {}),
});

/** The debtors of the rows (the last row's details of each customer number), and which of them exist. */
export async function debtorsOf(customerId: string, rows: ImportRow[]) {
  const wanted = new Map<string, DebtorDetails>();
  for (const r of rows) if (r.debtor) wanted.set(r.debtor.customerNumber, debtorDetails(r.debtor));
  const existing = new Map<string, Debtor>();
  const numbers = [...wanted.keys()];
  for (let i = 0; i < numbers.length; i += 100) {
    const { data } = await db()
      .entities.debtor.get(numbers.slice(i, i + 100).map((n) => ({ customerId, debtorId: debtorIdFor(n) })))
      .go({ consistent: true });
    for (const d of data) existing.set(d.customerNumber, d);
  }
  const conflicts = [...wanted].filter(([n, d]) => existing.has(n) && differs(existing.get(n)!, d)).map(([n]) => n);
  return { wanted, existing, conflicts };
}

/**
 * Creates the debtors that do not exist yet, up to 33 a transaction (each with its two search refs: 99 items, and
 * the debtors counter moved by the chunk's count: 100).
 */
export async function createDebtors(customerId: string, details: DebtorDetails[]): Promise<void> {
  const chunks: DebtorDetails[][] = [];
  for (let i = 0; i < details.length; i += 33) chunks.push(details.slice(i, i + 33));
  await inWorkers(chunks, async (chunk) => {
    const items = chunk.map((d) => newDebtorItem(customerId, d));
    try {
      await committed(
        db()
          .transaction.write(({ debtor, ledgerRef, counter }) => [
            ...items.flatMap((item) => [
              debtor.create(item).commit(),
              ...searchRefs(item).map((ref) => ledgerRef.create({ customerId, ref, targetId: item.debtorId }).commit()),
            ]),
            debtorsJoin({ counter }, customerId, items.length),
          ])
          .go(),
      );
    } catch (err) {
      if (!(err instanceof TransactionCanceledError)) throw err;
      // some exist already (a retried run, or a form at the same moment): one at a time, skipping those
      for (const d of chunk) await saveDebtor(customerId, d).catch(() => undefined);
    }
  });
}
