// The URL state of /customer/interest-calculations (validateSearch of its route): the until date, the page, the
// debtor whose lines are open and the note on show, so every view of the page can be linked and reloaded.
// Small and apart from the page, so the route's search validation does not pull the page into the entry bundle.
import { validateListSearch, type ListSearch } from "@/components/data-table/list-search";
import { isIsoDate } from "@/lib/format";

export interface InterestNotesSearch extends ListSearch {
  /** `YYYY-MM-DD`; left out: today. */
  untilDate?: string;
  /** The debtor whose proposal lines are open. */
  debtor?: string;
  /** The voucher id of the interest note on show. */
  note?: string;
}

const id = (value: unknown) => (typeof value === "string" && /^[\w-]{1,200}$/.test(value) ? value : undefined);

export function validateInterestNotesSearch(search: Record<string, unknown>): InterestNotesSearch {
  const out: InterestNotesSearch = validateListSearch([])(search);
  delete out.search;
  if (isIsoDate(search.untilDate)) out.untilDate = search.untilDate;
  const debtor = id(search.debtor);
  if (debtor) out.debtor = debtor;
  const note = id(search.note);
  if (note) out.note = note;
  return out;
}
