import { z } from "zod";
import { LETTER_KINDS } from "../law/vocabulary";
import { defineResource } from "../resource/define";
import { longText, oneOf, optionalSlug, slug, stamps, text } from "../resource/fields";

/**
 * The templates of what reaches a debtor (issue 10): letter templates (`documents`, rendered as PDF by
 * letters/pdf), general documents (paragraphs letters reuse, such as what happens if the debtor does not pay) and
 * mail templates (`email-templates`). Each exists once per template name and language: its id is
 * `<template>-<language>` (`reminder-no`), so a step names the template and the debtor's language picks the text.
 * Texts may name the placeholders of letters/placeholders.ts, and no others (checked when saved).
 */
export const TEMPLATE_LANGUAGES = ["no", "en"] as const;
export type TemplateLanguage = (typeof TEMPLATE_LANGUAGES)[number];

/** A long text (more than 300 characters: the form gives it a text area); its lines stay (resource/fields.ts). */
export { longText };

const identity = { template: slug(), language: oneOf(TEMPLATE_LANGUAGES) };
const identityView = { id: z.string(), template: z.string(), language: z.enum(TEMPLATE_LANGUAGES) };

const documentFields = {
  name: text(150),
  stepKind: oneOf(LETTER_KINDS),
  title: text(200),
  upperText: longText(6000),
  lowerText: longText(6000),
  /** A general document (template name) printed after the lower text, in the letter's language. */
  generalDocument: optionalSlug(),
};
export const CreateDocumentInput = z.object({ ...identity, ...documentFields });
export const UpdateDocumentInput = z.object(documentFields);
export type CreateDocumentInput = z.output<typeof CreateDocumentInput>;
export const DocumentView = z.object({
  ...identityView,
  name: z.string(),
  stepKind: z.enum(LETTER_KINDS),
  title: z.string(),
  upperText: z.string(),
  lowerText: z.string(),
  generalDocument: z.string().nullable(),
  ...stamps,
});
export type DocumentView = z.infer<typeof DocumentView>;

export const DocumentResource = defineResource({
  name: "documents",
  id: "id",
  schemas: { create: CreateDocumentInput, update: UpdateDocumentInput, view: DocumentView },
  list: {
    sortable: ["name", "template"],
    search: "prefix",
    filters: z.object({ language: oneOf(TEMPLATE_LANGUAGES).optional() }),
  },
  access: { read: "admin", write: "admin" },
  nav: { group: "documents", label: "nav.documents" },
});

const generalFields = { name: text(150), text: longText(6000) };
export const CreateGeneralDocumentInput = z.object({ ...identity, ...generalFields });
export const UpdateGeneralDocumentInput = z.object(generalFields);
export type CreateGeneralDocumentInput = z.output<typeof CreateGeneralDocumentInput>;
export const GeneralDocumentView = z.object({ ...identityView, name: z.string(), text: z.string(), ...stamps });
export type GeneralDocumentView = z.infer<typeof GeneralDocumentView>;

export const GeneralDocumentResource = defineResource({
  name: "general-documents",
  id: "id",
  schemas: { create: CreateGeneralDocumentInput, update: UpdateGeneralDocumentInput, view: GeneralDocumentView },
  list: {
    sortable: ["name", "template"],
    search: "prefix",
    filters: z.object({ language: oneOf(TEMPLATE_LANGUAGES).optional() }),
  },
  access: { read: "admin", write: "admin" },
  nav: { group: "documents", label: "nav.generalDocuments" },
});

const emailFields = { name: text(150), subject: text(200), body: longText(6000) };
export const CreateEmailTemplateInput = z.object({ ...identity, ...emailFields });
export const UpdateEmailTemplateInput = z.object(emailFields);
export type CreateEmailTemplateInput = z.output<typeof CreateEmailTemplateInput>;
export const EmailTemplateView = z.object({
  ...identityView,
  name: z.string(),
  subject: z.string(),
  body: z.string(),
  ...stamps,
});
export type EmailTemplateView = z.infer<typeof EmailTemplateView>;

export const EmailTemplateResource = defineResource({
  name: "email-templates",
  id: "id",
  schemas: { create: CreateEmailTemplateInput, update: UpdateEmailTemplateInput, view: EmailTemplateView },
  list: {
    sortable: ["name", "template"],
    search: "prefix",
    filters: z.object({ language: oneOf(TEMPLATE_LANGUAGES).optional() }),
  },
  access: { read: "admin", write: "admin" },
  nav: { group: "documents", label: "nav.emailTemplates" },
});

/** The fields of each template resource whose text may hold placeholders (checked on save). */
export const PLACEHOLDER_FIELDS = {
  documents: ["title", "upperText", "lowerText"],
  "general-documents": ["text"],
  "email-templates": ["subject", "body"],
} as const;

/** What a preview answers: the template's texts filled with the sample case. */
export const DocumentPreview = z.object({
  title: z.string(),
  upperText: z.string(),
  lowerText: z.string(),
  generalText: z.string().nullable(),
});
export type DocumentPreview = z.infer<typeof DocumentPreview>;
export const EmailPreview = z.object({ subject: z.string(), body: z.string() });
export type EmailPreview = z.infer<typeof EmailPreview>;
