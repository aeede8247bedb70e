// The interest-note calls (issue 4; shapes: packages/api/src/routes/ledger/interest-notes.ts): the proposals per
// debtor, the dates a calculation may run up to, creating a note, and reading one (a voucher of type 11).
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { DEFAULT_ROWS_PER_PAGE, type ListResponse } from "@/components/data-table/list-search";
import { api } from "@/lib/api-client";
import type { VoucherView as Voucher } from "@innfri/core/ledger/ledger-views.schema";

/** One rate period of a claim: the interest days from–to (both included) at one rate on one base. */
export interface InterestPeriod {
  from: string;
  to: string;
  days: number;
  ratePercent: number;
  baseOre: number;
  interestOre: number;
}

/** The interest of one claim: from the day after `fromDate` up to `toDate`, split per rate period. */
export interface InterestLine {
  voucherId: string;
  number: string | null;
  dueDate: string;
  fromDate: string;
  toDate: string;
  principalOre: number;
  periods: InterestPeriod[];
  interestOre: number;
}

export interface InterestProposal {
  debtorId: string;
  debtorName: string;
  customerNumber: string;
  untilDate: string;
  lines: InterestLine[];
  totalOre: number;
}

/** An interest note: the voucher with the lines it charges and the day it charges up to. */
export interface InterestNote extends Voucher {
  interestUntil?: string;
  interestLines?: InterestLine[];
}

export interface DatesRange {
  /** The first day with a rate (null: no rates at all). */
  from: string | null;
  /** Today in Europe/Oslo, as the server sees it. */
  to: string;
}

/** Under the ledger's key: a change in the ledger (a payment, a note) refreshes the proposals too. */
const key = (customerId: string) => ["ledger", customerId, "interest-notes"] as const;

export function datesRangeQuery(customerId: string) {
  return queryOptions({
    queryKey: [...key(customerId), "dates-range"],
    queryFn: ({ signal }) => api.get<DatesRange>("/interest-calculations/dates-range", { signal }),
    staleTime: 5 * 60_000,
  });
}

export interface ProposalsParams {
  untilDate: string;
  page?: number;
  rowsPerPage?: number;
}

export function proposalsPath(p: ProposalsParams) {
  const q = new URLSearchParams({
    untilDate: p.untilDate,
    page: String(p.page ?? 1),
    rowsPerPage: String(p.rowsPerPage ?? DEFAULT_ROWS_PER_PAGE),
  });
  return `/interest-calculations/proposals?${q.toString()}`;
}

export function proposalsQuery(customerId: string, params: ProposalsParams) {
  const path = proposalsPath(params);
  return queryOptions({
    queryKey: [...key(customerId), "proposals", path],
    queryFn: ({ signal }) => api.get<ListResponse<InterestProposal>>(path, { signal }),
    // a 422 (a date after today, a half-year without a rate) is shown on the page, by the date field
    meta: { skipGlobalErrorHandler: true },
  });
}

export function interestNoteQuery(customerId: string, id: string) {
  return queryOptions({
    queryKey: [...key(customerId), "note", id],
    queryFn: ({ signal }) => api.get<InterestNote>(`/interest-calculations/${encodeURIComponent(id)}`, { signal }),
    meta: { skipGlobalErrorHandler: true },
  });
}

/**
 * POST /interest-calculations/notes. A refusal (422: nothing to charge, a missing rate) is the caller's to show,
 * with its field message rather than the general "invalid" one.
 */
export function useCreateInterestNote(customerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { debtorId: string; untilDate: string }) =>
      api.post<{ message: string; data: InterestNote }>("/interest-calculations/notes", body),
    meta: { skipGlobalErrorHandler: true },
    // the note is a new open item of the ledger, and its claims are charged: everything of the ledger is stale
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["ledger", customerId] }),
  });
}
