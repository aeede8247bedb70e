import { correctionsCsv } from "@innfri/core/ledger/exports";
import { CorrectionExportInput } from "@innfri/core/ledger/ledger.schema";
import { jsonBody, router } from "../../lib/openapi";
import { secured } from "../../lib/route";
import { ledgerRead } from "./access";
import { csvHeaders, csvResponses, tags } from "./schemas";

/** The accounting correction export (SPEC 2 /customer/correction-export). */
export const correctionExports = router().openapi(
  secured({
    ...ledgerRead,
    method: "post",
    path: "/",
    tags: tags.ledger,
    summary:
      'The corrections with a voucher date from-to (deleted ones left out) as CSV: filename "korrigeringer-<from>-<to>.csv"',
    request: { body: jsonBody(CorrectionExportInput) },
    responses: csvResponses,
  }),
  async (c) => {
    const customerId = c.get("customerId");
    const { from, to } = c.req.valid("json");
    const { filename, csv } = await correctionsCsv(customerId, from, to, c.get("lang"));
    return c.body(csv, 200, csvHeaders(filename)) as never;
  },
);
