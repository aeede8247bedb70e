import "./entities"; // registers the entities named here
import { db } from "../../dynamo/db";
import { letterModelKey } from "../../letters/letter-keys";
import { getObject } from "../../storage/documents";
import { AppError } from "../../util/error";
import { getCase } from "../store";
import type { CaseDocumentPreview } from "./case-document-views.schema";

/**
 * POST case-documents/preview/{caseId}/content (docs/cases.md "Preview"): the API bundle never renders a PDF
 * (pdfkit lives in the jobs bundle), so a preview is the letter's filled model as JSON and the web draws it as
 * HTML; the PDF itself is `GET cases/{id}/documents/{letterId}`. For a rendered letter it is the model the PDF was
 * rendered from (stored beside it), so the preview shows exactly what was sent.
 */
export async function previewCaseDocument(
  customerId: string,
  caseId: string,
  letterId: string,
): Promise<CaseDocumentPreview> {
  const c = await getCase(customerId, caseId);
  const id = String(c.caseNumber);
  const doc = (await db().entities.caseDocument.get({ customerId, caseId: id, letterId }).go()).data;
  if (!doc) throw new AppError("NOT_FOUND", "errors.notFound");
  const stored = await getObject(letterModelKey(customerId, id, letterId));
  if (!stored) throw new AppError("NOT_FOUND", "errors.notFound");
  const model = JSON.parse(new TextDecoder().decode(stored.body)) as Record<string, unknown>;
  return { caseId: id, kind: doc.kind, fileName: doc.fileName, model };
}
