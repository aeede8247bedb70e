// The list state of a resource page, for its route's validateSearch. Light on purpose (the routes' validateSearch is
// in the entry bundle): the descriptor and the list-search helpers only, never the page.
import type { ResourceDescriptor } from "@innfri/core/resource/define";
import { validateListSearch } from "@/components/data-table/list-search";

/** camelCase → the API's snake_case sort key ("createdAt" → "created_at"). */
export const snakeCase = (s: string) => s.replace(/[A-Z]/g, (ch) => `_${ch.toLowerCase()}`);

/** The sort keys a resource's list accepts, as the URL and the API spell them. */
export const sortKeysOf = (descriptor: Pick<ResourceDescriptor, "list">) => descriptor.list.sortable.map(snakeCase);

/** validateSearch of `/admin/<name>`: page, page size, search, and a sort the descriptor declares. */
export const validateResourceSearch = (descriptor: Pick<ResourceDescriptor, "list">) =>
  validateListSearch(sortKeysOf(descriptor));
