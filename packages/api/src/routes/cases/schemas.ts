import { z } from "@hono/zod-openapi";
import { CASE_SORTABLE, CaseListFilters } from "@innfri/core/cases/case.schema";
import type { Case } from "@innfri/core/cases/store";
import { caseListItemView, caseView } from "@innfri/core/cases/store";
import { listQuery } from "../../lib/list";
import { responses } from "../../lib/schemas";

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

/** The Idempotency-Key header of POST /cases: a repeat with the same key answers the case the first one started. */
export const IdempotencyHeaders = z.object({
  "idempotency-key": z
    .string()
    .trim()
    .min(1, { error: "validation.required" })
    .max(200, { error: "validation.tooLong" })
    .optional()
    .openapi({ description: "Makes the POST safe to repeat: the same key answers the case it started first" }),
});

const json = <T>(schema: T, description: string) => ({ content: { "application/json": { schema } }, description });
/** 201 for a new case, 200 for the case a repeated keyed request started; with the shared error answers. */
export const startedOrFound = <T>(ok: T) => {
  const { 200: _ok, ...errors } = responses(ok);
  return { 200: json(ok, "Found (a repeat: no change)"), 201: json(ok, "Started"), ...errors };
};
