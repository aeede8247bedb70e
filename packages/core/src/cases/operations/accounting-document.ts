import "../../i18n/case-payments"; // registers the texts of the keys named here
import { t, type Language } from "../../i18n/messages";
import { csvAmount, csvDate, toCsv } from "../../util/csv";
import type { CaseClaimView } from "../case-views.schema";
import { keepExport } from "../../storage/export-records";
import { getCase } from "../store";
import { casePayments } from "./case-payments";

/**
 * GET cases/{id}/accounting-document: the case's accounting statement as a CSV file (decision, docs/
 * case-operations.md "Accounting statement": a spreadsheet the creditor's bookkeeping reads, cheaper than a PDF
 * through the letters job and exact in øre). One line per claim, the fees and the interest (debit), then one per
 * payment, credit note or correction (credit) with its allocation, and the running balance. Headers and texts in
 * the caller's language; the file name is suggested in it too.
 */
export async function accountingDocument(
  customerId: string,
  caseId: string,
  lang: Language,
): Promise<{ fileName: string; csv: string }> {
  const c = await getCase(customerId, caseId);
  const payments = await casePayments(customerId, caseId, lang);
  const w = (key: string, params: Record<string, string | number> = {}) => t(lang, `casePayments.doc.${key}`, params);
  const header = ["date", "text", "debit", "credit", "fees", "interest", "principal", "balance"].map((k) => w(k));
  let balance = 0;
  const rows: string[][] = [];
  const debit = (date: string, text: string, ore: number, part: "fees" | "interest" | "principal") => {
    balance += ore;
    rows.push([
      csvDate(date),
      text,
      csvAmount(ore),
      "",
      part === "fees" ? csvAmount(ore) : "",
      part === "interest" ? csvAmount(ore) : "",
      part === "principal" ? csvAmount(ore) : "",
      csvAmount(balance),
    ]);
  };
  for (const cl of c.claims as CaseClaimView[])
    debit(cl.voucherDate, w("claim", { number: cl.number ?? cl.voucherId }), cl.openOre, "principal");
  // the fees and interest have no voucher of their own: dated by the case's last step (the fees come with steps)
  const costsDate = c.lastStep ? new Date(c.lastStep.at).toISOString().slice(0, 10) : "";
  if (c.feesOre > 0) debit(costsDate, w("feesLine"), c.feesOre, "fees");
  // the interest as the case has it, to its day (the last letter's or payment's: case-interest.ts)
  if (c.interestOre > 0) debit(c.interestToDate ?? costsDate, w("interestLine"), c.interestOre, "interest");
  for (const p of [...payments].sort(
    (a, b) => a.voucherDate.localeCompare(b.voucherDate) || a.id.localeCompare(b.id),
  )) {
    balance -= p.amountOre;
    rows.push([
      csvDate(p.voucherDate),
      [t(lang, `casePayments.kind.${p.kind}`), p.text, p.kid ? `KID ${p.kid}` : null].filter(Boolean).join(" "),
      "",
      csvAmount(p.amountOre),
      csvAmount(p.allocation.feesOre),
      csvAmount(p.allocation.interestOre),
      csvAmount(p.allocation.principalOre),
      csvAmount(balance),
    ]);
  }
  const fileName = w("file", { caseId: String(c.caseNumber) });
  const csv = toCsv(header, rows);
  // handed to the creditor's bookkeeping: kept as a record (storage/export-records.ts)
  await keepExport(customerId, "accounting-statement", fileName, csv);
  return { fileName, csv };
}
