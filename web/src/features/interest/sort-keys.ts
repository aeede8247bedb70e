// The sortable column of the rates list, apart from the page so that the route's validateSearch (in the entry
// bundle) does not pull the page in.
export const INTEREST_SORT_KEYS = ["from"] as const;
