import { z } from "zod";
import { DEBTOR_TYPES } from "../ledger/debtor-rules";
import { CASE_STATUSES, CLOSE_REASONS, STEP_KINDS } from "./vocabulary";

/**
 * What the cases' API answers (plain zod, no AWS): the API declares its responses with these (OpenAPI components
 * by `meta({ id })`), the web infers its types from them. Amounts are øre, dates `YYYY-MM-DD`, times epoch ms.
 * These shapes only grow: fields are added, never renamed or removed (the web builds on them).
 */

const described = <T extends z.ZodType>(schema: T, description: string) => schema.meta({ description });

/** A claim the case collects: a voucher of the debtor's ledger, as it was when it entered the case. */
export const CaseClaim = z
  .object({
    caseId: z.string(),
    voucherId: z.string(),
    /** SPEC 3 voucher type (invoice 1, rent occupied 5, sentence 12 …) and invoice type (RentOccupied 2 …). */
    type: z.number().int(),
    invoiceType: z.number().int().optional(),
    /** The claim type label key (i18n `claimType.*`): invoice, rent, wagesOverpaid … */
    claimType: z.string(),
    number: z.string().optional(),
    /** What it is for (the voucher's description, one line of at most 200 characters): the letters' «Gjelder». */
    description: z.string().max(200).optional(),
    kid: z.string().optional(),
    voucherDate: z.string(),
    dueDate: z.string(),
    amountOre: z.number().int(),
    /** What was still open of it when it entered the case. */
    openOre: z.number().int(),
    /** ledger: picked from the open items; typed: typed in the wizard (a voucher was made for it). */
    source: z.enum(["ledger", "typed"]),
    addedAt: z.number(),
  })
  .meta({ id: "CaseClaim" });

/** The last step executed on a case (set by the step runner). */
export const CaseLastStep = z
  .object({
    stepId: z.string(),
    kind: z.enum(STEP_KINDS),
    name: z.string(),
    at: z.number(),
  })
  .meta({ id: "CaseLastStep" });

/**
 * The case's late-payment interest to today (GET /cases/{id} only; cases/case-interest.ts): on the claims' balances
 * over time, also before the first letter. `date` is today, or the last day a rate is published for.
 */
export const CaseInterestToday = z
  .object({
    date: z.string(),
    accruedOre: described(z.number().int(), "interest accrued to `date`"),
    openOre: described(z.number().int(), "of it, not paid yet"),
    remainingOre: described(z.number().int(), "what the case owes on `date` (fees, interest, principal open)"),
  })
  .meta({ id: "CaseInterestToday" });

/** The debtor's objection recorded on the case (issue 18): the day it was made, why, who recorded it and when. */
export const CaseDispute = z
  .object({
    date: z.string(),
    reason: z.string(),
    by: z.string(),
    byName: z.string().optional(),
    at: z.number(),
  })
  .meta({ id: "CaseDispute" });

/**
 * The lease recorded on a rent case (issue 18 #9): the fravikelse clause confirmed, the leased premises, the lease's
 * date and uploaded copy when given, who recorded it and when.
 */
export const CaseLease = z
  .object({
    clauseConfirmed: z.boolean(),
    leaseDate: z.string().optional(),
    address: z.string(),
    postcode: z.string(),
    city: z.string(),
    documentId: z.string().optional(),
    by: z.string(),
    byName: z.string().optional(),
    at: z.number(),
  })
  .meta({ id: "CaseLease" });

