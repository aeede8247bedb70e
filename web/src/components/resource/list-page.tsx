import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { DataTable, type Column, type Selection } from "@/components/data-table/data-table";
import type { ListResponse, ListSearch } from "@/components/data-table/list-search";
import { useListNavigate } from "@/components/data-table/use-list-search";
import { getList, listPath } from "./list-api";

/** A list page's frame: the heading, an intro, the page's buttons, then the content. */
export function ListPageFrame({
  heading,
  intro,
  actions,
  children,
}: {
  heading: string;
  intro?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto grid max-w-6xl grid-cols-1 gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="grid gap-1">
          <h1 className="text-2xl font-semibold tracking-tight">{heading}</h1>
          {intro ? <p className="max-w-3xl text-sm text-neutral-700">{intro}</p> : null}
        </div>
        {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
      </div>
      {children}
    </div>
  );
}

/**
 * A staff list that is not a resource descriptor (customers, users, the activity log): the shared table over
 * GET <path> with the URL's list state. `decode` checks the answer's rows when the page has a schema for them.
 */
export function ListPage<T>({
  heading,
  intro,
  actions,
  path,
  queryKey,
  search,
  extra,
  columns,
  rowKey,
  searchLabel,
  toolbar,
  selection,
  before,
  children,
}: {
  heading: string;
  intro?: ReactNode;
  actions?: ReactNode;
  path: string;
  queryKey: string;
  search: ListSearch;
  extra?: Record<string, string | number | undefined>;
  columns: Column<T>[];
  rowKey: (row: T) => string;
  searchLabel?: string;
  toolbar?: ReactNode;
  selection?: Selection<T>;
  /** Shown between the heading and the table. */
  before?: ReactNode;
  children?: ReactNode;
}) {
  const navigate = useListNavigate();
  const url = listPath(path, search, extra);
  const list = useQuery({
    queryKey: ["admin", queryKey, url],
    queryFn: ({ signal }): Promise<ListResponse<T>> => getList<T>(url, signal),
    placeholderData: keepPreviousData,
  });
  return (
    <ListPageFrame heading={heading} intro={intro} actions={actions}>
      {before}
      <DataTable
        caption={heading}
        columns={columns}
        rows={list.data?.data}
        total={list.data?.total}
        rowKey={rowKey}
        loading={list.isPending}
        search={search}
        onSearchChange={navigate}
        searchLabel={searchLabel}
        toolbar={toolbar}
        selection={selection}
        columnMenu
      />
      {children}
    </ListPageFrame>
  );
}
