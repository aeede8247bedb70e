import { z } from "zod";
import { CASE_STATUSES } from "../vocabulary";
import { AvailableStep, MAX_BATCH_CASES } from "../steps/step-views.schema";
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
