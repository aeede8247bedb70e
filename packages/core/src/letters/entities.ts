import { Entity } from "electrodb";
import { registerEntities } from "../dynamo/db";
import { LETTER_KINDS } from "../law/vocabulary";
import { gsiKey, primaryKey, SERVICE, timestamps } from "../dynamo/keys";
import { TEMPLATE_LANGUAGES } from "./template.schema";

/**
 * The templates of letters and mails (issue 10): small global lists, pk a constant `listed`, sk the id
 * (`<template>-<language>`); gsi1 by name key (list and search), gsi2 by template name then language.
 */
const stamps = { ...timestamps, updatedBy: { type: "string", required: true } } as const;
const listed = (value: string) => ({ type: "string", required: true, default: value, readOnly: true }) as const;
const str = { type: "string", required: true } as const;
const identity = {
  id: { type: "string", required: true, readOnly: true },
  template: { type: "string", required: true, readOnly: true },
  language: { type: TEMPLATE_LANGUAGES, required: true, readOnly: true },
  name: str,
  nameKey: str,
} as const;
const indexes = {
  byId: primaryKey(["listed"], ["id"]),
  byName: gsiKey("gsi1", ["listed"], ["nameKey", "id"]),
  byTemplate: gsiKey("gsi2", ["listed"], ["template", "language"]),
};

export const DocumentTemplateEntity = new Entity({
  model: { entity: "document-template", version: "1", service: SERVICE },
  attributes: {
    listed: listed("documents"),
    ...identity,
    stepKind: { type: LETTER_KINDS, required: true },
    title: str,
    upperText: str,
    lowerText: str,
    generalDocument: { type: "string" },
    ...stamps,
  },
  indexes,
});

export const GeneralDocumentEntity = new Entity({
  model: { entity: "general-document", version: "1", service: SERVICE },
  attributes: { listed: listed("general-documents"), ...identity, text: str, ...stamps },
  indexes,
});

export const EmailTemplateEntity = new Entity({
  model: { entity: "email-template", version: "1", service: SERVICE },
  attributes: { listed: listed("email-templates"), ...identity, subject: str, body: str, ...stamps },
  indexes,
});

/**
 * A letter of no step (a down-payment plan's) whose render job ran outside the sending window (security-review-2
 * G3): it waits here for the next opening, as a step's letter waits planned on its step, and the same sweep
 * (cases/steps/sweep.ts `queueWaitingLetters`) queues it then. gsi1 lists them by the time they may go.
 */
export const WaitingLetterEntity = new Entity({
  model: { entity: "waiting-letter", version: "1", service: SERVICE },
  attributes: {
    listed: listed("waiting-letters"),
    customerId: { type: "string", required: true, readOnly: true },
    caseId: { type: "string", required: true, readOnly: true },
    letterId: { type: "string", required: true, readOnly: true },
    plannedSendAt: { type: "number", required: true },
    /** The render job's payload (letter-queue `RenderLetter`), dated for the day it will be sent. */
    letter: { type: "any", required: true },
    ...timestamps,
  },
  indexes: {
    byLetter: primaryKey(["customerId"], ["caseId", "letterId"]),
    byTime: gsiKey("gsi1", ["listed"], ["plannedSendAt", "customerId", "letterId"]),
  },
});

/** Registered in `db()` under these names when this module loads (dynamo/db.ts `registerEntities`). */
export const letterEntities = {
  documentTemplate: DocumentTemplateEntity,
  generalDocument: GeneralDocumentEntity,
  emailTemplate: EmailTemplateEntity,
  waitingLetter: WaitingLetterEntity,
};

registerEntities(letterEntities);
