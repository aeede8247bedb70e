// The calls of a case's steps (wt-steps' API): the steps that may run now, the steps run, running one. Every answer
// is decoded with core's view schemas (cases/steps/step-views.schema.ts): one shape, checked, never guessed.
import { queryOptions } from "@tanstack/react-query";
import { z } from "zod";
import {
  AvailableStepList,
  CaseStepList,
  CaseStepView,
  type RecordServiceInput,
  type RunStepInput,
} from "@innfri/core/cases/steps/step-views.schema";
import { api } from "@/lib/api-client";
import { casesKey } from "./cases";

const enc = encodeURIComponent;

/** GET /cases/{id}/available-steps: the procedure's next steps with the law's answer for each, now. */
export function availableStepsQuery(customerId: string, caseId: string) {
  const path = `/cases/${enc(caseId)}/available-steps`;
  return queryOptions({
    queryKey: [...casesKey(customerId), "available-steps", caseId],
    queryFn: async ({ signal }) => AvailableStepList.parse(await api.get<unknown>(path, { signal })),
  });
}

/** GET /cases/{id}/steps: the steps run on the case, with their fees and deadlines and the reasons for them. */
export function caseStepsQuery(customerId: string, caseId: string) {
  const path = `/cases/${enc(caseId)}/steps`;
  return queryOptions({
    queryKey: [...casesKey(customerId), "steps", caseId],
    queryFn: async ({ signal }) => CaseStepList.parse(await api.get<unknown>(path, { signal })),
  });
}

/** The answer of POST /cases/{id}/steps: the API's words and the step run (planned, queued or sent). */
export const RunStepAnswer = z.object({ message: z.string(), data: CaseStepView });

/**
 * POST /cases/{id}/steps. The Idempotency-Key is made once per attempt by the caller (the dialog), so a retry of the
 * same click (a lost answer) cannot send the letter twice.
 */
export const runStep = async (caseId: string, body: RunStepInput, idempotencyKey: string) =>
  RunStepAnswer.parse(
    await api.post<unknown>(`/cases/${enc(caseId)}/steps`, body, { headers: { "Idempotency-Key": idempotencyKey } }),
  );

/** The answer of PATCH /cases/{id}/steps/{runId}/service: the API's words and the step, served. */
export const RecordServiceAnswer = z.object({ message: z.string(), data: CaseStepView });

/** PATCH /cases/{id}/steps/{runId}/service: the day a served notice (the konkursvarsel) was served (issue 18 #1). */
export const recordService = async (caseId: string, runId: string, body: RecordServiceInput) =>
  RecordServiceAnswer.parse(await api.patch<unknown>(`/cases/${enc(caseId)}/steps/${enc(runId)}/service`, body));
