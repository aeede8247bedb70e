// The calls of pausing, resuming, closing and reopening cases (issue 11): PATCH /cases/{id}/pause|resume|close|
// reopen and PATCH /cases/close. Every answer is decoded with core's schema: one shape, checked, never guessed.
import { CaseMessage } from "@innfri/core/cases/case-views.schema";
import {
  CaseCloseResults,
  type CloseCaseInput,
  type CloseCasesInput,
  type PauseCaseInput,
} from "@innfri/core/cases/operations/pause.schema";
import { api } from "@/lib/api-client";

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
