import { createRoute } from "@hono/zod-openapi";
import { correctionsCsv } from "@innfri/core/ledger/exports";
import { CorrectionExportInput } from "@innfri/core/ledger/ledger.schema";
import { jsonBody, router } from "../../lib/openapi";
import { requireActor } from "../../middleware/actor";
import { csvHeaders, csvResponses, ledgerOf, security, tags } from "./schemas";

/** The accounting correction export (SPEC 2 /customer/correction-export). */
export const correctionExports = router().openapi(
  createRoute({
    method: "post",
    path: "/",
    tags: tags.ledger,
    security,
    summary:
      'The corrections with a voucher date from-to (deleted ones left out) as CSV: filename "korrigeringer-<from>-<to>.csv"',
    middleware: [requireActor] as const,
    request: { body: jsonBody(CorrectionExportInput) },
    responses: csvResponses,
  }),
  async (c) => {
    const customerId = await ledgerOf(c.get("actor"));
    const { from, to } = c.req.valid("json");
    const { filename, csv } = await correctionsCsv(customerId, from, to, c.get("lang"));
    return c.body(csv, 200, csvHeaders(filename)) as never;
  },
);
