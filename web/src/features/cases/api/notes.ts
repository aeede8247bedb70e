// The calls of a case's notes and uploaded documents (issue 11). Answers decoded with core's schemas
// (cases/operations/case-notes.schema.ts).
import { queryOptions } from "@tanstack/react-query";
import { z } from "zod";
import {
  CaseNoteList,
  CaseNoteView,
  CaseUploadList,
  CaseUploadView,
} from "@innfri/core/cases/operations/case-notes.schema";
import { api, downloadFile } from "@/lib/api-client";
import { casesKey } from "./cases";

const enc = encodeURIComponent;
const NoteAnswer = z.object({ message: z.string(), data: CaseNoteView });
const UploadAnswer = z.object({ message: z.string(), data: CaseUploadView });
const Message = z.object({ message: z.string() });

/** Every query of a case's notes and uploads is under the case's key: a change invalidates the events too. */
export const notesKey = (customerId: string, caseId: string) => [...casesKey(customerId), "notes", caseId] as const;
export const uploadsKey = (customerId: string, caseId: string) => [...casesKey(customerId), "uploads", caseId] as const;

/** GET /case-notes?caseId=: the case's notes, newest first. */
export function caseNotesQuery(customerId: string, caseId: string) {
  return queryOptions({
    queryKey: notesKey(customerId, caseId),
    queryFn: async ({ signal }) =>
      CaseNoteList.parse(await api.get<unknown>(`/case-notes?caseId=${enc(caseId)}`, { signal })),
  });
}

export const addNote = async (caseId: string, text: string) =>
  NoteAnswer.parse(await api.post<unknown>("/case-notes", { caseId, text }));

/** POST /case-notes/{id} (SPEC 7: the update is a POST). */
export const changeNote = async (noteId: string, text: string) =>
  NoteAnswer.parse(await api.post<unknown>(`/case-notes/${enc(noteId)}`, { text }));

export const deleteNote = async (noteId: string) =>
  Message.parse(await api.delete<unknown>(`/case-notes/${enc(noteId)}`));

const uploadsPath = (caseId: string) => `/cases/${enc(caseId)}/uploaded-documents`;

/** GET /cases/{id}/uploaded-documents: the PDFs uploaded to the case, newest first. */
export function caseUploadsQuery(customerId: string, caseId: string) {
  return queryOptions({
    queryKey: uploadsKey(customerId, caseId),
    queryFn: async ({ signal }) => CaseUploadList.parse(await api.get<unknown>(uploadsPath(caseId), { signal })),
  });
}

/** POST /cases/{id}/upload-document: the PDF as the multipart field `file`. */
export async function uploadDocument(caseId: string, file: File) {
  const form = new FormData();
  form.append("file", file, file.name);
  return UploadAnswer.parse(await api.post<unknown>(`/cases/${enc(caseId)}/upload-document`, form));
}

/** The uploaded PDF saved under its file name (the API's Content-Disposition wins). */
export const downloadUpload = (caseId: string, documentId: string, fileName: string) =>
  downloadFile("GET", `${uploadsPath(caseId)}/${enc(documentId)}`, fileName);
