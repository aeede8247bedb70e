import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { DataTable, type Column } from "@/components/data-table/data-table";
import type { ListSearch } from "@/components/data-table/list-search";
import { useListNavigate } from "@/components/data-table/use-list-search";
import { getList, listPath } from "@/lib/customer-api";

/** A staff list page: heading, actions, and the shared data table over GET <path> with the URL's list state. */
export function AdminList<T>({
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
  children?: ReactNode;
}) {
  const navigate = useListNavigate();
  const url = listPath(path, search, extra);
  const list = useQuery({
    queryKey: ["admin", queryKey, url],
    queryFn: ({ signal }) => getList<T>(url, signal),
    placeholderData: keepPreviousData,
  });
  return (
    <div className="mx-auto grid max-w-6xl grid-cols-1 gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="grid gap-1">
          <h1 className="text-2xl font-semibold tracking-tight">{heading}</h1>
          {intro ? <p className="text-sm text-neutral-700">{intro}</p> : null}
        </div>
        {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
      </div>
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
      />
      {children}
    </div>
  );
}
