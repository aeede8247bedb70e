import { z } from "@hono/zod-openapi";
import { CaseDocumentPreview } from "@innfri/core/cases/documents/case-document-views.schema";
import { previewCaseDocument } from "@innfri/core/cases/documents/preview";
import { jsonBody, router } from "../../lib/openapi";
import { secured } from "../../lib/route";
import { responses } from "../../lib/schemas";
import { caseRead } from "./access";
import { tags } from "./schemas";

/**
 * SPEC: POST case-documents/preview/{caseId}/content, mounted at /case-documents. No PDF is rendered in the API
 * bundle: it answers the letter's filled model as JSON for the web's HTML preview (docs/cases.md "Preview").
 */
const caseParam = z.object({ caseId: z.string().min(1).max(64) });
const PreviewInput = z.object({ letterId: z.string().min(1).max(40) }).openapi("CaseDocumentPreviewInput");

export const caseDocumentPreviewRoutes = router().openapi(
  secured({
    ...caseRead,
    method: "post",
    path: "/preview/{caseId}/content",
    tags: tags.cases,
    summary: "A letter of the case as its filled model (JSON, for an HTML preview): exactly what its PDF was rendered from",
    request: { params: caseParam, body: jsonBody(PreviewInput) },
    responses: responses(CaseDocumentPreview),
  }),
  async (c) => {
    const { caseId } = c.req.valid("param");
    return c.json(await previewCaseDocument(c.get("customerId"), caseId, c.req.valid("json").letterId), 200);
  },
);
