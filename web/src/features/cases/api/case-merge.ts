// The calls of merging cases, reverting steps and moving claims (issue 11). Every answer is decoded with core's
// schemas (cases/operations/case-merge.schema.ts): one shape, checked, never guessed.
import {
  MergeCasesResult,
  MoveClaimsResult,
  RevertStepsResult,
  type MergeCasesInput,
  type MoveClaimsInput,
  type RevertStepsInput,
} from "@innfri/core/cases/operations/case-merge.schema";
import { queryOptions } from "@tanstack/react-query";
import { CaseList } from "@innfri/core/cases/case-views.schema";
import { api } from "@/lib/api-client";
import { casesKey } from "./cases";

const enc = encodeURIComponent;

/** POST /cases/{id}/merge: the other cases into {id}. */
export const mergeCases = async (targetId: string, body: MergeCasesInput) =>
  MergeCasesResult.parse(await api.post<unknown>(`/cases/${enc(targetId)}/merge`, body));

/** POST /cases/{id}/revert: the steps from the run on, keeping their fees or not. */
export const revertSteps = async (caseId: string, body: RevertStepsInput) =>
  RevertStepsResult.parse(await api.post<unknown>(`/cases/${enc(caseId)}/revert`, body));

/** PATCH /cases/{id}/move-claims: claims of {id} to another case of the debtor. */
export const moveClaims = async (caseId: string, body: MoveClaimsInput) =>
  MoveClaimsResult.parse(await api.patch<unknown>(`/cases/${enc(caseId)}/move-claims`, body));

/** GET /cases?debtorId=…: the debtor's cases (the case page's merge and move dialogs choose among them). */
export function debtorCasesQuery(customerId: string, debtorId: string) {
  const path = `/cases?page=1&rowsPerPage=50&debtorId=${enc(debtorId)}`;
  return queryOptions({
    queryKey: [...casesKey(customerId), "debtor-cases", debtorId],
    queryFn: async ({ signal }) => CaseList.parse(await api.get<unknown>(path, { signal })),
  });
}
