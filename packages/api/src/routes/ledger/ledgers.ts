import { casesOfItems } from "@innfri/core/cases/claim-locks";
import { z } from "@hono/zod-openapi";
import { openItemsCsv } from "@innfri/core/ledger/exports";
import { ledgerSummary, openItems } from "@innfri/core/ledger/lists";
import { router } from "../../lib/openapi";
import { responses } from "../../lib/schemas";
import { secured } from "../../lib/route";
import { ledgerRead } from "./access";
import {
  csvHeaders,
  csvResponses,
  LedgerSummary,
  listView,
  optionalDate,
  pagingFields,
  pagingOf,
  tags,
  VoucherList,
} from "./schemas";

const OpenItemsQuery = z.object({ ...pagingFields, dueFrom: optionalDate(), dueTo: optionalDate() });

/** The ledger page (open items by due date), the dashboard's notice and its CSV export. */
export const ledgers = router()
  .openapi(
    secured({
      ...ledgerRead,
      method: "get",
      path: "/",
      tags: tags.ledger,
      summary:
        "The open items by due date, oldest first (sortDesc for newest), optionally within dueFrom-dueTo; each with the case that collects it (caseId), if any",
      request: { query: OpenItemsQuery },
      responses: responses(VoucherList),
    }),
    async (c) => {
      const customerId = c.get("customerId");
      const q = c.req.valid("query");
      const page = listView(await openItems(customerId, { ...pagingOf(q), dueFrom: q.dueFrom, dueTo: q.dueTo }));
      // which items a case already collects (issue 20: the page shows it, and they start no second case)
      const inCase = await casesOfItems(customerId, page.data.map((v) => v.voucherId));
      const data = page.data.map((v) => (inCase.has(v.voucherId) ? { ...v, caseId: inCase.get(v.voucherId)! } : v));
      return c.json({ ...page, data }, 200);
    },
  )
  .openapi(
    secured({
      ...ledgerRead,
      method: "get",
      path: "/summary",
      tags: tags.ledger,
      summary:
        "The dashboard's ledger figures (SPEC 2), from counters: payments and credit notes waiting for manual treatment, open items by days overdue, payments received this month, in the last 30 days and this year",
      responses: responses(LedgerSummary),
    }),
    async (c) => c.json(await ledgerSummary(c.get("customerId")), 200),
  )
  .openapi(
    secured({
      ...ledgerRead,
      method: "post",
      path: "/export-statistics",
      tags: tags.ledger,
      summary:
        'The open items as CSV (UTF-8 with BOM, semicolons, headers in the language asked for, dates DD.MM.YYYY, amounts 1234,50): filename "reskontro-YYYY-MM-DD.csv"',
      responses: csvResponses,
    }),
    async (c) => {
      const { filename, csv } = await openItemsCsv(c.get("customerId"), c.get("lang"));
      return c.body(csv, 200, csvHeaders(filename)) as never;
    },
  );
