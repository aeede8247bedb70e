// Enhetsregisteret through the API (GET /company-register/{orgNumber}, issue 21): the debtor form fills a company
// from it, and the case wizard shows its warnings before a case starts.
import { queryOptions } from "@tanstack/react-query";
import type { CompanyRecord } from "@innfri/core/company-register/company.schema";
import { api } from "@/lib/api-client";

export type { CompanyRecord };

export const lookupCompany = (orgNumber: string) =>
  api.get<CompanyRecord>(`/company-register/${encodeURIComponent(orgNumber.replace(/\s/g, ""))}`);

/** The register's record of a company, once per number for the page's life (the register changes slowly). */
export function companyRecordQuery(orgNumber: string) {
  return queryOptions({
    queryKey: ["company-register", orgNumber.replace(/\s/g, "")],
    queryFn: () => lookupCompany(orgNumber),
    staleTime: Infinity,
    retry: false,
    // a register that does not answer blocks nothing: the warnings are left out
    meta: { skipGlobalErrorHandler: true },
  });
}
