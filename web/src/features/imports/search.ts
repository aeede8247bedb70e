// The URL state of /customer/ledger/import: the import on show (so a reload, or a link from the list, keeps it).
// Small and apart from the page, as the route's search validation is in the entry bundle.

export interface ImportSearch {
  id?: string;
}

/** Import ids are ULIDs; anything else is dropped. */
export function validateImportSearch(search: Record<string, unknown>): ImportSearch {
  const id = search.id;
  return typeof id === "string" && /^[0-9A-Za-z]{10,40}$/.test(id) ? { id } : {};
}
