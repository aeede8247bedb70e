import "./entities"; // registers the entities named here
import { ulid } from "ulid";
import { db } from "../../dynamo/db";
import type { Language } from "../../i18n/messages";
import { letterFileName, letterModelKey } from "../../letters/letter-keys";
import { getObject } from "../../storage/documents";
import { AppError } from "../../util/error";
import { prepareStep } from "../steps/prepare";
import { refusalText } from "../steps/refusal-text";
import { getCase } from "../store";
import type {
  CaseDocumentPreview,
  CaseDocumentPreviewInput,
  MultiplePreviewInput,
  MultiplePreviewResult,
} from "./case-document-views.schema";

/**
 * POST case-documents/preview/{caseId}/content and multiple-preview/content (docs/cases.md "Preview"): the API
 * bundle never renders a PDF (pdfkit lives in the jobs bundle), so a preview is the letter's filled model as JSON
 * and the web draws it as HTML; the PDF itself is `GET cases/{id}/documents/{letterId}`. For a rendered letter it
 * is the model the PDF was rendered from (stored beside it), so the preview shows exactly what was sent. For a step
 * not yet run it is the model the step runner would write now (steps/prepare.ts, the same builder): the law's
 * decision for the next sending day, the fee, interest and deadline; a step the law refuses now is the runner's 422.
 */
export async function previewCaseDocument(
  customerId: string,
  caseId: string,
  input: CaseDocumentPreviewInput,
  now: Date,
): Promise<CaseDocumentPreview> {
  if (input.stepId !== undefined) return previewStep(customerId, caseId, input.stepId, input.channels, now);
  const c = await getCase(customerId, caseId);
  const id = String(c.caseNumber);
  const letterId = input.letterId!;
  const doc = (await db().entities.caseDocument.get({ customerId, caseId: id, letterId }).go()).data;
  if (!doc) throw new AppError("NOT_FOUND", "errors.notFound");
  const stored = await getObject(letterModelKey(customerId, id, letterId));
  if (!stored) throw new AppError("NOT_FOUND", "errors.notFound");
  const model = JSON.parse(new TextDecoder().decode(stored.body)) as Record<string, unknown>;
  return { caseId: id, kind: doc.kind, fileName: doc.fileName, model };
}

async function previewStep(
  customerId: string,
  caseId: string,
  stepId: string,
  channels: CaseDocumentPreviewInput["channels"],
  now: Date,
): Promise<CaseDocumentPreview> {
  // a letter id of its own: nothing is written, the id only fills the model's fields that name the letter
  const { c, letter } = await prepareStep(customerId, caseId, { stepId, channels }, now, ulid());
  const model = letter.model;
  return {
    caseId: String(c.caseNumber),
    kind: model.letter.kind,
    fileName: letterFileName(model),
    model: model as unknown as Record<string, unknown>,
  };
}

/**
 * A step's letter on several selected cases (at most 50, as `send` takes them), each on its own: a case the law
 * refuses, or that does not have the step next, answers why in the request's language and does not stop the others.
 */
export async function previewCases(
  customerId: string,
  input: MultiplePreviewInput,
  lang: Language,
  now: Date,
): Promise<MultiplePreviewResult> {
  const data: MultiplePreviewResult["data"] = [];
  for (const caseId of [...new Set(input.caseIds)]) {
    try {
      const preview = await previewStep(customerId, caseId, input.stepId, input.channels, now);
      data.push({ caseId, ok: true, preview, message: null });
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      data.push({ caseId, ok: false, preview: null, message: refusalText(err, lang) });
    }
  }
  return { data };
}
