// The list conventions of the API (packages/api/src/lib/list.ts): page (1-based), rowsPerPage, sortBy (snake_case,
// "-" prefix for descending), search; the answer is { data, total }. The state lives in the URL (validateSearch).

export const ROWS_PER_PAGE_OPTIONS = [10, 25, 50, 100] as const;
export const DEFAULT_ROWS_PER_PAGE = 25;

export interface ListSearch {
  page?: number;
  rowsPerPage?: number;
  sortBy?: string;
  search?: string;
}

export interface ListResponse<T> {
  data: T[];
  total: number;
}

function positiveInt(value: unknown): number | undefined {
  const n = typeof value === "number" ? value : typeof value === "string" ? Number(value) : NaN;
  return Number.isInteger(n) && n > 0 ? n : undefined;
}

/**
 * validateSearch for a list route: keeps only valid values (a bad page or an unknown sort key is dropped, so the
 * list falls back to its defaults). `sortKeys` are the API's snake_case sort keys.
 */
export function validateListSearch(sortKeys: readonly string[]) {
  return (search: Record<string, unknown>): ListSearch => {
    const out: ListSearch = {};
    const page = positiveInt(search.page);
    if (page && page > 1) out.page = page;
    const rows = positiveInt(search.rowsPerPage);
    if (rows && (ROWS_PER_PAGE_OPTIONS as readonly number[]).includes(rows) && rows !== DEFAULT_ROWS_PER_PAGE) {
      out.rowsPerPage = rows;
    }
    if (typeof search.sortBy === "string" && sortKeys.includes(search.sortBy.replace(/^-/, ""))) {
      out.sortBy = search.sortBy;
    }
    if (typeof search.search === "string" && search.search.trim()) out.search = search.search.trim();
    return out;
  };
}

/** The query string of a list call, e.g. "?page=2&rowsPerPage=25&sortBy=-created_at&search=kari". */
export function listQuery(search: ListSearch, extra: Record<string, string | number | undefined> = {}): string {
  const params = new URLSearchParams();
  params.set("page", String(search.page ?? 1));
  params.set("rowsPerPage", String(search.rowsPerPage ?? DEFAULT_ROWS_PER_PAGE));
  if (search.sortBy) params.set("sortBy", search.sortBy);
  if (search.search) params.set("search", search.search);
  for (const [key, value] of Object.entries(extra)) {
    if (value !== undefined && value !== "") params.set(key, String(value));
  }
  return `?${params.toString()}`;
}

/** The next sortBy when a column header is clicked: ascending, then descending, then ascending again. */
export function nextSort(current: string | undefined, key: string): string {
  if (current === key) return `-${key}`;
  return key;
}

export function sortState(current: string | undefined, key: string): "ascending" | "descending" | "none" {
  if (current === key) return "ascending";
  if (current === `-${key}`) return "descending";
  return "none";
}

/**
 * Search, sort and page a complete list in the browser, the same way the API does, for endpoints that answer the
 * whole (small) list at once. `fields` maps the snake_case sort keys to values; `searchIn` gives the text searched.
 */
export function applyListLocally<T>(
  rows: readonly T[],
  search: ListSearch,
  fields: Record<string, (row: T) => string | number | null | undefined>,
  searchIn: (row: T) => string,
): ListResponse<T> {
  const q = search.search?.trim().toLowerCase();
  let out = q ? rows.filter((r) => searchIn(r).toLowerCase().includes(q)) : [...rows];
  const key = search.sortBy?.replace(/^-/, "");
  const get = key ? fields[key] : undefined;
  if (get) {
    const dir = search.sortBy!.startsWith("-") ? -1 : 1;
    out = out.sort((a, b) => {
      const x = get(a) ?? "";
      const y = get(b) ?? "";
      return (typeof x === "number" && typeof y === "number" ? x - y : String(x).localeCompare(String(y), "nb")) * dir;
    });
  }
  const size = search.rowsPerPage ?? DEFAULT_ROWS_PER_PAGE;
  const start = ((search.page ?? 1) - 1) * size;
  return { data: out.slice(start, start + size), total: out.length };
}
