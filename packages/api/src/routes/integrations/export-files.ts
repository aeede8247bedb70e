import "@innfri/core/i18n/integrations"; // registers the texts of the keys named here
import { z } from "@hono/zod-openapi";
import { ExportFileInput, ExportFileView } from "@innfri/core/accounting/accounting.schema";
import { listQuery } from "../../lib/list";
import { jsonBody, router } from "../../lib/openapi";
import { secured } from "../../lib/route";
import { listOf, responses, startedOrFound } from "../../lib/schemas";
import { ledgerRead } from "../ledger/access";
import { csvHeaders, csvResponses } from "../ledger/schemas";

/** The export files' module loads when one is asked for: the integrations function's cold start stays under 1 MB. */
const files = () => import("@innfri/core/accounting/export-files");

/**
 * /uni-export-files (SPEC 2 settings tab `uni-export-files`; docs/accounting.md "Export files for systems without an
 * API"): the files of what collection did to the receivables in a period, for a customer's books without an API
 * integration. Who may: as the accounting correction export (a member or staff reads the ledger; the integration
 * setting on).
 */
const tags = ["Export files"];
const idParam = z.object({ id: z.string().min(1).max(40) });
const ListQuery = listQuery({ sortable: ["createdAt"], defaultDesc: true });

export const exportFiles = router()
  .openapi(
    secured({
      ...ledgerRead,
      method: "get",
      path: "/",
      tags,
      summary: "The customer's export files, newest first",
      request: { query: ListQuery },
      responses: responses(listOf(ExportFileView)),
    }),
    async (c) => {
      const q = c.req.valid("query");
      return c.json(await (await files()).listExportFiles(c.get("customerId"), q.page, q.rowsPerPage), 200);
    },
  )
  .openapi(
    secured({
      ...ledgerRead,
      method: "post",
      path: "/",
      tags,
      summary:
        "Make the file of a period (at most a year, not after today): 201; the same period and requestKey again answers the first file (200)",
      request: { body: jsonBody(ExportFileInput) },
      responses: startedOrFound(ExportFileView),
    }),
    async (c) => {
      const { file, made } = await (
        await files()
      ).makeExportFile(c.get("customerId"), c.req.valid("json"), c.get("actor"), c.get("lang"));
      return c.json(file, made ? 201 : 200);
    },
  )
  .openapi(
    secured({
      ...ledgerRead,
      method: "get",
      path: "/{id}/download",
      tags,
      summary: 'The file as it was made (CSV; filename "innfri-regnskap-<from>-<to>.csv")',
      request: { params: idParam },
      responses: csvResponses,
    }),
    async (c) => {
      const { fileName, csv } = await (await files()).exportFileDownload(c.get("customerId"), c.req.valid("param").id);
      return c.body(csv, 200, csvHeaders(fileName)) as never;
    },
  );
