import "../../i18n/cases"; // registers the texts of the keys named here
import { z } from "zod";
import { SEND_CHANNELS, STEP_KINDS, STEP_SOURCES } from "../vocabulary";
import { pastDate } from "../../ledger/ledger.schema";

/**
 * What the step runner's API answers and takes (plain zod, no AWS; the web infers its types from these, the API
 * declares them as OpenAPI components by `meta({ id })`). Amounts are øre, dates `YYYY-MM-DD`, times epoch ms.
 * These shapes only grow: fields are added, never renamed or removed.
 */

/** One reason of the law (law/explanation.ts) as stored, and in words in both languages for the case page. */
export const StepExplanation = z
  .object({
    /** The rule id (law.rule.*), also its i18n key. */
    rule: z.string(),
    /** The figures: `…Ore` øre, `…Date` YYYY-MM-DD, the rest as they are. */
    params: z.record(z.string(), z.union([z.string(), z.number()])),
    textNo: z.string(),
    textEn: z.string(),
  })
  .meta({ id: "StepExplanation" });
export type StepExplanation = z.infer<typeof StepExplanation>;

/** GET /cases/{id}/available-steps: a step of the case's procedure after its last one, with the law's answer now. */
export const AvailableStep = z
  .object({
    stepId: z.string(),
    kind: z.enum(STEP_KINDS),
    order: z.number().int(),
    nameNo: z.string(),
    nameEn: z.string(),
    /** May it run now (for the next sending day)? */
    allowed: z.boolean(),
    /** When not allowed: the first day it may run, if waiting helps (null: it needs another step first). */
    earliestDate: z.string().nullable(),
    /** The day the letter would go (the next sending window's day). */
    sendDate: z.string(),
    /** The next opening of the sending window (epoch ms): when the letter would go. */
    plannedSendAt: z.number(),
    /** Why (or why not): the first is the main reason. */
    reasons: z.array(StepExplanation),
    /** The fee the letter would carry (after any § 3a offset), and the fee the law allows before it. */
    feeOre: z.number().int(),
    statutoryFeeOre: z.number().int(),
    compensationOre: z.number().int(),
    /** Business debtors: the § 3a compensation the letter would claim, its own cost beside the fee (the first letter). */
    claimedCompensationOre: z.number().int(),
    feeExplanations: z.array(StepExplanation),
    /** The payment deadline the letter would give, and its explanation. */
    deadlineDate: z.string().nullable(),
    deadlineDays: z.number().int().nullable(),
    deadlineExplanations: z.array(StepExplanation),
    /** Who sends it under the regime of the sending day (partner: handed to the collection partner). */
    sender: z.enum(["creditor", "partner"]),
    channels: z.array(z.enum(SEND_CHANNELS)),
    /**
     * May the letter go by e-mail alone (issue 18: only the payment reminder, or on the debtor's basis for
     * electronic notices, inkassoloven § 3 a)? Else by post, or post and e-mail; the reason says why.
     */
    emailAlone: z.boolean().optional(),
    emailAloneReason: StepExplanation.optional(),
  })
  .meta({ id: "AvailableStep" });
export type AvailableStep = z.infer<typeof AvailableStep>;

export const AvailableStepList = z
  .object({ data: z.array(AvailableStep), total: z.number().int() })
  .meta({ id: "AvailableStepList" });

export const CASE_STEP_STATUSES = ["planned", "queued", "sent", "failed", "reverted"] as const;
/** Where a served notice stands (issue 18 #1): awaiting service, or served on a recorded day. */
export const SERVICE_STATUSES = ["awaiting", "served"] as const;
export type CaseStepStatus = (typeof CASE_STEP_STATUSES)[number];

/** A fee put on the case by a step, per claim, with the rule and figures that produced it. */
export const CaseStepFee = z
  .object({
    voucherId: z.string(),
    feeOre: z.number().int(),
    statutoryFeeOre: z.number().int(),
    compensationOre: z.number().int(),
    explanations: z.array(StepExplanation),
  })
  .meta({ id: "CaseStepFee" });
export type CaseStepFee = z.infer<typeof CaseStepFee>;

