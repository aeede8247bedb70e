// The calls of a case's letters, mails and step responses (wt-docs' API). Answers decoded with core's view schemas
// (cases/documents/case-document-views.schema.ts).
import { queryOptions } from "@tanstack/react-query";
import { z } from "zod";
import {
  CaseDocumentPreview,
  CaseDocumentView,
  CaseEmailView,
  StepResponseView,
  type StepResponseInput,
} from "@innfri/core/cases/documents/case-document-views.schema";
import { QueuedLetterModel } from "@innfri/core/letters/letter-model";
import { api, downloadFile, fetchBlob } from "@/lib/api-client";
import { casesKey } from "./cases";

const enc = encodeURIComponent;

export const CaseDocumentList = z.object({ data: z.array(CaseDocumentView), total: z.number().int() });
export const CaseEmailList = z.object({ data: z.array(CaseEmailView), total: z.number().int() });
const EmailAnswer = z.object({ data: CaseEmailView });

export const documentsPath = (caseId: string) => `/cases/${enc(caseId)}/documents`;
/** The letter's PDF: a download under its suggested name, or with `?inline=1` shown in the browser. */
export const documentContentPath = (caseId: string, letterId: string) => `${documentsPath(caseId)}/${enc(letterId)}`;

/** GET /cases/{id}/documents: the case's letters, newest first. */
export function caseDocumentsQuery(customerId: string, caseId: string) {
  return queryOptions({
    queryKey: [...casesKey(customerId), "documents", caseId],
    queryFn: async ({ signal }) => CaseDocumentList.parse(await api.get<unknown>(documentsPath(caseId), { signal })),
  });
}

/** GET /cases/{id}/emails: the email log, newest first. */
export function caseEmailsQuery(customerId: string, caseId: string) {
  const path = `/cases/${enc(caseId)}/emails`;
  return queryOptions({
    queryKey: [...casesKey(customerId), "emails", caseId],
    queryFn: async ({ signal }) => CaseEmailList.parse(await api.get<unknown>(path, { signal })),
  });
}

/** POST /case-emails/resend/{id} (202): the same mail again, a new row of the log; keyed so a retry resends once. */
export const resendEmail = async (emailId: string, idempotencyKey: string) =>
  EmailAnswer.parse(
    await api.post<unknown>(`/case-emails/resend/${enc(emailId)}`, undefined, {
      headers: { "Idempotency-Key": idempotencyKey },
    }),
  );

const PostedAnswer = z.object({ message: z.string(), data: CaseDocumentView });

/** POST /cases/{id}/documents/{letterId}/post: a letter whose e-mail bounced goes by post (the print queue). */
export const postLetter = async (caseId: string, letterId: string) =>
  PostedAnswer.parse(await api.post<unknown>(`${documentContentPath(caseId, letterId)}/post`));

/**
 * The letter's PDF in a new tab. The tab is opened at the click (a popup opened after an await is blocked), then
 * given the PDF fetched with the bearer token as a blob URL: the browser shows it inline.
 */
export async function openDocument(caseId: string, letterId: string) {
  const tab = window.open("", "_blank");
  const blob = await fetchBlob(`${documentContentPath(caseId, letterId)}?inline=1`);
  // The API answers application/pdf, so the browser's own viewer shows it inline.
  const url = URL.createObjectURL(blob);
  if (tab) tab.location.href = url;
  else window.location.assign(url);
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** The letter's PDF saved under its suggested file name (the API's Content-Disposition wins). */
export const downloadDocument = (caseId: string, letterId: string, fileName: string) =>
  downloadFile("GET", documentContentPath(caseId, letterId), fileName);

const responsePath = (caseId: string, stepId: string) => `/cases/${enc(caseId)}/steps/${enc(stepId)}/response`;

/** GET /cases/{id}/steps/{stepId}/response (stepId: the procedure's step, CaseStepView.stepId): the values recorded (null when none) and the fields the kind takes. */
export function stepResponseQuery(customerId: string, caseId: string, stepId: string) {
  return queryOptions({
    queryKey: [...casesKey(customerId), "step-response", caseId, stepId],
    queryFn: async ({ signal }) =>
      StepResponseView.parse(await api.get<unknown>(responsePath(caseId, stepId), { signal })),
  });
}

/** PUT /cases/{id}/steps/{stepId}/response: the whole response (a field left out is cleared); answers the view. */
export const saveStepResponse = async (caseId: string, stepId: string, body: StepResponseInput) =>
  StepResponseView.parse(await api.put<unknown>(responsePath(caseId, stepId), body));

/** The preview's answer with its model decoded as the letter it is (core's letter model: the figures add up). */
export const LetterPreview = CaseDocumentPreview.extend({ model: QueuedLetterModel });
export type LetterPreview = z.infer<typeof LetterPreview>;

/**
 * POST /case-documents/preview/{caseId}/content with a step: the letter that step would send now, before it runs
 * (nothing is written; a step the law refuses now is the run's own 422).
 */
export const previewStepLetter = async (caseId: string, body: { stepId: string; channels?: ("email" | "post")[] }) =>
  LetterPreview.parse(await api.post<unknown>(`/case-documents/preview/${enc(caseId)}/content`, body));
