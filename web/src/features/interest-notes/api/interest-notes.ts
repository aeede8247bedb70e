// The interest-note calls (issue 4; shapes: packages/api/src/routes/ledger/interest-notes.ts): the proposals per
// debtor, the dates a calculation may run up to, creating a note, and reading one (a voucher of type 11).
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { DEFAULT_ROWS_PER_PAGE, type ListResponse } from "@/components/data-table/list-search";
import { api } from "@/lib/api-client";
import type {
  InterestDatesRangeView,
  InterestLineView,
  InterestProposalView,
  VoucherView,
} from "@innfri/core/ledger/ledger-views.schema";

/** The interest of one claim: from the day after `fromDate` up to `toDate`, split per rate period. */
export type InterestLine = InterestLineView;
/** A debtor's proposal: the lines a note up to `untilDate` would charge. */
export type InterestProposal = InterestProposalView;
/** An interest note: a voucher of type 11 with the lines it charges (`interestLines`) and `interestUntil`. */
export type InterestNote = VoucherView;
/** `from`: the first day with a rate (null: no rates at all); `to`: today in Europe/Oslo, as the server sees it. */
export type DatesRange = InterestDatesRangeView;

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
