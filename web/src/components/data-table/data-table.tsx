import { ArrowDown, ArrowUp, ArrowUpDown, ChevronLeft, ChevronRight, Search } from "lucide-react";
import { useEffect, useId, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { cn } from "@/lib/utils";
import {
  DEFAULT_ROWS_PER_PAGE,
  nextSort,
  ROWS_PER_PAGE_OPTIONS,
  sortState,
  type ListSearch,
} from "./list-search";

export const SEARCH_DEBOUNCE_MS = 350;

export interface Column<T> {
  id: string;
  header: string;
  cell: (row: T) => ReactNode;
  /** The API's snake_case sort key; the header becomes a sort button. */
  sortKey?: string;
  className?: string;
}

export interface DataTableProps<T> {
  /** An accessible name for the table (usually the page heading). */
  caption: string;
  columns: Column<T>[];
  rows: T[] | undefined;
  total: number | undefined;
  rowKey: (row: T) => string;
  search: ListSearch;
  /** Change the URL state; a changed search, sort or page size goes back to page 1. */
  onSearchChange: (next: ListSearch) => void;
  loading?: boolean;
  /** Label of the search field; without it there is no search field. */
  searchLabel?: string;
  /** Extra filters shown next to the search field. */
  toolbar?: ReactNode;
  empty?: string;
}

/** The one list component: search, sortable headers, paging and rows per page, all kept in the URL. */
export function DataTable<T>({
  caption,
  columns,
  rows,
  total,
  rowKey,
  search,
  onSearchChange,
  loading,
  searchLabel,
  toolbar,
  empty,
}: DataTableProps<T>) {
  const { t } = useTranslation();
  const id = useId();
  const page = search.page ?? 1;
  const rowsPerPage = search.rowsPerPage ?? DEFAULT_ROWS_PER_PAGE;
  const pages = Math.max(1, Math.ceil((total ?? 0) / rowsPerPage));
  const [text, setText] = useState(search.search ?? "");
  useEffect(() => setText(search.search ?? ""), [search.search]);
  // Typing searches after a short pause (the search lands in the URL); Enter searches at once.
  useEffect(() => {
    const value = text.trim() || undefined;
    if (value === (search.search || undefined)) return;
    const timer = setTimeout(() => change({ search: value }), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [text]);

  const change = (patch: Partial<ListSearch>, resetPage = true) => {
    const next: ListSearch = { ...search, ...patch };
    if (resetPage) delete next.page;
    for (const key of Object.keys(next) as (keyof ListSearch)[]) {
      if (next[key] === undefined || next[key] === "") delete next[key];
    }
    if (next.page === 1) delete next.page;
    if (next.rowsPerPage === DEFAULT_ROWS_PER_PAGE) delete next.rowsPerPage;
    onSearchChange(next);
  };

  return (
    <div className="grid min-w-0 grid-cols-1 gap-3">
      {searchLabel || toolbar ? (
        <div className="flex flex-wrap items-end gap-3">
          {searchLabel ? (
            <form
              role="search"
              className="flex items-end gap-2"
              onSubmit={(e) => {
                e.preventDefault();
                change({ search: text.trim() || undefined });
              }}
            >
              <div className="grid gap-1.5">
                <Label htmlFor={`${id}-search`}>{searchLabel}</Label>
                <Input
                  id={`${id}-search`}
                  name="search"
                  type="search"
                  value={text}
                  onChange={(e) => setText(e.target.value)}
                  className="w-64 max-w-full"
                />
              </div>
              <Button type="submit" variant="outline" size="icon" aria-label={t("table.search")}>
                <Search aria-hidden="true" />
              </Button>
            </form>
          ) : null}
          {toolbar}
        </div>
      ) : null}

      <div className="relative overflow-x-auto rounded-lg border border-neutral-200 bg-white">
        <table className="w-full text-left text-sm" aria-busy={loading || undefined}>
          <caption className="sr-only">{caption}</caption>
          <thead className="border-b border-neutral-200 bg-neutral-50">
            <tr>
              {columns.map((col) => {
                const state = col.sortKey ? sortState(search.sortBy, col.sortKey) : undefined;
                return (
                  <th
                    key={col.id}
                    scope="col"
                    aria-sort={state && state !== "none" ? state : undefined}
                    className={cn("px-3 py-2 font-semibold text-neutral-800", col.className)}
                  >
                    {col.sortKey ? (
                      <button
                        type="button"
                        className="inline-flex items-center gap-1 rounded hover:text-neutral-950 focus-visible:outline-2 focus-visible:outline-brand-700"
                        onClick={() => change({ sortBy: nextSort(search.sortBy, col.sortKey!) })}
                      >
                        {col.header}
                        {state === "ascending" ? (
                          <ArrowUp aria-hidden="true" className="size-3.5" />
                        ) : state === "descending" ? (
                          <ArrowDown aria-hidden="true" className="size-3.5" />
                        ) : (
                          <ArrowUpDown aria-hidden="true" className="size-3.5 text-neutral-500" />
                        )}
                      </button>
                    ) : (
                      col.header
                    )}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {loading && !rows ? (
              <tr>
                <td colSpan={columns.length} className="px-3 py-8 text-center">
                  <Spinner label={t("app.loading")} />
                </td>
              </tr>
            ) : rows && rows.length > 0 ? (
              rows.map((row) => (
                <tr key={rowKey(row)} className="border-b border-neutral-100 last:border-0">
                  {columns.map((col) => (
                    <td key={col.id} className={cn("px-3 py-2 align-middle", col.className)}>
                      {col.cell(row)}
                    </td>
                  ))}
                </tr>
              ))
            ) : (
              <tr>
                <td colSpan={columns.length} className="px-3 py-8 text-center text-neutral-700">
                  {empty ?? t("table.empty")}
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </div>

      <nav aria-label={t("table.pagination")} className="flex flex-wrap items-center justify-between gap-3 text-sm">
        <div className="flex items-center gap-2">
          <Label htmlFor={`${id}-rows`}>{t("table.rowsPerPage")}</Label>
          <select
            id={`${id}-rows`}
            name="rowsPerPage"
            value={rowsPerPage}
            onChange={(e) => change({ rowsPerPage: Number(e.target.value) })}
            className="h-9 rounded-md border border-neutral-400 bg-white px-2"
          >
            {ROWS_PER_PAGE_OPTIONS.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
          <span className="text-neutral-700">{t("table.total", { count: total ?? 0 })}</span>
        </div>
        <div className="flex items-center gap-2">
          <Button
            variant="outline"
            size="sm"
            disabled={page <= 1}
            onClick={() => change({ page: page - 1 }, false)}
            aria-label={t("table.previous")}
          >
            <ChevronLeft aria-hidden="true" />
          </Button>
          <span aria-live="polite">{t("table.pageOf", { page, pages })}</span>
          <Button
            variant="outline"
            size="sm"
            disabled={page >= pages}
            onClick={() => change({ page: page + 1 }, false)}
            aria-label={t("table.next")}
          >
            <ChevronRight aria-hidden="true" />
          </Button>
        </div>
      </nav>
    </div>
  );
}
