import { validateListSearch, type ListSearch } from "@/components/data-table/list-search";

// The activity log's URL search, apart from the page so that the route (loaded at start) does not pull the page in.

export interface ActivitySearch extends ListSearch {
  customerId?: string;
  userId?: string;
  from?: string;
  to?: string;
}

export const ACTIVITY_DATE = /^\d{4}-\d{2}-\d{2}$/;

export function validateActivitySearch(search: Record<string, unknown>): ActivitySearch {
  const out: ActivitySearch = validateListSearch([])(search);
  for (const key of ["customerId", "userId"] as const) {
    const v = search[key];
    if (typeof v === "string" && v.trim()) out[key] = v.trim();
  }
  for (const key of ["from", "to"] as const) {
    const v = search[key];
    if (typeof v === "string" && ACTIVITY_DATE.test(v)) out[key] = v;
  }
  return out;
}
