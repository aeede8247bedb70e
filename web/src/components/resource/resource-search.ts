// The list state of a resource page, for its route's validateSearch. Light on purpose (the routes' validateSearch is
// in the entry bundle): the descriptor and the list-search helpers only, never the page.
import type { ResourceDescriptor } from "@innfri/core/resource/define";
import { validateListSearch, type ListSearch } from "@/components/data-table/list-search";

/** camelCase → the API's snake_case sort key ("createdAt" → "created_at"). */
export const snakeCase = (s: string) => s.replace(/[A-Z]/g, (ch) => `_${ch.toLowerCase()}`);

/** The sort keys a resource's list accepts, as the URL and the API spell them. */
export const sortKeysOf = (descriptor: Pick<ResourceDescriptor, "list">) => descriptor.list.sortable.map(snakeCase);


/**
 * validateSearch of `/admin/<name>`: page, page size, search, a sort the descriptor declares, and each of its
 * `filters` that its schema accepts (an unknown status is dropped, so the list falls back to all).
 */
export function validateResourceSearch(descriptor: Pick<ResourceDescriptor, "list">) {
  const list = validateListSearch(sortKeysOf(descriptor));
  const filters = descriptor.list.filters;
  return (search: Record<string, unknown>): ListSearch & Record<string, string | number | undefined> => {
    const out = list(search) as ListSearch & Record<string, string | number | undefined>;
    for (const key of Object.keys(filters?.shape ?? {})) {
      const value = search[key];
      if (typeof value !== "string" || !value) continue;
      const parsed = filters!.shape[key]!.safeParse(value);
      if (parsed.success && typeof parsed.data === "string") out[key] = parsed.data;
    }
    return out;
  };
}

/** The filter values of a page's search, to send with the list call. */
export function filtersOf(descriptor: Pick<ResourceDescriptor, "list">, given: object) {
  const search = given as Record<string, unknown>;
  const out: Record<string, string | undefined> = {};
  for (const key of Object.keys(descriptor.list.filters?.shape ?? {})) {
    out[key] = typeof search[key] === "string" ? (search[key] as string) : undefined;
  }
  return out;
}
