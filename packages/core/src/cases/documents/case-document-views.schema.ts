import { MAIL_STATUSES as CASE_EMAIL_STATUSES, type MailStatus as CaseEmailStatus } from "../../mail/mail-status";
import "../../i18n/cases"; // registers the texts of the keys named here
import { z } from "zod";
import { LETTER_KINDS, SEND_CHANNELS, STEP_KINDS, type StepKind } from "../vocabulary";
import { SendCaseDocumentsInput } from "../steps/step-views.schema";

/**
 * What a case shows of its letters, its mails and its step responses (issue 10, docs/cases.md "Documents, email
 * log, step responses"). Plain zod, no AWS: the API declares its answers with these (OpenAPI components by
 * `meta({ id })`), the web infers its types. Øre, `YYYY-MM-DD`, epoch ms. They only grow.
 */

/**
 * Where a letter is: rendered (stored, not yet sent), mailed (its mail queued or sent), queued-for-print (in the
 * print queue or a batch not yet printed), printed, sent (posted by the print partner). A letter sent both ways
 * shows its post status once the print queue has it.
 */
export const CASE_DOCUMENT_STATUSES = ["rendered", "mailed", "queued-for-print", "printed", "sent"] as const;
export type CaseDocumentStatus = (typeof CASE_DOCUMENT_STATUSES)[number];

/** A letter of a case (one per rendered letter, written by the render job). */
export const CaseDocumentView = z
  .object({
    letterId: z.string(),
    caseId: z.string(),
    /** The case-step that produced it, null for a letter sent outside a step. */
    caseStepId: z.string().nullable(),
    /** A step's kind, or "down-payment-plan" for a plan's letter. */
    kind: z.enum(LETTER_KINDS),
    title: z.string(),
    /** The suggested file name (`letterFileName`), e.g. `betalingsoppfordring-2026-0017.pdf`. */
    fileName: z.string(),
    channels: z.array(z.enum(SEND_CHANNELS)),
    status: z.enum(CASE_DOCUMENT_STATUSES),
    createdAt: z.number(),
    /** The PDF's size in bytes. */
    size: z.number().int(),
    /** Its mail to the debtor bounced: send it by post (`POST cases/{id}/documents/{letterId}/post`). */
    emailBounced: z.boolean(),
    /**
     * Where its mail is (the letter's latest mail in the email log: SES's events), null for a letter not mailed.
     * Named here so the documents tab shows delivered / bounced / complained without reading the log.
     */
    mailStatus: z.enum(CASE_EMAIL_STATUSES).nullable(),
    /** When SES accepted that mail (epoch ms), null while queued or not mailed: "E-post levert 27.11.2026 10:59". */
    mailSentAt: z.number().nullable(),
  })
  .meta({ id: "CaseDocumentView" });
export type CaseDocumentView = z.infer<typeof CaseDocumentView>;

// A case's mails are rows of the one mail log (mail/mail-status.ts owns their statuses).
export { CASE_EMAIL_STATUSES, type CaseEmailStatus };

/** A mail of a case (the email log): one per send, a resend is a new row. */
export const CaseEmailView = z
  .object({
    id: z.string(),
    caseId: z.string(),
    letterId: z.string().nullable(),
    to: z.string(),
    subject: z.string(),
    status: z.enum(CASE_EMAIL_STATUSES),
    /** The SES message id once sent. */
    messageId: z.string().nullable(),
    /** When SES accepted it (epoch ms), null while queued. */
    sentAt: z.number().nullable(),
    queuedAt: z.number(),
    attachmentNames: z.array(z.string()),
    /** The mail this one resends, if any. */
    resendOf: z.string().nullable(),
  })
  .meta({ id: "CaseEmailView" });
export type CaseEmailView = z.infer<typeof CaseEmailView>;

/** SPEC 3 "Step response values", as fields. Money in øre. */
export const STEP_RESPONSE_FIELDS = [
  "issueDate",
  "namsbokNumber",
  "monthlyDeductionOre",
  "firstWithdrawalDate",
  "totalAgreedOre",
  "vehicleRegistration",
  "propertyAddress",
  "propertyPostcode",
] as const;
export type StepResponseField = (typeof STEP_RESPONSE_FIELDS)[number];

/**
 * Which values each step kind receives (docs/cases.md "Step responses"), decided from the law:
 * - conciliation-claim: forliksrådet's judgement or settlement (forliksrådsloven): its date, and the agreed total
 *   of a settlement (forlik).
 * - enforcement-petition: namsmannen's decision (tvangsfullbyrdelsesloven ch. 7): the date, the namsbok (case)
 *   number, an utleggstrekk's monthly amount and first withdrawal (dekningsloven § 2-7), or the object of the
 *   utlegg: a vehicle (registration number) or real property (address, postcode).
 * - eviction: namsmannen's fravikelse (§ 13-2): the date, its namsbok number, the property.
 * - bankruptcy-petition: the court's date (konkursåpning or the ruling).
 * Letter steps (reminders, notices, demands) receive no response: the debtor's answer is a payment in the ledger.
 */
