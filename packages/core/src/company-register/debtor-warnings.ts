import "../ledger/entities"; // registers the entities named here
import "../i18n/company-register"; // registers the texts of the keys named here
import { db } from "../dynamo/db";
import { lookupCompanies } from "./lookups";

/** A company debtor the register marks: its warnings are message keys of i18n/company-register.ts. */
export interface MarkedDebtor {
  debtorId: string;
  name: string;
  orgNumber: string;
  warnings: string[];
}

/**
 * Which of the customer's debtors the company register marks (bankrupt, being wound up, dissolved, deleted, or not
 * in the register): for the auto-pilot's evening and a bulk start, where nobody sees the case wizard's notice
 * (issue 21; docs/company-register.md "Auto-pilot and bulk starts"). Companies only, at most `max` asked of the
 * register (the cache answers the rest); a register that does not answer marks nothing and fails nothing.
 */
export async function markedDebtors(customerId: string, debtorIds: string[], max = 50): Promise<MarkedDebtor[]> {
  const ids = [...new Set(debtorIds)];
  const debtors: { debtorId: string; name: string; orgNumber?: string; type: string }[] = [];
  for (let i = 0; i < ids.length; i += 100) {
    const { data } = await db()
      .entities.debtor.get(ids.slice(i, i + 100).map((debtorId) => ({ customerId, debtorId })))
      .go({ attributes: ["debtorId", "name", "orgNumber", "type"] });
    debtors.push(...data);
  }
  const companies = debtors.filter((d) => d.type !== "person" && d.orgNumber);
  if (companies.length === 0) return [];
  const { records } = await lookupCompanies(
    companies.map((d) => d.orgNumber!),
    { max },
  );
  return companies
    .filter((d) => records.has(d.orgNumber!))
    .map((d) => {
      const record = records.get(d.orgNumber!);
      return {
        debtorId: d.debtorId,
        name: d.name,
        orgNumber: d.orgNumber!,
        warnings: record ? record.warnings : ["companyRegister.notFound"],
      };
    })
    .filter((d) => d.warnings.length > 0)
    .sort((a, b) => a.name.localeCompare(b.name, "nb"));
}
