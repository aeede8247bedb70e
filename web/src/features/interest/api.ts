// Calls of the admin resource `interests` (issue 4) beyond the shared resource page (components/resource): every
// rate at once, to find the half-years left without one.
import { useQuery } from "@tanstack/react-query";
import { InterestRateResource } from "@innfri/core/ledger/interest/interest-rate.schema";
import { resourceListQuery } from "@/components/resource/use-resource";

/** Every rate, oldest first (two a year: one page of 100 holds half a century). */
export function useAllInterestRates() {
  return useQuery(resourceListQuery(InterestRateResource, { sortBy: "from", rowsPerPage: 100 }));
}
