import { defineJob } from "../jobs/define";
import { creditReportPdfJob as spec } from "./credit-check.spec";

/**
 * `credit-check.report-pdf`: a check's report as a PDF in the documents bucket (report-pdf.ts). Only jobs/registry.ts
 * imports this file: the handler loads pdfkit; a check queues it through credit-check.spec.ts.
 */
export const creditReportPdfJob = defineJob({
  ...spec,
  load: async () => {
    const { storeReportPdf } = await import("./report-pdf");
    return async (p) => {
      await storeReportPdf(p.customerId, p.checkId, p.lang);
    };
  },
});
