// The credit check's calls (issue 21; docs/credit-check.md), shared by its page (features/credit-check) and the
// case page's action (features/cases): the owner's checks, the user's verification, the reports and their PDFs.
import { queryOptions } from "@tanstack/react-query";
import type {
  CompanyHit,
  CreditCheckResult,
  CreditCheckView,
  CreditReport,
  CreditVerification,
  PersonCheckInput,
} from "@innfri/core/credit-check/credit.schema";
import { api, downloadFile } from "@/lib/api-client";

export type { CompanyHit, CreditCheckResult, CreditCheckView, CreditReport, CreditVerification };

export const creditChecksKey = (customerId: string) => ["customer", customerId, "credit-checks"] as const;
export const verificationKey = (userId: string) => ["user", userId, "credit-check-status"] as const;

export function verificationQuery(userId: string) {
  return queryOptions({
    queryKey: verificationKey(userId),
    queryFn: ({ signal }) =>
      api.get<CreditVerification>(`/users/${encodeURIComponent(userId)}/credit-check-status`, { signal }),
  });
}

export const requestVerification = (userId: string) => setVerificationStatus(userId, "pending");

/** The user asks (pending); an admin verifies (verified) or withdraws it (none). */
export const setVerificationStatus = (userId: string, status: CreditVerification["status"]) =>
  api.post<CreditVerification>(`/users/${encodeURIComponent(userId)}/credit-check-status`, { status });

export function creditChecksQuery(customerId: string) {
  return queryOptions({
    queryKey: creditChecksKey(customerId),
    queryFn: ({ signal }) => api.get<{ data: CreditCheckView[] }>("/credit-checks", { signal }),
  });
}

export function creditCheckQuery(customerId: string, id: string) {
  return queryOptions({
    queryKey: [...creditChecksKey(customerId), id],
    queryFn: ({ signal }) =>
      api.get<{ check: CreditCheckView; report: CreditReport | null }>(`/credit-checks/${encodeURIComponent(id)}`, {
        signal,
      }),
  });
}

/** A key per submitted form: the same check sent again (a double click, a retry) is the same check, paid once. */
const keyed = () => ({ headers: { "idempotency-key": crypto.randomUUID() } });

export const checkPerson = (userId: string, input: PersonCheckInput) =>
  api.post<CreditCheckResult>(
    `/users/${encodeURIComponent(userId)}/credit-check`,
    { kind: "person", ...input },
    keyed(),
  );

export const checkCompany = (userId: string, orgNumber: string) =>
  api.post<CreditCheckResult>(
    `/users/${encodeURIComponent(userId)}/credit-check`,
    { kind: "company", orgNumber },
    keyed(),
  );

export const checkCaseDebtor = (type: "person" | "company", caseId: string, purpose?: PersonCheckInput["purpose"]) =>
  api.post<CreditCheckResult>(`/case-credit-check/${type}`, { caseId, ...(purpose ? { purpose } : {}) }, keyed());

export const searchCompanies = (name: string) =>
  api.get<{ data: CompanyHit[] }>(`/credit-checks/companies?name=${encodeURIComponent(name)}`);

/** The report's PDF, saved by the browser; the PDF is made right after the check, so a moment's wait is asked again. */
export async function downloadReportPdf(id: string): Promise<void> {
  const path = `/case-credit-check/get-pdf/${encodeURIComponent(id)}`;
  for (let attempt = 0; ; attempt++) {
    try {
      await downloadFile("GET", path, `kredittvurdering-${id}.pdf`);
      return;
    } catch (err) {
      const pending = (err as { status?: number }).status === 409;
      if (!pending || attempt >= 5) throw err;
      await new Promise((r) => setTimeout(r, 800));
    }
  }
}
