// The dashboard's case figures (GET /cases/case-statistics, /case-statistics-claim-amount, /case-steps), the
// customer's allowance (GET /customers/{id}/allowances) and the case settings (GET/PUT /case-settings). Every
// answer is decoded with core's view schema (case-views.schema.ts).
import { queryOptions } from "@tanstack/react-query";
import {
  Allowance,
  CaseClaimAmountStatistics,
  CaseSettings,
  CaseStatistics,
  CaseStepStatistics,
} from "@innfri/core/cases/case-views.schema";
import { api } from "@/lib/api-client";
import { casesKey } from "./cases";

export interface Period {
  from: string;
  to: string;
}

const periodQuery = (p: Period) => `?from=${encodeURIComponent(p.from)}&to=${encodeURIComponent(p.to)}`;

export function caseStatisticsQuery(customerId: string, period: Period) {
  const path = `/cases/case-statistics${periodQuery(period)}`;
  return queryOptions({
    queryKey: [...casesKey(customerId), "statistics", path],
    queryFn: async ({ signal }) => CaseStatistics.parse(await api.get<unknown>(path, { signal })),
  });
}

export function caseClaimAmountQuery(customerId: string, period: Period) {
  const path = `/cases/case-statistics-claim-amount${periodQuery(period)}`;
  return queryOptions({
    queryKey: [...casesKey(customerId), "statistics", path],
    queryFn: async ({ signal }) => CaseClaimAmountStatistics.parse(await api.get<unknown>(path, { signal })),
  });
}

export function caseStepsQuery(customerId: string) {
  return queryOptions({
    queryKey: [...casesKey(customerId), "statistics", "steps"],
    queryFn: async ({ signal }) => CaseStepStatistics.parse(await api.get<unknown>("/cases/case-steps", { signal })),
  });
}

/** Cases and sends left; starting a case uses one, so it lives under the cases' key and refreshes with them. */
export function allowanceQuery(customerId: string) {
  const path = `/customers/${encodeURIComponent(customerId)}/allowances`;
  return queryOptions({
    queryKey: [...casesKey(customerId), "allowance"],
    queryFn: async ({ signal }) => Allowance.parse(await api.get<unknown>(path, { signal })),
  });
}

export const caseSettingsKey = (customerId: string) => [...casesKey(customerId), "settings"] as const;

export function caseSettingsQuery(customerId: string) {
  return queryOptions({
    queryKey: caseSettingsKey(customerId),
    queryFn: async ({ signal }) => CaseSettings.parse(await api.get<unknown>("/case-settings", { signal })),
  });
}

/** PUT /case-settings: the minimum owed amount as typed (NOK, "1 000,50"); the API answers øre. */
export const saveCaseSettings = async (body: {
  minimumOwed: string;
  revertStepsOnPayment?: boolean;
  extendHolidayDeadlines?: boolean;
  /** Issue 18 #13: the KID agreement (null: none). */
  kidAgreement?: { length: number; modulus: "MOD10" | "MOD11" } | null;
}) =>
  CaseSettings.parse(await api.put<unknown>("/case-settings", body));
