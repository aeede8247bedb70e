import "./entities"; // registers the entities named here
import "../i18n/procedures"; // registers the texts of the keys named here
import "../i18n/resources"; // registers the texts of the keys named here
import type { EntityItem } from "electrodb";
import { GLOBAL_SCOPE } from "../dynamo/counters";
import { crudStore, type CrudActor, type CrudStore } from "../dynamo/crud";
import { db } from "../dynamo/db";
import type { MessageKey } from "../i18n/messages";
import { searchKey } from "../resource/fields";
import { AppError } from "../util/error";
import type { DocumentTemplateEntity, EmailTemplateEntity, GeneralDocumentEntity } from "./entities";
import {
  fillPlaceholders,
  SAMPLE_VALUES,
  unfilledPlaceholders,
  unknownPlaceholders,
  type PlaceholderValues,
  type TemplateUse,
} from "./placeholders";
import {
  DocumentResource,
  EmailTemplateResource,
  GeneralDocumentResource,
  PLACEHOLDER_FIELDS,
  type CreateDocumentInput,
  type CreateEmailTemplateInput,
  type CreateGeneralDocumentInput,
  type DocumentPreview,
  type DocumentView,
  type EmailPreview,
  type EmailTemplateView,
  type GeneralDocumentView,
  type TemplateLanguage,
} from "./template.schema";

/**
 * The stores of letter templates, general documents and mail templates. Saving a text that names a placeholder
 * outside the catalogue is a 422 on that field naming the placeholder (`{{debtor.nam}}`), in the caller's language.
 */
/* ElectroDB's query types differ per entity; the three templates share the same indexes */
type Loose = any;
type Alias = "documentTemplate" | "generalDocument" | "emailTemplate";
type Named = { name: string };
const stamped = (i: { createdAt: number; updatedAt: number; updatedBy: string }) => ({
  createdAt: i.createdAt,
  updatedAt: i.updatedAt,
  updatedBy: i.updatedBy,
});

/**
 * A 422 for every field of `input` that names a placeholder not in the catalogue, or one the letter the template
 * is for cannot fill (security-review-2 G5: `{{plan.firstDate}}` in a step's letter made every run of it a 500).
 */
export function checkPlaceholders(fields: readonly string[], input: Record<string, unknown>, use?: TemplateUse): void {
  const errors: Record<string, MessageKey[]> = {};
  const params: Record<string, Record<string, string>> = {};
  const named = (names: string[]) => names.map((n) => `{{${n}}}`).join(", ");
  for (const field of fields) {
    const value = input[field];
    if (typeof value !== "string") continue;
    const unknown = unknownPlaceholders(value);
    const unfilled = use ? unfilledPlaceholders(value, use) : [];
    if (unknown.length) {
      errors[field] = ["validation.unknownPlaceholder"];
      params[field] = { placeholder: named(unknown) };
    } else if (unfilled.length) {
      errors[field] = ["validation.placeholderNotFilled"];
      params[field] = { placeholder: named(unfilled), kind: String(input.stepKind ?? use) };
    }
  }
  if (Object.keys(errors).length) throw new AppError("VALIDATION", "validation.invalid", {}, errors, params);
}

/**
 * What a saved template is filled by: a document by its letter kind, a mail by a step; a general document follows
 * either kind of letter (checked against the catalogue only).
 */
export function templateUse(listed: keyof typeof PLACEHOLDER_FIELDS, input: Record<string, unknown>): TemplateUse | undefined {
  if (listed === "general-documents") return undefined;
  return listed === "documents" && input.stepKind === "down-payment-plan" ? "plan" : "step";
}

/** A template store: id `<template>-<language>`, sorted by name or by template, filtered by language. */
function templateStore<
  K extends Alias,
  Item extends Record<string, unknown>,
  View,
  Create extends Named & { template: string; language: TemplateLanguage },
