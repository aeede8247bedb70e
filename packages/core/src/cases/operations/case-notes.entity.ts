import { Entity } from "electrodb";
import { registerEntities } from "../../dynamo/db";
import { gsiKey, primaryKey, SERVICE, timestamps } from "../../dynamo/keys";

/**
 * A note on a case (SPEC 2 notes tab, docs/case-operations.md "Notes and uploaded documents"): listed per case from
 * the case's partition; gsi1 finds one by its id alone (`/case-notes/{id}` names no case), always within the customer
 * loaded in the session, so another customer's note is a 404. Author and editor kept with their names at the time.
 */
export const CaseNoteEntity = new Entity({
  model: { entity: "case-note", version: "1", service: SERVICE },
  attributes: {
    customerId: { type: "string", required: true, readOnly: true },
    caseId: { type: "string", required: true, readOnly: true },
    /** A ULID: notes list in the order they were written. */
    noteId: { type: "string", required: true, readOnly: true },
    text: { type: "string", required: true },
    createdBy: { type: "string", required: true, readOnly: true },
    createdByName: { type: "string" },
    updatedBy: { type: "string" },
    updatedByName: { type: "string" },
    version: { type: "number", required: true, default: 1 },
    ...timestamps,
  },
  indexes: {
    byCase: primaryKey(["customerId", "caseId"], ["noteId"]),
    byId: gsiKey("gsi1", ["customerId"], ["noteId"]),
  },
});

/**
 * A PDF uploaded to a case by a user (SPEC 5 "Files"): the bytes in S3 under the customer's prefix
 * (`case-uploads.ts` `uploadKey`), this item in the case's partition, listed on the documents tab beside the letters.
 */
export const CaseUploadEntity = new Entity({
  model: { entity: "case-upload", version: "1", service: SERVICE },
  attributes: {
    customerId: { type: "string", required: true, readOnly: true },
    caseId: { type: "string", required: true, readOnly: true },
    /** A ULID: uploads list newest first. */
    documentId: { type: "string", required: true, readOnly: true },
    fileName: { type: "string", required: true },
    size: { type: "number", required: true },
    key: { type: "string", required: true },
    uploadedBy: { type: "string", required: true },
    uploadedByName: { type: "string" },
    ...timestamps,
  },
  indexes: { byCase: primaryKey(["customerId", "caseId"], ["documentId"]) },
});

/** Registered with the context (dynamo/db.ts `registerEntities`; its type is in `AllEntities`). */
export const caseNoteEntities = { caseNote: CaseNoteEntity, caseUpload: CaseUploadEntity };

registerEntities(caseNoteEntities);
