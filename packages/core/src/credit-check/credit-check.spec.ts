import { z } from "zod";
import { jobSpec } from "../jobs/define";

/** The PDF of one check's report (report-pdf.ts), in the language of the user who checked. */
export const CreditReportPdf = z.object({
  customerId: z.string().min(1).max(40),
  checkId: z.string().min(1).max(40),
  lang: z.enum(["no", "en"]),
});

/** Keyed by the check: queued twice, made once. */
export const creditReportPdfJob = jobSpec({
  type: "credit-check.report-pdf",
  schema: CreditReportPdf,
  key: (p) => p.checkId,
});