export const STEP_RESPONSE_FIELDS_BY_KIND: Partial<Record<StepKind, readonly StepResponseField[]>> = {
  "conciliation-claim": ["issueDate", "totalAgreedOre"],
  "enforcement-petition": [
    "issueDate",
    "namsbokNumber",
    "monthlyDeductionOre",
    "firstWithdrawalDate",
    "vehicleRegistration",
    "propertyAddress",
    "propertyPostcode",
  ],
  eviction: ["issueDate", "namsbokNumber", "propertyAddress", "propertyPostcode"],
  "bankruptcy-petition": ["issueDate"],
};

/** The fields a kind receives; empty when the kind receives no response. */
export const stepResponseFields = (kind: StepKind): readonly StepResponseField[] =>
  STEP_RESPONSE_FIELDS_BY_KIND[kind] ?? [];

/**
 * PUT cases/{id}/steps/{stepId}/response. Shapes only (bounded strings, integers); the rules (which fields the
 * step's kind takes, dates, formats, pairs) are checked by core (`step-responses.ts`) with a 422 per field.
 * A field left out or null is cleared: the body is the whole response.
 */
export const StepResponseInput = z
  .object({
    issueDate: z.string().max(10).nullish(),
    namsbokNumber: z.string().max(60).nullish(),
    monthlyDeductionOre: z.number().int().nullish(),
    firstWithdrawalDate: z.string().max(10).nullish(),
    totalAgreedOre: z.number().int().nullish(),
    vehicleRegistration: z.string().max(20).nullish(),
    propertyAddress: z.string().max(300).nullish(),
    propertyPostcode: z.string().max(10).nullish(),
  })
  .meta({ id: "StepResponseInput" });
export type StepResponseInput = z.infer<typeof StepResponseInput>;

/** A step's recorded response: the values (null when not given), the fields its kind takes, who and when. */
export const StepResponseView = z
  .object({
    caseId: z.string(),
    stepId: z.string(),
    kind: z.enum(STEP_KINDS),
    /** The fields this step's kind receives (the form shows these). */
    fields: z.array(z.enum(STEP_RESPONSE_FIELDS)),
    issueDate: z.string().nullable(),
    namsbokNumber: z.string().nullable(),
    monthlyDeductionOre: z.number().int().nullable(),
    firstWithdrawalDate: z.string().nullable(),
    totalAgreedOre: z.number().int().nullable(),
    vehicleRegistration: z.string().nullable(),
    propertyAddress: z.string().nullable(),
    propertyPostcode: z.string().nullable(),
    /** Null until a response is recorded. */
    updatedAt: z.number().nullable(),
    updatedBy: z.string().nullable(),
  })
  .meta({ id: "StepResponseView" });
export type StepResponseView = z.infer<typeof StepResponseView>;

/**
 * POST case-documents/preview/{caseId}/content: the filled letter model as JSON (no PDF in the API bundle); the
 * web draws it as HTML. `model` is a `LetterModel` without logo bytes (letters/letter-model.ts).
 */
export const CaseDocumentPreview = z
  .object({
    caseId: z.string(),
    kind: z.enum(LETTER_KINDS),
    fileName: z.string(),
    model: z.record(z.string(), z.unknown()),
  })
  .meta({ id: "CaseDocumentPreview" });
export type CaseDocumentPreview = z.infer<typeof CaseDocumentPreview>;

/**
 * The body of the preview: a letter already made (`letterId`), or the letter a step would send now (`stepId`, with
 * the channels asked, as the run-step dialog would run it), not yet written anywhere. Exactly one of the two.
 */
export const CaseDocumentPreviewInput = z
  .object({
    letterId: z.string().min(1).max(40).optional(),
    stepId: z.string().trim().min(1, { error: "validation.required" }).max(100).optional(),
    channels: z
      .array(z.enum(["email", "post"]))
      .min(1, { error: "validation.required" })
      .max(2)
      .optional(),
  })
  .refine((b) => (b.letterId === undefined) !== (b.stepId === undefined), {
    path: ["stepId"],
    error: "validation.required",
  })
  .meta({ id: "CaseDocumentPreviewInput" });
export type CaseDocumentPreviewInput = z.output<typeof CaseDocumentPreviewInput>;

/** POST case-documents/multiple-preview/content: a step's letter on up to 50 selected cases (as `send` takes them). */
// the same body as `send` (a preview shows what sending would make), under its own name in the API document
export const MultiplePreviewInput = SendCaseDocumentsInput.meta({ id: "MultiplePreviewInput" });
export type MultiplePreviewInput = z.output<typeof MultiplePreviewInput>;

/** Per case: its letter's preview, or why the step would not go (a message in the request's language). */
export const MultiplePreviewResult = z
  .object({
    data: z.array(
      z.object({
        caseId: z.string(),
        ok: z.boolean(),
        preview: CaseDocumentPreview.nullable(),
        message: z.string().nullable(),
      }),
    ),
  })
  .meta({ id: "MultiplePreviewResult" });
export type MultiplePreviewResult = z.infer<typeof MultiplePreviewResult>;
