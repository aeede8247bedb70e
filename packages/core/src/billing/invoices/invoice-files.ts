import { putRecord } from "../../storage/record-writer";
import { toEhfXml } from "./ehf";
import { invoiceEhfKey, invoicePdfKey } from "./invoice-keys";
import { renderInvoicePdf } from "./invoice-pdf";
import type { CustomerInvoice } from "./invoice-rules";

/**
 * An issued invoice's PDF and EHF, written as records (Object Lock, kept 5 years after the end of the issue year:
 * bokføringsloven § 13, storage/record-rules.ts). Both are made from the issued document alone and are the same
 * every time, so writing them again (a retry, or a read that finds one missing) adds an identical version. Loaded
 * with `import()` where needed: pdfkit stays out of the bundles that only list invoices.
 */
export async function writeInvoiceFiles(inv: CustomerInvoice): Promise<{ pdf: Uint8Array; ehf: Uint8Array }> {
  const pdf = await renderInvoicePdf(inv);
  const ehf = new TextEncoder().encode(toEhfXml(inv));
  await putRecord(invoicePdfKey(inv.customerId, inv.number), pdf, { contentType: "application/pdf", recordDate: inv.issueDate });
  await putRecord(invoiceEhfKey(inv.customerId, inv.number), ehf, { contentType: "application/xml", recordDate: inv.issueDate });
  return { pdf, ehf };
}
