import { StatisticsPeriodQuery } from "@innfri/core/cases/case.schema";
import { caseClaimAmountStatistics, caseStatistics, caseSteps } from "@innfri/core/cases/statistics";
import { router } from "../../lib/openapi";
import { secured } from "../../lib/route";
import { responses } from "../../lib/schemas";
import { caseRead } from "./access";
import { CaseClaimAmountStatistics, CaseStatistics, CaseStepStatistics, tags } from "./schemas";

/** The dashboard's case figures (SPEC 2), from counters: never a read of the cases. */
export const caseStatisticsRoutes = router()
  .openapi(
    secured({
      ...caseRead,
      method: "get",
      path: "/case-statistics",
      tags: tags.statistics,
      summary:
        "Cases started in the period from-to (default: this year): open, closed, total, amount registered, payments received, outstanding; and all cases by status",
      request: { query: StatisticsPeriodQuery },
      responses: responses(CaseStatistics),
    }),
    async (c) => c.json(await caseStatistics(c.get("customerId"), c.req.valid("query")), 200),
  )
  .openapi(
    secured({
      ...caseRead,
      method: "get",
      path: "/case-statistics-claim-amount",
      tags: tags.statistics,
      summary: "Per month of the period: cases started, amount registered and money recovered (the dashboard chart)",
      request: { query: StatisticsPeriodQuery },
      responses: responses(CaseClaimAmountStatistics),
    }),
    async (c) => c.json(await caseClaimAmountStatistics(c.get("customerId"), c.req.valid("query")), 200),
  )
  .openapi(
    secured({
      ...caseRead,
      method: "get",
      path: "/case-steps",
      tags: tags.statistics,
      summary: "Open cases per last step (none: no step yet), every step kind in ladder order (the dashboard chart)",
      responses: responses(CaseStepStatistics),
    }),
    async (c) => c.json(await caseSteps(c.get("customerId")), 200),
  );
