// The calls of a case's down-payment plan (POST/GET/DELETE /cases/{id}/down-payment-plan) and the dashboard's list of
// plans with a missed instalment (GET /cases/down-payment-plans/missed). Every answer is decoded with core's view
// schemas (cases/operations/plan-views.schema.ts).
import { queryOptions } from "@tanstack/react-query";
import { z } from "zod";
import type { DownPaymentPlanInput } from "@innfri/core/cases/operations/plan-rules";
import {
  DownPaymentPlanMessage,
  DownPaymentPlanView,
  MissedPlanList,
} from "@innfri/core/cases/operations/plan-views.schema";
import { api, isApiError } from "@/lib/api-client";
import { casesKey } from "./cases";

const enc = encodeURIComponent;
const planPath = (caseId: string) => `/cases/${enc(caseId)}/down-payment-plan`;

/** The case's active plan, or null when it has none (the API's 404 "no active plan" is an answer here, not an error). */
export function planQuery(customerId: string, caseId: string) {
  return queryOptions({
    queryKey: [...casesKey(customerId), "plan", caseId],
    queryFn: async ({ signal }) => {
      try {
        return DownPaymentPlanView.parse(await api.get<unknown>(planPath(caseId), { signal }));
      } catch (error) {
        if (isApiError(error) && error.status === 404) return null;
        throw error;
      }
    },
  });
}

export function missedPlansQuery(customerId: string) {
  return queryOptions({
    queryKey: [...casesKey(customerId), "plans", "missed"],
    queryFn: async ({ signal }) => MissedPlanList.parse(await api.get<unknown>("/cases/down-payment-plans/missed", { signal })),
  });
}

export const agreePlan = async (caseId: string, body: DownPaymentPlanInput) =>
  DownPaymentPlanMessage.parse(await api.post<unknown>(planPath(caseId), body));

export const cancelPlan = async (caseId: string) =>
  z.object({ message: z.string() }).parse(await api.delete<unknown>(planPath(caseId)));
