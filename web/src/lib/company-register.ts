// Enhetsregisteret through the API (GET /company-register/{orgNumber}, issue 21): the debtor form fills a company
// from it, and the case wizard shows its warnings before a case starts.
import { queryOptions, useMutation } from "@tanstack/react-query";
import { useState } from "react";
import type { FieldValues, Path, UseFormReturn } from "react-hook-form";
import type { CompanyRecord } from "@innfri/core/company-register/company.schema";
import { api, handleApiError, isApiError } from "@/lib/api-client";

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

/**
 * A form's «Hent fra Enhetsregisteret» (the debtor form, the company form): looks the form's `orgNumber` up, hands
 * the record to `fill`, and puts the register's "no such number" (422, 404) on the field; other trouble is the usual
 * toast. `company`: the record found, for the form's notice of its warnings.
 */
export function useRegisterLookup<V extends FieldValues>(form: UseFormReturn<V>, fill: (c: CompanyRecord) => void) {
  const field = "orgNumber" as Path<V>;
  const [company, setCompany] = useState<CompanyRecord | null>(null);
  const lookup = useMutation({
    mutationFn: () => lookupCompany(String(form.getValues(field) ?? "")),
    meta: { skipGlobalErrorHandler: true },
    onSuccess: (c) => {
      setCompany(c);
      fill(c);
      form.clearErrors(field);
    },
    onError: (error) => {
      setCompany(null);
      if (isApiError(error) && (error.status === 422 || error.status === 404))
        form.setError(field, { type: "server", message: error.errors?.orgNumber?.[0] ?? error.message });
      else handleApiError(error);
    },
  });
  return { company, lookup };
}
