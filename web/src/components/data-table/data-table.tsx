import {
  getCoreRowModel,
  useReactTable,
  type ColumnDef,
  type RowSelectionState,
  type SortingState,
  type Updater,
  type VisibilityState,
} from "@tanstack/react-table";
import { ArrowDown, ArrowUp, ArrowUpDown, Columns3 } from "lucide-react";
import { useId, useMemo, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Popover, PopoverContent, PopoverTrigger } from "@/components/ui/popover";
import { Spinner } from "@/components/ui/spinner";
import { cn } from "@/lib/utils";
import { DEFAULT_ROWS_PER_PAGE, nextSort, sortState, type ListSearch } from "./list-search";
import { Pager } from "./pager";
import { SearchBox } from "./search-box";

export { SEARCH_DEBOUNCE_MS } from "./search-box";

export interface Column<T> {
  id: string;
  header: string;
  cell: (row: T) => ReactNode;
  /** The API's snake_case sort key; the header becomes a sort button. */
  sortKey?: string;
  className?: string;
  /** The column can be hidden from the "Columns" menu (default: yes, except the first column and "actions"). */
  hideable?: boolean;
  /** Hidden until the user shows it from the "Columns" menu (a narrow default that fits a laptop). */
  hiddenByDefault?: boolean;
}

/** Row selection: checkboxes in a first column, at most `max` rows at once (across pages). */
export interface Selection<T> {
  max: number;
  /** The selected rows, by key (kept by the page, so a selection survives paging). */
  selected: ReadonlyMap<string, T>;
  onChange: (selected: Map<string, T>) => void;
  /** The accessible name of a row's checkbox ("Select Kari Nordmann"). */
  rowLabel: (row: T) => string;
  /** What a refused click says (default: "You can select at most n rows …"), e.g. SPEC 8's words for cases. */
  limitText?: string;
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
  selection?: Selection<T>;
  /** Offer the "Columns" menu (show or hide columns). */
  columnMenu?: boolean;
}

const SELECT = "__select";

