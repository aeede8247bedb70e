// The URL state of the case pages (their routes' validateSearch). Light on purpose (entry bundle): core's list
// filters and the list-search helpers only, never a page.
import { CASE_SORTABLE, CaseListFilters } from "@innfri/core/cases/case.schema";
import { StepBatchFilters } from "@innfri/core/cases/steps/step-batch-views.schema";
import { validateListSearch, type ListSearch } from "@/components/data-table/list-search";

/** camelCase → the API's snake_case sort key ("caseNumber" → "case_number"). */
const snake = (s: string) => s.replace(/[A-Z]/g, (ch) => `_${ch.toLowerCase()}`);
export const CASE_SORT_KEYS = CASE_SORTABLE.map(snake);

/** The filters the list keeps in the URL (status, the last step's kind, due or not). */
export const CASE_FILTER_KEYS = ["status", "step", "due"] as const;
type FilterKey = (typeof CASE_FILTER_KEYS)[number];

export type CaseListSearch = ListSearch & Partial<Pick<CaseListFilters, FilterKey>>;

/** validateSearch of /customer/cases: page, size, sort, search, and each filter core's schema accepts. */
export function validateCaseListSearch(search: Record<string, unknown>): CaseListSearch {
  const out: CaseListSearch = validateListSearch(CASE_SORT_KEYS)(search);
  for (const key of CASE_FILTER_KEYS) {
    const parsed = CaseListFilters.shape[key].safeParse(search[key]);
    if (parsed.success && parsed.data) (out as Record<string, unknown>)[key] = parsed.data;
  }
  return out;
}

/** The filters of a list search, to send with the list call. */
export function filtersOfCaseSearch(search: CaseListSearch): Record<FilterKey, string | undefined> {
  return { status: search.status, step: search.step, due: search.due };
}

/** The case page's tabs (SPEC 2), as `/customer/cases/view/{id}/tab/{tabName}` spells them. */
export const CASE_TABS = ["events", "documents", "payments", "claims", "notes", "email-log"] as const;
export type CaseTab = (typeof CASE_TABS)[number];

export const isCaseTab = (value: unknown): value is CaseTab => (CASE_TABS as readonly unknown[]).includes(value);

/** SPEC 2: a non-numeric id in a step route becomes 0 ("abc" → 0, "12" → 12). */
export function stepIdParam(raw: string | undefined): number {
  return raw && /^\d{1,15}$/.test(raw) ? Number(raw) : 0;
}

/** /customer/batch-results: page, size, the status and source filters, and the batch whose cases are open. */
export type BatchResultsSearch = ListSearch & Partial<StepBatchFilters> & { batch?: string };

export function validateBatchResultsSearch(search: Record<string, unknown>): BatchResultsSearch {
  const out: BatchResultsSearch = validateListSearch(["created_at"])(search);
  const status = StepBatchFilters.shape.status.safeParse(search.status);
  const source = StepBatchFilters.shape.source.safeParse(search.source);
  if (status.success && status.data) out.status = status.data;
  if (source.success && source.data) out.source = source.data;
  if (typeof search.batch === "string" && /^[A-Za-z0-9_-]{1,100}$/.test(search.batch)) out.batch = search.batch;
  return out;
}
