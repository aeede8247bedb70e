import { MultipleProceduresQuery } from "@innfri/core/cases/case.schema";
import { proceduresOfCase, proceduresOfCases } from "@innfri/core/cases/procedure-choices";
import { router } from "../../lib/openapi";
import { secured } from "../../lib/route";
import { responses } from "../../lib/schemas";
import { caseRead } from "./access";
import { CaseProcedures, idParam, tags } from "./schemas";

/** The procedures a case may use (SPEC 7 cases {id}/procedures, multiple-procedures). */
export const caseProcedureRoutes = router()
  .openapi(
    secured({
      ...caseRead,
      method: "get",
      path: "/multiple-procedures",
      tags: tags.cases,
      summary: "The procedures every one of the cases ids=1,2,3 (at most 50) may use",
      request: { query: MultipleProceduresQuery },
      responses: responses(CaseProcedures),
    }),
    async (c) => c.json(await proceduresOfCases(c.get("customerId"), c.req.valid("query").ids), 200),
  )
  .openapi(
    secured({
      ...caseRead,
      method: "get",
      path: "/{id}/procedures",
      tags: tags.cases,
      summary:
        "The procedures the case may use: current (it follows), suggested (its debtor type, rent for rent claims)",
      request: { params: idParam },
      responses: responses(CaseProcedures),
    }),
    async (c) => c.json(await proceduresOfCase(c.get("customerId"), c.req.valid("param").id), 200),
  );
