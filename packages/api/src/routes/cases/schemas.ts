import { z } from "@hono/zod-openapi";
import { CASE_SORTABLE, CaseListFilters } from "@innfri/core/cases/case.schema";
import type { Case } from "@innfri/core/cases/store";
import { caseListItemView, caseView } from "@innfri/core/cases/store";
import { listQuery } from "../../lib/list";

/** What the cases' routes share: tags, the id, the list query, and the views (core's case-views.schema.ts). */

export const tags = { cases: ["Cases"], statistics: ["Cases: statistics"], allowances: ["Allowances"] };
/** A case id is its case number; anything else names no case (404). */
export const idParam = z.object({ id: z.string().min(1).max(64) });

export const CaseListQuery = listQuery({ sortable: CASE_SORTABLE, defaultDesc: true, filters: CaseListFilters });

export {
  Allowance,
  CaseClaimAmountStatistics,
  CaseEventList,
  CaseList,
  CaseMessage,
  CaseProcedures,
  CaseSettings,
  CaseStatistics,
  CaseStepStatistics,
  CaseView,
} from "@innfri/core/cases/case-views.schema";

export const viewOf = (c: Case) => caseView(c);
export const listView = (l: { data: Case[]; total: number }) => ({
  data: l.data.map(caseListItemView),
  total: l.total,
});