/** A case's fields (SPEC 3) as the list and the case page show them. */
const caseFields = {
  id: z.string(),
  caseId: z.string(),
  customerId: z.string(),
  /** Per customer, from 1, gap-free. */
  caseNumber: z.number().int(),
  debtorId: z.string(),
  debtorName: z.string(),
  debtorType: z.enum(DEBTOR_TYPES),
  customerNumber: z.string(),
  procedureId: z.string(),
  /** The customer's reminder process the case was started with; absent: it follows the default (docs/reminder-processes.md). */
  reminderProcessId: z.string().optional(),
  status: z.enum(CASE_STATUSES),
  /** SPEC 4 status id (Active 1 … Merged 8). */
  statusId: z.number().int(),
  /** The claims' open amount when the case started (principal). */
  principalOre: z.number().int(),
  interestOre: z.number().int(),
  feesOre: z.number().int(),
  /** Of feesOre, the § 3a compensation claimed (business debtors; absent or 0: none). */
  compensationOre: z.number().int().optional(),
  paidOre: z.number().int(),
  /** Of paidOre, what paid the fees, the interest and the principal (issue 11; absent before any payment). */
  feesPaidOre: z.number().int().optional(),
  interestPaidOre: z.number().int().optional(),
  principalPaidOre: z.number().int().optional(),
  /** The day `interestOre` is computed to (the last letter's or payment's day); null before either. */
  interestToDate: z.string().nullable().optional(),
  amountOwedOre: described(z.number().int(), "principal + interest + fees"),
  remainingOre: described(z.number().int(), "amount owed − paid"),
  lastStep: CaseLastStep.nullable(),
  /** Claim type label keys of its claims, each once. */
  claimTypes: z.array(z.string()),
  /** The first claim's KID and number (the list shows one; the claims tab all). */
  kid: z.string().nullable(),
  invoiceNumber: z.string().nullable(),
  /** The earliest due date of its claims. */
  dueDate: z.string(),
  heldDate: z.string().nullable(),
  notificationDate: z.string().nullable(),
  closeReason: z.enum(CLOSE_REASONS).nullable(),
  closedAt: z.number().nullable(),
  /** Disputed (issue 18): the debtor's objection; null when none is recorded or it was lifted. */
  dispute: CaseDispute.nullable().optional(),
  /** A rent case's lease (issue 18 #9); null or absent while none is recorded: no rent notice or eviction. */
  lease: CaseLease.nullable().optional(),
  /** Paused: the day it becomes active again (issue 11); null when not paused. */
  pausedUntil: z.string().nullable().optional(),
  autoPilot: z.boolean(),
  /** Its claims are rent (invoice type RentOccupied): the rent procedure. */
  rent: z.boolean(),
  /** The debtor lives abroad (its country is not NO): the law refuses the forced steps (law/forced-steps.ts). */
  foreign: z.boolean(),
  minimumOwedOre: z.number().int(),
  claimCount: z.number().int(),
  startedAt: z.number().nullable(),
  /** The active down-payment plan's id (GET /cases/{id}/down-payment-plan has it), null without one. */
  planId: z.string().nullable().default(null),
  /** A merged case: the case it went into; a merge target: the cases merged into it (their history is its own). */
  mergedInto: z.string().optional(),
  mergedCaseIds: z.array(z.string()).optional(),
  createdBy: z.string(),
  version: z.number().int(),
  createdAt: z.number(),
  updatedAt: z.number(),
};

export const CaseListItem = z.object(caseFields).meta({ id: "CaseListItem" });

export const CaseList = z.object({ data: z.array(CaseListItem), total: z.number().int() }).meta({ id: "CaseList" });

/** GET /cases/{id}: the case with its claims (notes, documents, payments, emails are their own resources). */
export const CaseView = z
  .object({ ...caseFields, claims: z.array(CaseClaim), interestToday: CaseInterestToday.nullable().optional() })
  .meta({ id: "CaseView" });

export const CaseMessage = z.object({ message: z.string(), data: CaseView }).meta({ id: "CaseMessage" });

/** The kinds of case event; the case page's events tab words each (i18n `caseEvents.*`). */
export const CASE_EVENT_KINDS = [
  "created",
  "opened",
  "status-changed",
  "step-run",
  "paused",
  "resumed",
  "closed",
  "reopened",
  "merged",
  "reverted",
  "claim-added",
  "payment",
  "note",
  /** A step's response was recorded (cases/documents/step-responses.ts). */
  "step-response",
  /** A PDF was uploaded to the case (cases/operations/case-uploads.ts). */
  "document-uploaded",
  /** Claims moved from one case to another (cases/operations/move-claims.ts): written on both. */
  "claims-moved",
  /** A down-payment plan was agreed (or replaced by a new one), or cancelled (cases/operations/plans.ts). */
  "plan-agreed",
  "plan-cancelled",
  /** A letter sent by e-mail was sent by post too (its mail bounced: cases/documents/post-letter.ts). */
  "letter-posted",
  /** The debtor's objection was recorded, or lifted (cases/operations/dispute.ts). */
  "disputed",
  "dispute-lifted",
  /** A served notice's service was recorded (cases/steps/service.ts, issue 18 #1): its day, deadline and fee. */
  "service-recorded",
  /** A rent case's lease was recorded (cases/operations/lease.ts, issue 18 #9): the premises and the clause. */
  "lease-recorded",
] as const;
export type CaseEventKind = (typeof CASE_EVENT_KINDS)[number];