/**
 * The one list component, on TanStack Table (as the shadcn data table): search, sortable headers, paging and rows
 * per page kept in the URL (the API sorts and pages: manual sorting and paging), row selection with a maximum, and
 * the visible columns.
 */
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
  selection,
  columnMenu = false,
}: DataTableProps<T>) {
  const { t } = useTranslation();
  const [visibility, setVisibility] = useState<VisibilityState>(() =>
    Object.fromEntries(columns.filter((c) => c.hiddenByDefault).map((c) => [c.id, false])),
  );
  const [refused, setRefused] = useState(0);

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

  // The URL's sortBy ("-created_at") as the table's sorting state, keyed by column id.
  const sorting: SortingState = useMemo(() => {
    const col = columns.find((c) => c.sortKey && sortState(search.sortBy, c.sortKey) !== "none");
    return col ? [{ id: col.id, desc: sortState(search.sortBy, col.sortKey!) === "descending" }] : [];
  }, [columns, search.sortBy]);

  const data = rows ?? [];
  const rowSelection: RowSelectionState = useMemo(() => {
    const out: RowSelectionState = {};
    for (const key of selection?.selected.keys() ?? []) out[key] = true;
    return out;
  }, [selection?.selected]);

  // A refused change still re-renders (a counter), so the checkbox the user clicked shows the state again.
  const onRowSelectionChange = (updater: Updater<RowSelectionState>) => {
    if (!selection) return;
    const next = typeof updater === "function" ? updater(rowSelection) : updater;
    const byKey = new Map(data.map((r) => [rowKey(r), r] as const));
    const out = new Map<string, T>();
    let left = 0;
    for (const [key, on] of Object.entries(next)) {
      const row = byKey.get(key) ?? selection.selected.get(key);
      if (!on || !row) continue;
      // Rows selected before keep their place; new ones are taken in page order up to the maximum.
      if (out.size < selection.max || selection.selected.has(key)) out.set(key, row);
      else left += 1;
    }
    while (out.size > selection.max) out.delete(out.keys().next().value as string);
    setRefused((n) => (left > 0 ? n + 1 : 0));
    if (out.size !== selection.selected.size || [...out.keys()].some((k) => !selection.selected.has(k))) {
      selection.onChange(out);
    }
  };

  // The cells are rendered here, not through flexRender: the pages build their columns inline, and a new cell
  // function each render would be a new component type to React (remounting every cell, losing the focus).
  const defs: ColumnDef<T>[] = useMemo(() => {
    const base: ColumnDef<T>[] = columns.map((col, i) => ({
      id: col.id,
      header: col.header,
      enableSorting: !!col.sortKey,
      enableHiding: col.hideable ?? (i > 0 && col.id !== "actions"),
      meta: { col },
    }));
    return selection ? [{ id: SELECT, enableSorting: false, enableHiding: false }, ...base] : base;
  }, [columns, selection]);

  const table = useReactTable({
    data,
    columns: defs,
    getRowId: (row) => rowKey(row),
    getCoreRowModel: getCoreRowModel(),
    manualSorting: true,
    manualPagination: true,
    enableRowSelection: !!selection,
    state: { sorting, rowSelection, columnVisibility: visibility },
    onSortingChange: () => undefined, // the header buttons write the URL (see below)
    onRowSelectionChange,
    onColumnVisibilityChange: setVisibility,
  });
  const visibleCount = table.getVisibleLeafColumns().length;

  return (
    <div className="grid min-w-0 grid-cols-1 gap-3">
      {searchLabel || toolbar || columnMenu ? (
        <div className="flex flex-wrap items-end gap-3">
          {searchLabel ? (
            <SearchBox label={searchLabel} value={search.search} onSearch={(s) => change({ search: s })} />
          ) : null}
          {toolbar}
          {columnMenu ? <ColumnMenu table={table} /> : null}
        </div>
      ) : null}

      {selection ? (
        <p role="status" className={cn("text-sm", refused > 0 ? "font-medium text-red-700" : "text-neutral-700")}>
          {refused > 0
            ? (selection.limitText ?? t("table.selectionLimit", { max: selection.max }))
            : selection.selected.size > 0
              ? t("table.selected", { count: selection.selected.size, max: selection.max })
              : null}
        </p>
      ) : null}

      {/* A region that may scroll sideways on a narrow screen: focusable, so a keyboard can scroll it too. */}
      <div
        role="region"
        aria-label={caption}
        tabIndex={0}
        className="relative overflow-x-auto rounded-lg border border-neutral-200 bg-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
      >
        <table className="w-full text-left text-sm" aria-busy={loading || undefined}>
          <caption className="sr-only">{caption}</caption>
          <thead className="border-b border-neutral-200 bg-neutral-50">
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const col = (header.column.columnDef.meta as { col?: Column<T> } | undefined)?.col;
                  const state = col?.sortKey ? sortState(search.sortBy, col.sortKey) : undefined;
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      aria-sort={state && state !== "none" ? state : undefined}
                      className={cn("px-3 py-2 font-semibold text-neutral-800", col?.className, !col && "w-8")}
                    >
                      {col?.sortKey ? (
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
                      ) : col ? (
                        col.header
                      ) : (
                        <Checkbox
                          aria-label={t("table.selectPage")}
                          checked={table.getIsAllRowsSelected()}
                          ref={(el) => {
                            // Kept in step on every render: a refused click must not leave the box ticked.
                            if (el) {
                              el.checked = table.getIsAllRowsSelected();
                              el.indeterminate = table.getIsSomeRowsSelected();
                            }
                          }}
                          onChange={(e) => table.toggleAllRowsSelected(e.target.checked)}
                        />
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody>
            {loading && !rows ? (
              <tr>
                <td colSpan={visibleCount} className="px-3 py-8 text-center">
                  <Spinner label={t("app.loading")} />
                </td>
              </tr>
            ) : data.length > 0 ? (
              table.getRowModel().rows.map((row) => (
                <tr
                  key={row.id}
                  data-state={row.getIsSelected() ? "selected" : undefined}
                  className="border-b border-neutral-100 last:border-0 data-[state=selected]:bg-brand-50"
                >
                  {row.getVisibleCells().map((cell) => {
                    const col = (cell.column.columnDef.meta as { col?: Column<T> } | undefined)?.col;
                    return (
                      <td key={cell.id} className={cn("px-3 py-2 align-middle", col?.className)}>
                        {col ? (
                          col.cell(row.original)
                        ) : (
                          <Checkbox
                            aria-label={selection?.rowLabel(row.original)}
                            checked={row.getIsSelected()}
                            ref={(el) => {
                              if (el) el.checked = row.getIsSelected();
                            }}
                            onChange={(e) => row.toggleSelected(e.target.checked)}
                          />
                        )}
                      </td>
                    );
                  })}
                </tr>
              ))
            ) : (
              <tr>
                <td colSpan={visibleCount} className="px-3 py-8 text-center text-neutral-700">
                  {empty ?? t("table.empty")}
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </div>

      <Pager
        search={search}
        total={total ?? 0}
        showTotal
        onChange={(next) => change(next, false)}
      />
    </div>
  );
}

/** "Columns": a checkbox per column that can be hidden. */
function ColumnMenu<T>({ table }: { table: ReturnType<typeof useReactTable<T>> }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <Popover>
      <PopoverTrigger asChild>
        <Button variant="outline" size="sm" className="ml-auto">
          <Columns3 aria-hidden="true" />
          {t("table.columns")}
        </Button>
      </PopoverTrigger>
      <PopoverContent align="end" className="w-56">
        <fieldset className="grid gap-2">
          <legend className="mb-1 text-sm font-semibold">{t("table.columnsLegend")}</legend>
          {table
            .getAllLeafColumns()
            .filter((c) => c.getCanHide())
            .map((c) => (
              <label key={c.id} htmlFor={`${id}-${c.id}`} className="flex items-center gap-2 text-sm">
                <Checkbox
                  id={`${id}-${c.id}`}
                  checked={c.getIsVisible()}
                  onChange={(e) => c.toggleVisibility(e.target.checked)}
                />
                {String(c.columnDef.header)}
              </label>
            ))}
        </fieldset>
      </PopoverContent>
    </Popover>
  );
}
