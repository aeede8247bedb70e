import { interestTodayOf } from "@innfri/core/cases/case-interest";
import { caseEvents } from "@innfri/core/cases/lists";
import { getCase } from "@innfri/core/cases/store";
import { router } from "../../lib/openapi";
import { secured } from "../../lib/route";
import { responses } from "../../lib/schemas";
import { caseRead } from "./access";
import { CaseEventList, CaseView, idParam, tags, viewOf } from "./schemas";

/** One case (SPEC 2 /customer/cases/view/{id}): its fields and claims, and its events tab. */
export const caseDetail = router()
  .openapi(
    secured({
      ...caseRead,
      method: "get",
      path: "/{id}",
      tags: tags.cases,
      summary: "A case (id = its case number) with its claims",
      request: { params: idParam },
      responses: responses(CaseView),
    }),
    async (c) => {
      const found = await getCase(c.get("customerId"), c.req.valid("param").id);
      // the interest to today beside the stored figures (as of the last letter or payment): C13
      return c.json({ ...viewOf(found), interestToday: await interestTodayOf(found) }, 200);
    },
  )
  .openapi(
    secured({
      ...caseRead,
      method: "get",
      path: "/{id}/events",
      tags: tags.cases,
      summary: "What happened on the case, oldest first (who, when, the status after)",
      request: { params: idParam },
      responses: responses(CaseEventList),
    }),
    async (c) => c.json(await caseEvents(c.get("customerId"), c.req.valid("param").id), 200),
  );
