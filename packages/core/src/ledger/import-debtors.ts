import "./entities"; // registers the entities named here
import "../i18n/company-register"; // registers the texts of the keys named here
import { lookupCompanies } from "../company-register/lookups";
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

/** Register look-ups one import may make (the rest come from the cache or stay unchecked): issue 21. */
export const IMPORT_REGISTER_LOOKUPS = 50;
/** Marked company debtors an import's preview lists by name (all are counted). */
export const LISTED_REGISTER_WARNINGS = 50;

/**
 * What the company register says of the file's company debtors (issue 21; docs/company-register.md "On import"):
 * those it marks bankrupt, being wound up, dissolved or deleted, or does not know, for the preview to show before
 * the user commits. One look-up per distinct organisation number, at most IMPORT_REGISTER_LOOKUPS asked of the
 * register (cached answers are free); a register that is down leaves them unchecked and fails nothing.
 */
export async function registerWarningsOf(wanted: Map<string, DebtorDetails>, existing: Map<string, Debtor>) {
  const companies = [...wanted]
    .filter(([n, d]) => (d.type ?? existing.get(n)?.type) !== "person")
    .map(([n, d]) => ({ customerNumber: n, name: d.name, orgNumber: d.orgNumber ?? existing.get(n)?.orgNumber ?? "" }))
    .filter((c) => c.orgNumber !== "");
  if (companies.length === 0) return {};
  const { records } = await lookupCompanies(
    companies.map((c) => c.orgNumber),
    { max: IMPORT_REGISTER_LOOKUPS },
  );
  const marked = companies
    .filter((c) => records.has(c.orgNumber))
    .map((c) => {
      const record = records.get(c.orgNumber);
      return { ...c, warnings: record ? record.warnings : ["companyRegister.notFound"] };
    })
    .filter((c) => c.warnings.length > 0);
  return {
    registerWarnings: marked.slice(0, LISTED_REGISTER_WARNINGS),
    registerWarningCount: marked.length,
    registerChecked: companies.filter((c) => records.has(c.orgNumber)).length,
    registerUnchecked: companies.filter((c) => !records.has(c.orgNumber)).length,
  };
}
