// Staff lists that are not (yet) a resource descriptor (customers, users, activity log): GET <path>?<list state>.
import type { ListResponse, ListSearch } from "@/components/data-table/list-search";
import { listQuery } from "@/components/data-table/list-search";
import { api } from "@/lib/api-client";

export function listPath(path: string, search: ListSearch, extra?: Record<string, string | number | undefined>) {
  return `${path}${listQuery(search, extra)}`;
}

export function getList<T>(path: string, signal?: AbortSignal) {
  return api.get<ListResponse<T>>(path, { signal });
}
