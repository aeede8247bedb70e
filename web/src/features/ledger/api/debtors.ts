// Debtors: search, details, their ledger, exclusion and write-off.
import { queryOptions } from "@tanstack/react-query";
import type { DebtorInput } from "@innfri/core/ledger/ledger.schema";
import { DEFAULT_ROWS_PER_PAGE } from "@/components/data-table/list-search";
import { api } from "@/lib/api-client";
import { DEBTOR_SEARCH_FIELDS, type DebtorSearch } from "../search";
import type { DebtorView as Debtor, DebtorLedgerView as DebtorLedger, VoucherView as Voucher } from "@innfri/core/ledger/ledger-views.schema";

const enc = encodeURIComponent;

export function debtorListPath(search: DebtorSearch & { search?: string }) {
  const q = new URLSearchParams();
  q.set("page", String(search.page ?? 1));
  q.set("rowsPerPage", String(search.rowsPerPage ?? DEFAULT_ROWS_PER_PAGE));
  if (search.search) q.set("search", search.search);
  for (const key of DEBTOR_SEARCH_FIELDS) {
    const value = search[key];
    // the API's `search` is the name prefix
    if (value) q.set(key === "name" ? "search" : key, value);
  }
  return `/debtors?${q.toString()}`;
}

export function debtorListQuery(customerId: string, search: DebtorSearch & { search?: string }) {
  const path = debtorListPath(search);
  return queryOptions({
    queryKey: ["ledger", customerId, "debtors", path],
    queryFn: ({ signal }) => api.get<{ data: Debtor[]; total: number }>(path, { signal }),
  });
}

export function debtorLedgerQuery(customerId: string, debtorId: string) {
  return queryOptions({
    queryKey: ["ledger", customerId, "debtor-ledger", debtorId],
    queryFn: ({ signal }) => api.get<DebtorLedger>(`/debtors/${enc(debtorId)}/ledger`, { signal }),
  });
}

/** A debtor's details alone (GET /debtors/{id}): what the debtor page shows while the customer has no ledger. */
export function debtorQuery(customerId: string, debtorId: string) {
  return queryOptions({
    queryKey: ["ledger", customerId, "debtor", debtorId],
    queryFn: ({ signal }) => api.get<Debtor>(`/debtors/${enc(debtorId)}`, { signal }),
  });
}

/** The debtor form as typed; the API's DebtorInput reads it (plus confirmOverwrite after a 409). */
export type DebtorBody = Record<keyof Omit<DebtorInput, "confirmOverwrite">, string> & { confirmOverwrite?: boolean };

export const updateDebtor = (debtorId: string, body: Partial<DebtorBody>) =>
  api.put<Debtor>(`/debtors/${enc(debtorId)}`, body);

export const createDebtor = (body: Partial<DebtorBody>) => api.post<Debtor>("/debtors", body);

/** 409 DEBTOR_INFO_EXISTS: other details are stored for this customer number; resend with confirmOverwrite. */
export const DEBTOR_INFO_EXISTS = "DEBTOR_INFO_EXISTS";

export const excludeDebtor = (debtorId: string, excluded: boolean) =>
  api.patch<Debtor>(`/debtors/${enc(debtorId)}/exclude`, { excluded });

export const writeOffDebtor = (debtorId: string) =>
  api.post<{ message?: string; data: Voucher | null }>(`/debtors/${enc(debtorId)}/write-off`);

