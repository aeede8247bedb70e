// Payments, credit notes and corrections (and the voucher search): lists, create, apply, split, delete, restore,
// move. Amounts are sent as typed ("1 234,50"); the API's schemas (core ledger.schema) turn them into øre.
import { queryOptions } from "@tanstack/react-query";
import { DEFAULT_ROWS_PER_PAGE } from "@/components/data-table/list-search";
import { api } from "@/lib/api-client";
import type { VoucherListSearch, VoucherSearch } from "../search";
import type { VoucherView as Voucher, VoucherListView as VoucherList } from "@innfri/core/ledger/ledger-views.schema";

/** The three list pages and their API resources. */
export type VoucherResource = "payments" | "credit-notes" | "corrections";
/** The claims entered by hand (issue 8): invoices of every invoice type, late fees and judgments. */
export type ClaimResource = "invoices" | "late-fees" | "sentences";

const enc = encodeURIComponent;

function query(params: Record<string, string | number | boolean | undefined>) {
  const q = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined && value !== "") q.set(key, String(value));
  return `?${q.toString()}`;
}

export function voucherListPath(resource: VoucherResource, search: VoucherListSearch) {
  return `/${resource}${query({
    state: search.tab ?? "unmatched",
    page: search.page ?? 1,
    rowsPerPage: search.rowsPerPage ?? DEFAULT_ROWS_PER_PAGE,
    // newest first unless the voucher date column was sorted ascending
    sortDesc: search.sortBy !== "voucher_date",
  })}`;
}

export function voucherListQuery(customerId: string, resource: VoucherResource, search: VoucherListSearch) {
  const path = voucherListPath(resource, search);
  return queryOptions({
    queryKey: ["ledger", customerId, "vouchers", path],
    queryFn: ({ signal }) => api.get<VoucherList>(path, { signal }),
  });
}

export interface VoucherSearchParams extends VoucherSearch {
  debtorId?: string;
  type?: number;
}

export function voucherSearchQuery(customerId: string, params: VoucherSearchParams) {
  const path = `/customers/${enc(customerId)}/vouchers${query({
    number: params.number,
    kid: params.kid,
    debtorId: params.debtorId,
    type: params.type,
    page: params.page ?? 1,
    rowsPerPage: params.rowsPerPage ?? DEFAULT_ROWS_PER_PAGE,
  })}`;
  return queryOptions({
    queryKey: ["ledger", customerId, "voucher-search", path],
    queryFn: ({ signal }) => api.get<VoucherList>(path, { signal }),
  });
}

export const createVoucher = (resource: VoucherResource | ClaimResource, body: unknown) =>
  api.post<Voucher>(`/${resource}`, body);

export const deleteVoucher = (resource: VoucherResource, id: string) => api.delete<unknown>(`/${resource}/${enc(id)}`);

export const restoreVoucher = (resource: VoucherResource, id: string) =>
  api.put<Voucher>(`/${resource}/${enc(id)}/restore`);

export interface AllocationInput {
  voucherId: string;
  amount: string;
}

export const applyVoucher = (resource: VoucherResource, id: string, allocations: AllocationInput[]) =>
  api.post<Voucher>(`/${resource}/${enc(id)}/apply`, { allocations });

export interface SplitPartInput {
  amount: string;
  kid?: string;
  invoiceNumber?: string;
}

export const splitPayment = (id: string, parts: SplitPartInput[]) =>
  api.post<{ data: Voucher[] }>(`/payments/${enc(id)}/split`, { parts });

export type MoveTarget = "invoice" | "payment" | "creditNote" | "correction";

export const moveVoucher = (id: string, to: MoveTarget) => api.post<Voucher>(`/vouchers/${enc(id)}/move`, { to });
