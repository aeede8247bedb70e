// The URL state of the ledger pages (validateSearch of their routes). Small and apart from the pages, so the
// routes' search validation (in the entry bundle) does not pull the pages in (see features/admin/sort-keys.ts).
import { validateListSearch, type ListSearch } from "@/components/data-table/list-search";
import { DUE_PERIODS, isIsoDate, type DueFilter, type DuePeriod } from "./due-periods";

/** A text field of the URL; digits-only values ("9990") may come back from the router's parser as numbers. */
const text = (value: unknown, max = 100): string | undefined => {
  const v = typeof value === "number" && Number.isFinite(value) ? String(value) : value;
  return typeof v === "string" && v.trim() ? v.trim().slice(0, max) : undefined;
};

/** /customer/ledger: the list state and the due period. */
export interface LedgerSearch extends ListSearch, DueFilter {}

export function validateLedgerSearch(search: Record<string, unknown>): LedgerSearch {
  const out: LedgerSearch = validateListSearch([])(search);
  delete out.search;
  if ((DUE_PERIODS as readonly string[]).includes(search.period as string) && search.period !== "all") {
    out.period = search.period as DuePeriod;
  } else {
    if (isIsoDate(search.dueFrom)) out.dueFrom = search.dueFrom;
    if (isIsoDate(search.dueTo)) out.dueTo = search.dueTo;
  }
  return out;
}

/**
 * The tabs of the payments, credit notes and corrections pages: the API's `state`. "open" is the corrections page's
 * tab of open debit corrections (an invoice moved to the corrections is one, B6).
 */
export const VOUCHER_TABS = ["unmatched", "open", "matched", "deleted"] as const;
export type VoucherTab = (typeof VOUCHER_TABS)[number];
/** The voucher lists sort by voucher date only (the API's sortDesc). */
export const VOUCHER_SORT_KEYS = ["voucher_date"] as const;

export interface VoucherListSearch extends ListSearch {
  tab?: VoucherTab;
}

export function validateVoucherListSearch(search: Record<string, unknown>): VoucherListSearch {
  const out: VoucherListSearch = validateListSearch(VOUCHER_SORT_KEYS)(search);
  delete out.search;
  if ((VOUCHER_TABS as readonly string[]).includes(search.tab as string) && search.tab !== "unmatched") {
    out.tab = search.tab as VoucherTab;
  }
  return out;
}

/** /customer/voucher-search: the kinds (route tab) and the search fields. */
export const VOUCHER_SEARCH_TABS = ["invoices", "payments", "credit-notes", "corrections"] as const;
export type VoucherSearchTab = (typeof VOUCHER_SEARCH_TABS)[number];

export interface VoucherSearch extends ListSearch {
  number?: string;
  kid?: string;
}

export function validateVoucherSearch(search: Record<string, unknown>): VoucherSearch {
  const out: VoucherSearch = validateListSearch([])(search);
  delete out.search;
  const number = text(search.number, 50);
  const kid = text(search.kid, 25);
  if (number) out.number = number;
  if (kid) out.kid = kid;
  return out;
}

/** /customer/customer-search: the debtor search fields (at least one is needed to search). */
export const DEBTOR_SEARCH_FIELDS = ["name", "customerNumber", "orgNumber", "postcode", "city"] as const;
export type DebtorSearchField = (typeof DEBTOR_SEARCH_FIELDS)[number];
export type DebtorSearch = ListSearch & Partial<Record<DebtorSearchField, string>>;

export function validateDebtorSearch(search: Record<string, unknown>): DebtorSearch {
  const out: DebtorSearch = validateListSearch([])(search);
  delete out.search;
  for (const key of DEBTOR_SEARCH_FIELDS) {
    const value = text(search[key]);
    if (value) out[key] = value;
  }
  return out;
}

export function hasDebtorSearch(search: DebtorSearch): boolean {
  return DEBTOR_SEARCH_FIELDS.some((key) => !!search[key]);
}
