import { registerEntities } from "../../dynamo/db";
import { Entity } from "electrodb";
import { primaryKey, SERVICE, timestamps } from "../../dynamo/keys";
import { LETTER_KINDS, SEND_CHANNELS, STEP_KINDS } from "../vocabulary";
import { CASE_DOCUMENT_STATUSES } from "./case-document-views.schema";

/**
 * A rendered letter of a case (docs/cases.md "Documents"): written by the render job once the letter is stored and
 * sent on, keyed by its letter id (a rerun job finds it there and writes nothing); its status follows the print
 * queue (letters/print-queue.ts). Listed per case from the case's partition.
 */
export const CaseDocumentEntity = new Entity({
  model: { entity: "case-document", version: "1", service: SERVICE },
  attributes: {
    customerId: { type: "string", required: true, readOnly: true },
    caseId: { type: "string", required: true, readOnly: true },
    letterId: { type: "string", required: true, readOnly: true },
    caseStepId: { type: "string" },
    kind: { type: LETTER_KINDS, required: true },
    title: { type: "string", required: true },
    fileName: { type: "string", required: true },
    channels: { type: "set", items: SEND_CHANNELS, required: true },
    status: { type: CASE_DOCUMENT_STATUSES, required: true },
    pdfKey: { type: "string", required: true },
    size: { type: "number", required: true },
    /** Its mail to the debtor bounced (SES): the documents tab offers to send it by post (mail/ses-events.ts). */
    emailBounced: { type: "boolean" },
    ...timestamps,
  },
  indexes: { byCase: primaryKey(["customerId", "caseId"], ["letterId"]) },
});

/**
 * The response recorded on a step of a case (SPEC 3 "Step response values"), keyed by case and step. Its own item
 * until the case-step item of the step runner carries it (docs/decisions.md).
 */
export const CaseStepResponseEntity = new Entity({
  model: { entity: "case-step-response", version: "1", service: SERVICE },
  attributes: {
    customerId: { type: "string", required: true, readOnly: true },
    caseId: { type: "string", required: true, readOnly: true },
    stepId: { type: "string", required: true, readOnly: true },
    kind: { type: STEP_KINDS, required: true },
    issueDate: { type: "string" },
    namsbokNumber: { type: "string" },
    monthlyDeductionOre: { type: "number" },
    firstWithdrawalDate: { type: "string" },
    totalAgreedOre: { type: "number" },
    vehicleRegistration: { type: "string" },
    propertyAddress: { type: "string" },
    propertyPostcode: { type: "string" },
    updatedBy: { type: "string", required: true },
    ...timestamps,
  },
  indexes: { byStep: primaryKey(["customerId", "caseId"], ["stepId"]) },
});

/** Registered with the context (dynamo/db.ts `registerEntities`; its type is in `AllEntities`). */
export const caseDocumentEntities = {
  caseDocument: CaseDocumentEntity,
  caseStepResponse: CaseStepResponseEntity,
};

registerEntities(caseDocumentEntities);
