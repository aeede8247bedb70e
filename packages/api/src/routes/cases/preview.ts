import { z } from "@hono/zod-openapi";
import {
  CaseDocumentPreview,
  CaseDocumentPreviewInput,
  MultiplePreviewInput,
  MultiplePreviewResult,
} from "@innfri/core/cases/documents/case-document-views.schema";
import { Clock } from "@innfri/core/clock";
import { jsonBody, router } from "../../lib/openapi";
import { secured } from "../../lib/route";
import { responses } from "../../lib/schemas";
import { caseRead } from "./access";
import { tags } from "./schemas";

/** Loaded at the first request: keeps the cases function's cold start ≤ 1 MB (stacks.test.ts). */
const core = () => import("@innfri/core/cases/documents/preview");

/**
 * SPEC: POST case-documents/preview/{caseId}/content and multiple-preview/content, mounted at /case-documents. No
 * PDF is rendered in the API bundle: they answer the letter's filled model as JSON for the web's HTML preview
 * (docs/cases.md "Preview"). Both read only: a preview changes nothing.
 */
const caseParam = z.object({ caseId: z.string().min(1).max(64) });

export const caseDocumentPreviewRoutes = router()
  .openapi(
    secured({
      ...caseRead,
      method: "post",
      path: "/preview/{caseId}/content",
      tags: tags.cases,
      summary:
        "A letter of the case as its filled model (JSON, for an HTML preview): a letter made (letterId), exactly what its PDF was rendered from, or the letter a step would send now (stepId, channels), before it runs (a step the law refuses now: 422 on stepId with the reason)",
      request: { params: caseParam, body: jsonBody(CaseDocumentPreviewInput) },
      responses: responses(CaseDocumentPreview),
    }),
    async (c) => {
      const { caseId } = c.req.valid("param");
      const { previewCaseDocument } = await core();
      return c.json(await previewCaseDocument(c.get("customerId"), caseId, c.req.valid("json"), Clock.now()), 200);
    },
  )
  .openapi(
    secured({
      ...caseRead,
      method: "post",
      path: "/multiple-preview/content",
      tags: tags.cases,
      summary:
        "The letter a step would send now on each of up to 50 selected cases (caseIds, stepId, channels), answered per case: its filled model, or why not in words",
      request: { body: jsonBody(MultiplePreviewInput) },
      responses: responses(MultiplePreviewResult),
    }),
    async (c) => {
      const { previewCases } = await core();
      return c.json(await previewCases(c.get("customerId"), c.req.valid("json"), c.get("lang"), Clock.now()), 200);
    },
  );