/** GET /cases/{id}/steps: a step run on the case. */
export const CaseStepView = z
  .object({
    id: z.string(),
    caseId: z.string(),
    stepId: z.string(),
    kind: z.enum(STEP_KINDS),
    nameNo: z.string(),
    nameEn: z.string(),
    status: z.enum(CASE_STEP_STATUSES),
    source: z.enum(STEP_SOURCES),
    /** When the letter goes (the sending window's opening at or after the run; epoch ms). */
    plannedSendAt: z.number(),
    /** The sending day, by which the fee and deadline were decided. */
    sendDate: z.string(),
    /** When the letter was queued (null while planned) and sent (null until the mail or print confirms it). */
    queuedAt: z.number().nullable(),
    sentAt: z.number().nullable(),
    deadlineDate: z.string().nullable(),
    deadlineExplanations: z.array(StepExplanation),
    /** The fee of the step (sum over its claims) and each claim's fee with its reasons. */
    feeOre: z.number().int(),
    /** Business debtors: the § 3a compensation the letter claimed, a cost beside its fee (the case's fees hold both). */
    claimedCompensationOre: z.number().int(),
    fees: z.array(CaseStepFee),
    /** Interest on the principal up to the sending day, as the letter shows it. */
    interestOre: z.number().int(),
    channels: z.array(z.enum(SEND_CHANNELS)),
    letterId: z.string(),
    runBy: z.string(),
    createdAt: z.number(),
    /** Reverted steps (issue 11): when, and whether the case kept the step's fee (it counts toward the fees then). */
    revertedAt: z.number().nullable().optional(),
    feesKept: z.boolean().nullable().optional(),
    /**
     * A served notice (the konkursvarsel, issue 18 #1): `awaiting` service once run (the case page offers "Record
     * service"), `served` with the day once recorded; its deadline (`deadlineDate`) and fee run from that day. Null:
     * a letter posted or mailed to the debtor.
     */
    service: z
      .object({
        status: z.enum(SERVICE_STATUSES),
        servedDate: z.string().nullable(),
        /** The days to pay after the service. */
        days: z.number().int().nullable(),
      })
      .nullable()
      .optional(),
  })
  .meta({ id: "CaseStepView" });
export type CaseStepView = z.infer<typeof CaseStepView>;

export const CaseStepList = z
  .object({ data: z.array(CaseStepView), total: z.number().int() })
  .meta({ id: "CaseStepList" });

/** POST /cases/{id}/steps (with an Idempotency-Key header): run the step on the case. */
export const RunStepInput = z
  .object({
    stepId: z.string().trim().min(1, { error: "validation.required" }).max(100),
    /**
     * E-mail and/or post; e-mail alone only where lawful (AvailableStep `emailAlone`). Default: e-mail alone where
     * lawful, else post (and e-mail when the debtor has an address) (channel-rule.ts `defaultChannels`).
     */
    channels: z
      .array(z.enum(["email", "post"]))
      .min(1, { error: "validation.required" })
      .max(2)
      .optional(),
  })
  .meta({ id: "RunStepInput" });
export type RunStepInput = z.output<typeof RunStepInput>;

/** POST /case-documents/send: run a step on up to 50 cases ("You can select a maximum of 50 cases at once"). */
export const MAX_BATCH_CASES = 50;
export const SendCaseDocumentsInput = z
  .object({
    caseIds: z.array(z.string().min(1).max(20)).min(1, { error: "validation.required" }).max(MAX_BATCH_CASES, {
      error: "cases.tooManySelected",
    }),
    stepId: z.string().trim().min(1, { error: "validation.required" }).max(100),
    channels: z
      .array(z.enum(["email", "post"]))
      .min(1)
      .max(2)
      .optional(),
  })
  .meta({ id: "SendCaseDocumentsInput" });
export type SendCaseDocumentsInput = z.output<typeof SendCaseDocumentsInput>;

/** Per case: the step it got, or why not (a message in the request's language). */
export const SendCaseDocumentsResult = z
  .object({
    data: z.array(
      z.object({
        caseId: z.string(),
        ok: z.boolean(),
        step: CaseStepView.nullable(),
        message: z.string().nullable(),
      }),
    ),
  })
  .meta({ id: "SendCaseDocumentsResult" });

/**
 * The data of a `step-run` case event (steps/run.ts writes it, the events tab words it: "Purring sent by e-mail"):
 * the step's names in both languages, the channels and when the letter goes.
 */
export const StepRunEventData = z.object({
  stepId: z.string(),
  kind: z.enum(STEP_KINDS),
  name: z.string(),
  nameEn: z.string(),
  runId: z.string(),
  feeOre: z.number().int(),
  plannedSendAt: z.number(),
  deadlineDate: z.string().nullable().optional(),
  channels: z.array(z.enum(SEND_CHANNELS)),
});
export type StepRunEventData = z.infer<typeof StepRunEventData>;

/**
 * PATCH /cases/{id}/steps/{runId}/service: the day the notice was served on the debtor (issue 18 #1; steps/service.ts
 * checks it is not before the notice was made and that the step awaits service).
 */
export const RecordServiceInput = z.object({ servedDate: pastDate() }).meta({ id: "RecordServiceInput" });
export type RecordServiceInput = z.output<typeof RecordServiceInput>;