>(
  alias: K,
  listed: keyof typeof PLACEHOLDER_FIELDS,
  toView: (item: Item) => View,
): CrudStore<View, Create, Omit<Create, "template" | "language">> {
  const fields = PLACEHOLDER_FIELDS[listed];
  /** Optional fields an update empties (a document's general document). */
  const cleared = (input: Record<string, unknown>) =>
    Object.fromEntries(Object.entries(input).map(([k, v]) => [k, v === undefined ? null : v]));
  const store = crudStore<K, Item, View, Create, Omit<Create, "template" | "language">>(alias, {
    keyOf: (id) => ({ listed, id }),
    taken: { field: "template", message: "validation.alreadyExists" },
    toView,
    toItem: (input, actor: CrudActor) =>
      Object.fromEntries(
        Object.entries({
          ...input,
          listed,
          id: `${input.template}-${input.language}`,
          nameKey: searchKey(input.name),
          updatedBy: actor.userId,
        }).filter(([, v]) => v !== null && v !== undefined),
      ) as Item,
    toPatch: (input, actor) => ({ ...cleared(input), nameKey: searchKey(input.name), updatedBy: actor.userId }),
    keyAttributes: ["listed", "id", "nameKey", "template", "language"],
    counter: { scope: GLOBAL_SCOPE, name: listed },
    list: ({ sort, search, filters }) => {
      const q = (db().entities[alias] as Loose).query;
      const language = filters?.language as TemplateLanguage | undefined;
      const order = sort.desc ? ("desc" as const) : ("asc" as const);
      return {
        run: (o) => {
          const base = search
            ? q.byName({ listed }).begins({ nameKey: searchKey(search) })
            : sort.field === "template"
              ? q.byTemplate({ listed })
              : q.byName({ listed });
          const narrowed = language ? base.where((a: Loose, { eq }: Loose) => eq(a.language, language)) : base;
          return narrowed.go({ ...o, order, attributes: o.attributes });
        },
      };
    },
  });
  return {
    ...store,
    create: (input, actor) => {
      checkPlaceholders(fields, input, templateUse(listed, input));
      return store.create(input, actor);
    },
    update: (id, input, actor) => {
      checkPlaceholders(fields, input, templateUse(listed, input));
      return store.update(id, input, actor);
    },
  };
}

const identityOf = (i: { id: string; template: string; language: TemplateLanguage; name: string }) => ({
  id: i.id,
  template: i.template,
  language: i.language,
  name: i.name,
});

export const documentTemplates = templateStore<
  "documentTemplate",
  EntityItem<typeof DocumentTemplateEntity>,
  DocumentView,
  CreateDocumentInput
>("documentTemplate", DocumentResource.name, (i) => ({
  ...identityOf(i),
  stepKind: i.stepKind,
  title: i.title,
  upperText: i.upperText,
  lowerText: i.lowerText,
  generalDocument: i.generalDocument ?? null,
  ...stamped(i),
}));

export const generalDocuments = templateStore<
  "generalDocument",
  EntityItem<typeof GeneralDocumentEntity>,
  GeneralDocumentView,
  CreateGeneralDocumentInput
>("generalDocument", GeneralDocumentResource.name, (i) => ({ ...identityOf(i), text: i.text, ...stamped(i) }));

export const emailTemplates = templateStore<
  "emailTemplate",
  EntityItem<typeof EmailTemplateEntity>,
  EmailTemplateView,
  CreateEmailTemplateInput
>("emailTemplate", EmailTemplateResource.name, (i) => ({
  ...identityOf(i),
  subject: i.subject,
  body: i.body,
  ...stamped(i),
}));

/** A general document by template name and language (null when there is none in that language). */
export async function generalText(template: string | null, language: TemplateLanguage): Promise<string | null> {
  if (!template) return null;
  const { data } = await db()
    .entities.generalDocument.get({ listed: GeneralDocumentResource.name, id: `${template}-${language}` })
    .go();
  return data?.text ?? null;
}

/** A letter template's texts filled with `values` (the sample case by default), its general document after them. */
export async function previewDocument(
  id: string,
  values: PlaceholderValues = SAMPLE_VALUES,
  texts: Partial<Pick<DocumentView, "title" | "upperText" | "lowerText">> = {},
): Promise<DocumentPreview> {
  const doc = { ...(await documentTemplates.get(id)), ...texts };
  // the preview fills only what the real letter fills: a step letter's text naming {{plan.firstDate}} is refused here too
  checkPlaceholders(PLACEHOLDER_FIELDS.documents, doc, templateUse("documents", doc));
  const general = await generalText(doc.generalDocument, doc.language);
  return {
    title: fillPlaceholders(doc.title, values),
    upperText: fillPlaceholders(doc.upperText, values),
    lowerText: fillPlaceholders(doc.lowerText, values),
    generalText: general === null ? null : fillPlaceholders(general, values),
  };
}

/** A mail template's subject and body filled with `values` (the sample case by default). */
export async function previewEmail(
  id: string,
  values: PlaceholderValues = SAMPLE_VALUES,
  texts: Partial<Pick<EmailTemplateView, "subject" | "body">> = {},
): Promise<EmailPreview> {
  const mail = { ...(await emailTemplates.get(id)), ...texts };
  checkPlaceholders(PLACEHOLDER_FIELDS["email-templates"], mail, "step");
  return { subject: fillPlaceholders(mail.subject, values), body: fillPlaceholders(mail.body, values) };
}
