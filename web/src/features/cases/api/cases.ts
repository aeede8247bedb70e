// The calls of the cases (GET/POST /cases, GET /cases/{id}, its events, PATCH /cases/{id}/open, the export). Every
// answer is decoded with core's view schema (case-views.schema.ts): one shape, checked, never guessed.
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { CaseEventList, CaseList, CaseMessage, CaseView } from "@innfri/core/cases/case-views.schema";
import type { StartCaseInput } from "@innfri/core/cases/case.schema";
import { listQuery } from "@/components/data-table/list-search";
import { api, downloadFile } from "@/lib/api-client";
import { filtersOfCaseSearch, type CaseListSearch } from "../search";

const enc = encodeURIComponent;

/** Every query of the cases starts with this, so a change (a case started or opened) refreshes them all. */
export const casesKey = (customerId: string) => ["cases", customerId] as const;

export function caseListPath(search: CaseListSearch) {
  return `/cases${listQuery(search, filtersOfCaseSearch(search))}`;
}

export function caseListQuery(customerId: string, search: CaseListSearch) {
  const path = caseListPath(search);
  return queryOptions({
    queryKey: [...casesKey(customerId), "list", path],
    queryFn: async ({ signal }) => CaseList.parse(await api.get<unknown>(path, { signal })),
    placeholderData: keepPreviousData,
  });
}

/** A debtor's cases on its page (GET /cases?debtorId=), newest first: the first `DEBTOR_CASES` of them. */
export const DEBTOR_CASES = 25;
export function debtorCasesQuery(customerId: string, debtorId: string) {
  const path = `/cases?page=1&rowsPerPage=${DEBTOR_CASES}&sortBy=case_number&sortDesc=true&debtorId=${enc(debtorId)}`;
  return queryOptions({
    queryKey: [...casesKey(customerId), "debtor", debtorId],
    queryFn: async ({ signal }) => CaseList.parse(await api.get<unknown>(path, { signal })),
  });
}

export function caseQuery(customerId: string, caseId: string) {
  return queryOptions({
    queryKey: [...casesKey(customerId), "case", caseId],
    queryFn: async ({ signal }) => CaseView.parse(await api.get<unknown>(`/cases/${enc(caseId)}`, { signal })),
  });
}

/** The case's events in the order they happened (the API answers them all). */
export function caseEventsQuery(customerId: string, caseId: string) {
  const path = `/cases/${enc(caseId)}/events`;
  return queryOptions({
    queryKey: [...casesKey(customerId), "events", caseId],
    queryFn: async ({ signal }) => CaseEventList.parse(await api.get<unknown>(path, { signal })),
  });
}

/** POST /cases: the case started (or saved not started), with the API's words for it. */
export const startCase = async (body: StartCaseInput) => CaseMessage.parse(await api.post<unknown>("/cases", body));

/** PATCH /cases/{id}/open: a not-started case starts. */
export const openCase = async (caseId: string) =>
  CaseMessage.parse(await api.patch<unknown>(`/cases/${enc(caseId)}/open`, {}));

/** POST /cases/export-statistics: the list's status and step filters as CSV, under the name the API suggests. */
export const exportCases = (search: CaseListSearch) => {
  const { status, step } = filtersOfCaseSearch(search);
  return downloadFile("POST", "/cases/export-statistics", "saker.csv", { format: "csv", status, step });
};
