// The calls of pausing, resuming, closing and reopening cases (issue 11): PATCH /cases/{id}/pause|resume|close|
// reopen and PATCH /cases/close; a debtor's pauses and notes. Every answer is decoded with core's schema: one shape, checked, never guessed.
import { CaseMessage } from "@innfri/core/cases/case-views.schema";
import { queryOptions } from "@tanstack/react-query";
import {
  CaseCloseResults,
  DebtorPauseList,
  DebtorPausesDeleted,
  type CloseCaseInput,
  type CloseCasesInput,
  type PauseCaseInput,
} from "@innfri/core/cases/operations/pause.schema";
import type { LiftDisputeInput, RecordDisputeInput } from "@innfri/core/cases/operations/dispute.schema";
import type { RecordLeaseInput } from "@innfri/core/cases/operations/lease.schema";
import { api } from "@/lib/api-client";
import { casesKey } from "./cases";

const enc = encodeURIComponent;

export const pauseCase = async (caseId: string, body: PauseCaseInput) =>
  CaseMessage.parse(await api.patch<unknown>(`/cases/${enc(caseId)}/pause`, body));

export const resumeCase = async (caseId: string) =>
  CaseMessage.parse(await api.patch<unknown>(`/cases/${enc(caseId)}/resume`, {}));

export const closeCase = async (caseId: string, body: CloseCaseInput) =>
  CaseMessage.parse(await api.patch<unknown>(`/cases/${enc(caseId)}/close`, body));

export const reopenCase = async (caseId: string) =>
  CaseMessage.parse(await api.patch<unknown>(`/cases/${enc(caseId)}/reopen`, {}));

/** At most 50 (SPEC 5); the answer says per case whether it closed. */
export const closeCases = async (body: CloseCasesInput) =>
  CaseCloseResults.parse(await api.patch<unknown>("/cases/close", body));

/** The pauses of the debtor's cases with their notes, newest first (GET /debtor-pauses-and-notes?debtorId=). */
export function debtorPausesQuery(customerId: string, debtorId: string) {
  return queryOptions({
    queryKey: [...casesKey(customerId), "debtor-pauses", debtorId],
    queryFn: async ({ signal }) =>
      DebtorPauseList.parse(await api.get<unknown>(`/debtor-pauses-and-notes?debtorId=${enc(debtorId)}`, { signal })),
  });
}

/** Deletes them all; the debtor's cases still paused resume first (SPEC "DELETE debtor-pauses-and-notes all"). */
export const deleteDebtorPauses = async (debtorId: string) =>
  DebtorPausesDeleted.parse(await api.delete<unknown>(`/debtor-pauses-and-notes?debtorId=${enc(debtorId)}`));

/** Records the debtor's objection (issue 18): fee letters and forced steps stop, the forliksklage is offered. */
export const recordDispute = async (caseId: string, body: RecordDisputeInput) =>
  CaseMessage.parse(await api.patch<unknown>(`/cases/${enc(caseId)}/dispute`, body));

/** Lifts it with a reason: the steps it stopped are offered again. */
export const liftDispute = async (caseId: string, body: LiftDisputeInput) =>
  CaseMessage.parse(await api.patch<unknown>(`/cases/${enc(caseId)}/lift-dispute`, body));

/** Records a rent case's lease (issue 18 #9): the rent notice and the eviction are offered once it is recorded. */
export const recordLease = async (caseId: string, body: RecordLeaseInput) =>
  CaseMessage.parse(await api.put<unknown>(`/cases/${enc(caseId)}/lease`, body));
