/**
 * Where a check's report PDF is kept in the documents bucket (credit-check/report-pdf.ts): a company's under the
 * customer's documents; a private person's under a prefix of its own, which the bucket deletes after a day
 * (stacks/Storage.ts) and which is refused on read after 24 hours. Pure: the stacks import it.
 */
export const PERSON_REPORT_PREFIX = "tmp/person-reports/";

export const reportPdfKey = (customerId: string, checkId: string, kind: "person" | "company") =>
  kind === "person"
    ? `${PERSON_REPORT_PREFIX}${customerId}/${checkId}.pdf`
    : `customers/${customerId}/credit-checks/${checkId}.pdf`;
