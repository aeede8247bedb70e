import { z } from "zod";
import { stripControlsKeepingLines } from "../../util/validation";

/**
 * A case's notes and uploaded documents as the API takes and answers them (plain zod, no AWS: the API declares its
 * routes with these, the web infers its types). Times epoch ms. These shapes only grow.
 */

/** The longest note (characters): a few paragraphs; a longer text belongs in an uploaded document. */
export const NOTE_MAX_CHARS = 2000;

/**
 * The largest PDF a user may upload (SPEC 5 "Files"): 4 MB. A Lambda request behind API Gateway carries at most 6 MB,
 * and a binary body arrives base64-encoded (4/3 larger), so 4 MB of PDF (5.3 MB encoded, with the multipart
 * envelope) is the most that always fits. Bigger: the user is told to compress it and retry.
 */
export const UPLOAD_MAX_BYTES = 4 * 1024 * 1024;
export const UPLOAD_MAX_MB = UPLOAD_MAX_BYTES / 1024 / 1024;

/** POST /case-notes and POST /case-notes/{id}: the note's text (trimmed; required, at most NOTE_MAX_CHARS). */
export const CaseNoteInput = z
  .object({
    caseId: z.string().min(1).max(20),
    // its lines stay; bidi controls and other control characters go (G11)
    text: z.string().max(20_000).transform(stripControlsKeepingLines),
  })
  .meta({ id: "CaseNoteInput" });
export type CaseNoteInput = z.infer<typeof CaseNoteInput>;

export const CaseNoteUpdate = z
  .object({ text: z.string().max(20_000).transform(stripControlsKeepingLines) })
  .meta({ id: "CaseNoteUpdate" });
export type CaseNoteUpdate = z.infer<typeof CaseNoteUpdate>;

/** A note, who wrote it and when, and who changed it last. */
export const CaseNoteView = z
  .object({
    id: z.string(),
    caseId: z.string(),
    text: z.string(),
    createdBy: z.string(),
    createdByName: z.string().nullable(),
    createdAt: z.number(),
    updatedBy: z.string().nullable(),
    updatedByName: z.string().nullable(),
    updatedAt: z.number(),
  })
  .meta({ id: "CaseNoteView" });
export type CaseNoteView = z.infer<typeof CaseNoteView>;

export const CaseNoteList = z
  .object({ data: z.array(CaseNoteView), total: z.number().int() })
  .meta({ id: "CaseNoteList" });

/** A PDF uploaded to a case. */
export const CaseUploadView = z
  .object({
    id: z.string(),
    caseId: z.string(),
    fileName: z.string(),
    /** Bytes. */
    size: z.number().int(),
    uploadedBy: z.string(),
    uploadedByName: z.string().nullable(),
    createdAt: z.number(),
  })
  .meta({ id: "CaseUploadView" });
export type CaseUploadView = z.infer<typeof CaseUploadView>;

export const CaseUploadList = z
  .object({ data: z.array(CaseUploadView), total: z.number().int() })
  .meta({ id: "CaseUploadList" });
