// Calls of the admin resource `interests` (issue 4): the late-payment interest rate and § 3a compensation per
// half-year. Shapes: packages/api/src/routes/interests.ts.
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { FieldValues, UseFormSetError } from "react-hook-form";
import type { ListResponse, ListSearch } from "@/components/data-table/list-search";
import { listQuery } from "@/components/data-table/list-search";
import { api } from "@/lib/api-client";
import type { InterestRateValues } from "./schemas";

export interface InterestRate {
  /** The first day of the half-year, `YYYY-01-01` or `YYYY-07-01`. */
  from: string;
  /** The last day of the half-year. */
  to: string;
  ratePercent: number;
  rateBasisPoints: number;
  compensationOre: number | null;
  source: string | null;
  updatedBy: string;
  createdAt: number;
  updatedAt: number;
}

/** Every query of this feature starts with this key, so a change refreshes them all. */
export const INTERESTS_KEY = ["interests"] as const;

export function interestRatesQuery(search: ListSearch) {
  const url = `/interests${listQuery(search)}`;
  return queryOptions({
    queryKey: [...INTERESTS_KEY, "list", url],
    queryFn: ({ signal }) => api.get<ListResponse<InterestRate>>(url, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** The page of the list the URL asks for. */
export function useInterestRates(search: ListSearch) {
  return useQuery(interestRatesQuery(search));
}

/** Every rate, oldest first (two a year: one page of 100 holds half a century), to find half-years without one. */
export function useAllInterestRates() {
  return useQuery(interestRatesQuery({ sortBy: "from", rowsPerPage: 100 }));
}

/** The body of POST and PUT: the fields as typed; the API parses "12,25" and "430,00" itself. */
function body(values: InterestRateValues) {
  return {
    ratePercent: values.ratePercent,
    compensation: values.compensation.trim() === "" ? null : values.compensation,
    source: values.source.trim() === "" ? null : values.source,
  };
}

/** Create (`existing` undefined) or change one half-year; 422s go on the form. */
export function useSaveInterestRate<T extends FieldValues>(existing: string | undefined, setError: UseFormSetError<T>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: InterestRateValues) =>
      existing
        ? api.put<InterestRate>(`/interests/${encodeURIComponent(existing)}`, body(values))
        : api.post<InterestRate>("/interests", { from: values.from.trim(), ...body(values) }),
    meta: { setError },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: INTERESTS_KEY }),
  });
}

export function useDeleteInterestRate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (from: string) => api.delete<{ message: string }>(`/interests/${encodeURIComponent(from)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: INTERESTS_KEY }),
  });
}