/** What happened on a case, who did it and when (every change writes one in its transaction). */
export const CaseEvent = z
  .object({
    id: z.string(),
    caseId: z.string(),
    kind: z.enum(CASE_EVENT_KINDS),
    at: z.number(),
    /** The user id, or "system" / "autopilot". */
    by: z.string(),
    byName: z.string().nullable(),
    /** The status after the change, when it changed. */
    status: z.enum(CASE_STATUSES).nullable(),
    /** Kind-specific facts (amounts in øre, dates, the step), for the wording. */
    data: z.record(z.string(), z.unknown()),
  })
  .meta({ id: "CaseEvent" });
export const CaseEventList = z
  .object({ data: z.array(CaseEvent), total: z.number().int() })
  .meta({ id: "CaseEventList" });

/** GET /cases/case-statistics: the dashboard's figures for a period. */
export const CaseStatistics = z
  .object({
    from: z.string(),
    to: z.string(),
    /** Cases started in the period, by their status now. */
    open: z.number().int(),
    closed: z.number().int(),
    total: z.number().int(),
    /** All the customer's cases by status now (counters). */
    byStatus: z.record(z.string(), z.number().int()),
    registeredOre: described(z.number().int(), "amount owed of the cases started in the period"),
    paymentsReceivedOre: described(z.number().int(), "paid on the cases started in the period"),
    outstandingOre: described(z.number().int(), "remaining of the cases started in the period"),
  })
  .meta({ id: "CaseStatistics" });

/** GET /cases/case-statistics-claim-amount: money registered and recovered per month (the chart). */
export const CaseClaimAmountStatistics = z
  .object({
    from: z.string(),
    to: z.string(),
    months: z.array(
      z.object({
        /** YYYY-MM */
        month: z.string(),
        cases: z.number().int(),
        registeredOre: z.number().int(),
        recoveredOre: z.number().int(),
      }),
    ),
  })
  .meta({ id: "CaseClaimAmountStatistics" });

/** GET /cases/case-steps: open cases per last step ("none": no step yet), for the dashboard chart. */
export const CaseStepStatistics = z
  .object({
    data: z.array(z.object({ step: z.enum([...STEP_KINDS, "none"]), count: z.number().int() })),
  })
  .meta({ id: "CaseStepStatistics" });

/** A procedure a case may use (GET /cases/{id}/procedures, /cases/multiple-procedures). */
export const CaseProcedure = z
  .object({ id: z.string(), current: z.boolean(), suggested: z.boolean() })
  .meta({ id: "CaseProcedure" });
export const CaseProcedures = z.object({ data: z.array(CaseProcedure) }).meta({ id: "CaseProcedures" });

/** A customer's allowance: cases left, sends left (post costs half a send, so halves), credit checks left. */
export const Allowance = z
  .object({
    customerId: z.string(),
    cases: z.number().int(),
    /** Sends left, in half-sends (a post letter uses 1, an e-mail 2). */
    halfSends: z.number().int(),
    /** halfSends / 2 (may end in .5). */
    sends: z.number(),
    /** Credit checks left (issue 19; bought by a top-up). */
    creditChecks: z.number().int().default(0),
    updatedAt: z.number().nullable(),
  })
  .meta({ id: "Allowance" });

export { CaseSettings, type CaseSettingsView } from "./settings.schema";

export type CaseClaimView = z.infer<typeof CaseClaim>;
export type CaseListItemView = z.infer<typeof CaseListItem>;
export type CaseListView = z.infer<typeof CaseList>;
export type CaseViewView = z.infer<typeof CaseView>;
export type CaseInterestTodayView = z.infer<typeof CaseInterestToday>;
export type CaseEventView = z.infer<typeof CaseEvent>;
export type CaseStatisticsView = z.infer<typeof CaseStatistics>;
export type CaseClaimAmountStatisticsView = z.infer<typeof CaseClaimAmountStatistics>;
export type CaseStepStatisticsView = z.infer<typeof CaseStepStatistics>;
export type CaseProceduresView = z.infer<typeof CaseProcedures>;
export type AllowanceView = z.infer<typeof Allowance>;
