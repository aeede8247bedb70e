import { z } from "@hono/zod-openapi";
import { CaseExportInput, type CaseListFilters } from "@innfri/core/cases/case.schema";
import { casesCsv } from "@innfri/core/cases/exports";
import { listCases } from "@innfri/core/cases/lists";
import { jsonBody, router } from "../../lib/openapi";
import { secured } from "../../lib/route";
import { ErrorResponse, responses, ValidationErrorResponse } from "../../lib/schemas";
import { caseRead } from "./access";
import { CaseList, CaseListQuery, listView, tags } from "./schemas";

const json = <T>(schema: T, description: string) => ({ content: { "application/json": { schema } }, description });
const csvResponses = {
  200: { description: "CSV (attachment)", content: { "text/csv": { schema: z.string() } } },
  401: json(ErrorResponse, "Not signed in"),
  403: json(ErrorResponse, "Forbidden"),
  404: json(ErrorResponse, "Not found"),
  422: json(ValidationErrorResponse, "Invalid input"),
};

/** The case list (SPEC 2 /customer/cases) and its export. */
export const caseList = router()
  .openapi(
    secured({
      ...caseRead,
      method: "get",
      path: "/",
      tags: tags.cases,
      summary:
        "The cases, newest number first (sortBy case_number|due_date, sortDesc), filtered by status, step (last step kind or none), due (overdue|not-due), dueFrom/dueTo, debtorId; search: case number, debtor name, customer number, invoice number or KID (prefix)",
      request: { query: CaseListQuery },
      responses: responses(CaseList),
    }),
    async (c) => {
      const q = c.req.valid("query");
      const page = await listCases(c.get("customerId"), {
        page: q.page,
        rowsPerPage: q.rowsPerPage,
        sort: q.sort,
        search: q.search,
        filters: q.filters as CaseListFilters,
      });
      return c.json(listView(page), 200);
    },
  )
  .openapi(
    secured({
      ...caseRead,
      method: "post",
      path: "/export-statistics",
      tags: tags.cases,
      summary:
        'The cases (optionally of a status or last step, created from-to) as CSV (UTF-8 with BOM, semicolons, headers in the language asked for): filename "saker-YYYY-MM-DD.csv"',
      request: { body: jsonBody(CaseExportInput) },
      responses: csvResponses,
    }),
    async (c) => {
      const { format: _f, ...q } = c.req.valid("json");
      const { filename, csv } = await casesCsv(c.get("customerId"), q, c.get("lang"));
      return c.body(csv, 200, {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": `attachment; filename="${filename}"`,
      }) as never;
    },
  );
