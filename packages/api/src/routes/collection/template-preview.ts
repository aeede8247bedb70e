import { z } from "@hono/zod-openapi";
import { DocumentPreview, EmailPreview } from "@innfri/core/letters/template.schema";
import { previewDocument, previewEmail } from "@innfri/core/letters/templates";
import { jsonBody, router } from "../../lib/openapi";
import { secured } from "../../lib/route";
import { responses } from "../../lib/schemas";

/**
 * Previews of a letter or mail template filled with the sample case (letters/placeholders.ts SAMPLE_VALUES): the
 * stored texts, or the texts in the body (the form's unsaved edits). An unknown placeholder is a 422 naming it.
 */
const params = z.object({ id: z.string().min(1).max(100) });
const text = z.string().max(6000).optional();

export const documentPreview = router().openapi(
  secured({
    method: "post",
    path: "/{id}/preview",
    tags: ["documents"],
    role: "admin",
    summary:
      "A letter template filled with the sample case (its general document after it); body texts override the stored ones",
    request: {
      params,
      body: { ...jsonBody(z.object({ title: text, upperText: text, lowerText: text })), required: false },
    },
    responses: responses(DocumentPreview),
  }),
  async (c) => {
    const body = await c.req.json().catch(() => ({}));
    const texts = z.object({ title: text, upperText: text, lowerText: text }).parse(body ?? {});
    return c.json(await previewDocument(c.req.valid("param").id, undefined, stripUndefined(texts)), 200);
  },
);

export const emailTemplatePreview = router().openapi(
  secured({
    method: "post",
    path: "/{id}/preview",
    tags: ["email-templates"],
    role: "admin",
    summary: "A mail template's subject and body filled with the sample case; body texts override the stored ones",
    request: { params, body: { ...jsonBody(z.object({ subject: text, body: text })), required: false } },
    responses: responses(EmailPreview),
  }),
  async (c) => {
    const body = await c.req.json().catch(() => ({}));
    const texts = z.object({ subject: text, body: text }).parse(body ?? {});
    return c.json(await previewEmail(c.req.valid("param").id, undefined, stripUndefined(texts)), 200);
  },
);

const stripUndefined = <T extends object>(o: T) =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;
