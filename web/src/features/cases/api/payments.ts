// The calls of payments on a case (issue 11, docs/case-operations.md "Payments on a case"), decoded with core's
// schemas (cases/operations/case-payments.schema.ts): one shape, checked, never guessed.
import { queryOptions } from "@tanstack/react-query";
import { CasePaymentList, CaseVoucherResult } from "@innfri/core/cases/operations/case-payments.schema";
import type { ExcessChoice, CaseVoucherKind } from "@innfri/core/cases/operations/payment-rules";
import { api, downloadFile } from "@/lib/api-client";
import { casesKey } from "./cases";

const enc = encodeURIComponent;

/** GET /cases/{id}/payments: the payments, credit notes and corrections with their allocation in words. */
export function casePaymentsQuery(customerId: string, caseId: string) {
  return queryOptions({
    queryKey: [...casesKey(customerId), "payments", caseId],
    queryFn: async ({ signal }) =>
      CasePaymentList.parse(await api.get<unknown>(`/cases/${enc(caseId)}/payments`, { signal })),
  });
}

export interface CaseVoucherBody {
  type: CaseVoucherKind;
  voucherDate: string;
  amount: string;
  kid?: string;
  text?: string;
  excess?: ExcessChoice;
}

/** POST /cases/{id}/vouchers under one Idempotency-Key per attempt (a lost answer retried registers nothing twice). */
export const registerCaseVoucher = async (caseId: string, body: CaseVoucherBody, idempotencyKey: string) =>
  CaseVoucherResult.parse(
    await api.post<unknown>(`/cases/${enc(caseId)}/vouchers`, body, { headers: { "Idempotency-Key": idempotencyKey } }),
  );

/** GET /cases/{id}/accounting-document: the accounting statement as a CSV download. */
export const downloadAccountingDocument = (caseId: string) =>
  downloadFile("GET", `/cases/${enc(caseId)}/accounting-document`, `sak-${caseId}.csv`);
