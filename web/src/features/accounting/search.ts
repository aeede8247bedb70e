// The URL state of the accounting pages, small and apart from the pages (the routes' search validation is in the
// entry bundle): the OAuth return's query, and the sync on show on /customer/ledger/sync.

export interface OAuthSearch {
  code?: string;
  state?: string;
  error?: string;
}

/** What the system sends back (`?code=..&state=..` or `?error=access_denied&state=..`); anything else is dropped. */
export function validateOAuthSearch(search: Record<string, unknown>): OAuthSearch {
  const out: Record<string, string> = {};
  for (const key of ["code", "state", "error"])
    if (typeof search[key] === "string" && search[key].length <= 2000) out[key] = search[key];
  return out;
}

export interface SyncSearch {
  id?: string;
}

/** Sync ids are ULIDs; anything else is dropped. */
export function validateSyncSearch(search: Record<string, unknown>): SyncSearch {
  const id = search.id;
  return typeof id === "string" && /^[0-9A-Za-z_-]{6,60}$/.test(id) ? { id } : {};
}
