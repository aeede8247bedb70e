import "../../i18n/cases"; // registers the texts of the keys named here
import "../../i18n/case-merge"; // registers the texts of the keys named here
import { z } from "zod";
import { CaseView } from "../case-views.schema";
import { MAX_BATCH_CASES } from "../steps/step-views.schema";
import { CaseStepView } from "../steps/step-views.schema";

/**
 * The bodies and answers of merging cases, reverting steps and moving claims (issue 11; SPEC 4, 5, 8). Plain zod,
 * so the web's dialogs import them; messages are keys of i18n/messages.ts.
 */

/**
 * The most cases one merge takes, the target included. The merge is one DynamoDB transaction (at most 100 items):
 * per case its put, its counters (up to 6 change) and its event; one lock per claim moved (a case holds at most
 * MAX_CASE_CLAIMS = 50); the target's reset run; the activity entry (4). Five cases and 50 claims stay under 100
 * (merge.ts `transactionSize` checks it before writing).
 */
export const MAX_MERGE_CASES = 5;

const caseId = z.string().trim().min(1, { error: "validation.required" }).max(20);

/** POST /cases/{id}/merge: the other cases, merged into {id} (the target). */
export const MergeCasesInput = z
  .object({
    caseIds: z
      .array(caseId)
      .min(1, { error: "caseMerge.tooFew" })
      .max(MAX_BATCH_CASES, { error: "cases.tooManySelected" }),
    /** SPEC 4 "closed cases need confirmation": true when the user has confirmed merging closed cases. */
    confirmClosed: z.boolean().optional(),
  })
  .meta({ id: "MergeCasesInput" });
export type MergeCasesInput = z.output<typeof MergeCasesInput>;

/** POST /cases/{id}/revert: revert the steps from the run `runId` on, keeping their fees on the case or not. */
export const RevertStepsInput = z
  .object({
    runId: z.string().trim().min(1, { error: "validation.required" }).max(100),
    keepFees: z.boolean({ error: "validation.required" }),
  })
  .meta({ id: "RevertStepsInput" });
export type RevertStepsInput = z.output<typeof RevertStepsInput>;

/** PATCH /cases/{id}/move-claims: move claims (their voucher ids) of case {id} to another case of the debtor. */
export const MoveClaimsInput = z
  .object({
    voucherIds: z
      .array(z.string().trim().min(1).max(100))
      .min(1, { error: "validation.required" })
      .max(50, { error: "validation.tooLong" }),
    targetCaseId: caseId,
  })
  .meta({ id: "MoveClaimsInput" });
export type MoveClaimsInput = z.output<typeof MoveClaimsInput>;

/** What a merge answers: the target as it is now, and the message. */
export const MergeCasesResult = z.object({ message: z.string(), data: CaseView }).meta({ id: "MergeCasesResult" });

/** What a revert answers: the case, the runs reverted, and the message. */
export const RevertStepsResult = z
  .object({ message: z.string(), data: CaseView, reverted: z.array(CaseStepView) })
  .meta({ id: "RevertStepsResult" });

/** What a move answers: both cases as they are now. */
export const MoveClaimsResult = z
  .object({ message: z.string(), data: CaseView, target: CaseView })
  .meta({ id: "MoveClaimsResult" });
