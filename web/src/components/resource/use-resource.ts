// The calls of any resource descriptor (packages/core/src/resource/define.ts): GET /<name> (a page of the list),
// POST /<name>, PUT /<name>/{id}, DELETE /<name>/{id}. Every answer is decoded with the descriptor's view schema:
// one shape, checked, so a page never guesses what the API sent.
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { FieldValues, UseFormSetError } from "react-hook-form";
import { z } from "zod";
import type { ResourceDescriptor, ViewOf } from "@innfri/core/resource/define";
import { listQuery, type ListResponse, type ListSearch } from "@/components/data-table/list-search";
import { api } from "@/lib/api-client";

const enc = encodeURIComponent;

/** The list answer `{ data: View[], total }`, decoded. */
export function decodeList<D extends ResourceDescriptor>(descriptor: D, body: unknown): ListResponse<ViewOf<D>> {
  return z
    .object({ data: z.array(descriptor.schemas.view), total: z.number().int().min(0) })
    .parse(body) as ListResponse<ViewOf<D>>;
}

/** One item, decoded. */
export const decodeItem = <D extends ResourceDescriptor>(descriptor: D, body: unknown) =>
  descriptor.schemas.view.parse(body) as ViewOf<D>;

/** The item's id as its paths spell it. */
export const idOf = <D extends ResourceDescriptor>(descriptor: D, item: ViewOf<D>) =>
  String((item as Record<string, unknown>)[descriptor.id]);

/** A page of the list; every query of the resource starts with `[name]`, so a change refreshes them all. */
export function resourceListQuery<D extends ResourceDescriptor>(
  descriptor: D,
  search: ListSearch,
  extra: Record<string, string | number | undefined> = {},
) {
  const url = `/${descriptor.name}${listQuery(search, extra)}`;
  return queryOptions({
    queryKey: [descriptor.name, "list", url],
    queryFn: async ({ signal }) => decodeList(descriptor, await api.get<unknown>(url, { signal })),
    placeholderData: keepPreviousData,
  });
}

/** One item by its id (a form page's item); a 404 is the error's `status`. */
export function resourceItemQuery<D extends ResourceDescriptor>(descriptor: D, id: string) {
  return queryOptions({
    queryKey: [descriptor.name, "item", id],
    queryFn: async ({ signal }) =>
      decodeItem(descriptor, await api.get<unknown>(`/${descriptor.name}/${enc(id)}`, { signal })),
    retry: false,
  });
}

type Variables = {
  create: unknown;
  update: { id: string; body: unknown };
  remove: string;
};

/**
 * Create (the body), update (`{ id, body }`) or remove (the id). 422 field errors go onto `setError`'s form (see
 * lib/query-client.ts); a success invalidates every query of the resource.
 */
export function useResourceMutation<D extends ResourceDescriptor, K extends "create" | "update" | "remove">(
  descriptor: D,
  kind: K,
  { setError }: { setError?: UseFormSetError<FieldValues> } = {},
) {
  const queryClient = useQueryClient();
  const path = `/${descriptor.name}`;
  return useMutation({
    mutationFn: async (variables: Variables[K]): Promise<K extends "remove" ? void : ViewOf<D>> => {
      if (kind === "remove") {
        await api.delete<unknown>(`${path}/${enc(variables as string)}`);
        return undefined as never;
      }
      if (kind === "update") {
        const { id, body } = variables as Variables["update"];
        return decodeItem(descriptor, await api.put<unknown>(`${path}/${enc(id)}`, body)) as never;
      }
      return decodeItem(descriptor, await api.post<unknown>(path, variables)) as never;
    },
    meta: setError ? { setError } : undefined,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [descriptor.name] }),
  });
}
