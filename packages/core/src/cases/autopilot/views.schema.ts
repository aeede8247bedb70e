import "../../i18n/cases"; // registers the texts of the keys named here
import { z } from "zod";
import { date } from "../../ledger/ledger.schema";
import { AUTO_PILOT_MODES } from "../settings.schema";
import { CASE_STATUSES, STEP_KINDS } from "../vocabulary";
import { AvailableStep, MAX_BATCH_CASES } from "../steps/step-views.schema";
import { StepBatchView } from "../steps/step-batch-views.schema";
import { AUTOPILOT_STOPS } from "./next-step";

/** One case under the auto-pilot with what the auto-pilot would do now (GET /auto-pilot/cases). */
export const AutopilotCase = z
  .object({
    caseId: z.string(),
    caseNumber: z.number().int(),
    debtorName: z.string(),
    status: z.enum(CASE_STATUSES),
    remainingOre: z.number().int(),
    /** run: the step may go now; wait: from `earliestDate`; stop: a person decides (`why`). */
    action: z.enum(["run", "wait", "stop"]),
    why: z.enum(AUTOPILOT_STOPS).nullable(),
    earliestDate: z.string().nullable(),
    /** The step it would run (or waits for, or stops before), with the law's answer; null at the ladder's end. */
    step: AvailableStep.nullable(),
  })
  .meta({ id: "AutopilotCase" });
export type AutopilotCase = z.infer<typeof AutopilotCase>;

export const AutopilotCaseList = z
  .object({ data: z.array(AutopilotCase), cursor: z.string().nullable() })
  .meta({ id: "AutopilotCaseList" });

export const AutopilotCaseQuery = z.object({
  cursor: z.string().max(2000).optional(),
  limit: z.coerce.number().int().min(1).max(50).optional(),
  action: z.enum(["run", "wait", "stop"]).optional(),
});

/** POST /auto-pilot/approve: the cases whose proposals a user approves (SPEC 5: at most 50 at once). */
export const ApproveProposalsInput = z
  .object({
    caseIds: z
      .array(z.string().min(1).max(20))
      .min(1, { error: "validation.required" })
      .max(MAX_BATCH_CASES, { error: "cases.tooManySelected" }),
  })
  .meta({ id: "ApproveProposalsInput" });

const stepKindList = () =>
  z
    .array(z.enum(STEP_KINDS, { error: "validation.oneOf" }), { error: "validation.oneOf" })
    .max(STEP_KINDS.length, { error: "validation.oneOf" })
    .transform((kinds) => [...new Set(kinds)]);

/**
 * PUT /auto-pilot-settings (issue 20, docs/auto-pilot.md). A list left out keeps what was saved; the rules that need
 * the saved setting too (full-auto needs a start date, a kind is not both skipped and a stop) are cases/settings.ts'. Its own module, not case.schema.ts: the functions that read the
 * customer's account (ledger, accounts) bundle case.schema.ts, and have no room for it.
 */
export const AutoPilotSettingsInput = z.object({
  mode: z.enum(AUTO_PILOT_MODES, { error: "validation.oneOf" }),
  startDate: date().nullable().optional(),
  excludedSteps: stepKindList().optional(),
  stepBlocks: stepKindList().optional(),
});
export type AutoPilotSettingsInput = z.infer<typeof AutoPilotSettingsInput>;

/** POST /auto-pilot/approve: per case, the batch its step was queued in, or why not; and the batches started. */
export const ApproveProposalsResult = z
  .object({
    data: z.array(
      z.object({
        caseId: z.string(),
        ok: z.boolean(),
        batchId: z.string().nullable(),
        message: z.string().nullable(),
      }),
    ),
    batches: z.array(StepBatchView),
  })
  .meta({ id: "ApproveProposalsResult" });
