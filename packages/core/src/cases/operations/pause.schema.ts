import "../../i18n/case-pause"; // registers the texts of the keys named here
import "../../i18n/cases"; // registers the texts of the keys named here
import { z } from "zod";
import { Clock } from "../../clock";
import { addDays } from "../../law/dates";
import { date, optionalText } from "../../ledger/ledger.schema";
import { required } from "../../util/validation";
import { CaseView } from "../case-views.schema";
import { CLOSE_REASONS } from "../vocabulary";

/**
 * Request bodies and answers of pausing, resuming, closing and reopening cases (issue 11, SPEC 4 and 5;
 * docs/case-operations.md "Pause, resume, close, reopen"). Pure: the web's dialogs validate with the same schemas.
 */

/**
 * The furthest reactivation date, in days after today (decision, docs/case-operations.md): a pause is a short
 * hold (a debtor asked for time, a dispute being looked at); a case that should wait longer is closed, so the
 * limitation period (foreldelsesloven § 2, 3 years) is not run out by a forgotten pause.
 */
export const MAX_PAUSE_DAYS = 365;

/** The days a reactivation date may be: from tomorrow to MAX_PAUSE_DAYS ahead, in Oslo. */
export const pauseRange = (today = Clock.today()) => ({ min: addDays(today, 1), max: addDays(today, MAX_PAUSE_DAYS) });

/** The longest note kept with a pause. */
export const MAX_PAUSE_NOTE = 1000;

/**
 * PATCH /cases/{id}/pause (SPEC 4 "a reactivation date and an optional notification"): the day the case becomes
 * active again (after today, within a year), whether the user who paused is told by e-mail on that day, and an
 * optional note kept with the debtor's pauses (SPEC "debtor pauses and notes").
 */
export const PauseCaseInput = z.object({
  until: date()
    .refine((v) => v >= pauseRange().min, { error: "casePause.untilNotFuture" })
    .refine((v) => v <= pauseRange().max, { error: "casePause.untilTooLate" }),
  notify: z.boolean({ error: "validation.oneOf" }).default(false),
  note: optionalText(MAX_PAUSE_NOTE),
});
export type PauseCaseInput = z.input<typeof PauseCaseInput>;
export type PauseCase = z.output<typeof PauseCaseInput>;

/** PATCH /cases/{id}/close: why (SPEC 4 close options). */
export const CloseCaseInput = z.object({ reason: z.enum(CLOSE_REASONS, { error: "validation.oneOf" }) });
export type CloseCaseInput = z.infer<typeof CloseCaseInput>;

/** The most cases one batch acts on (SPEC 5 and 8: "You can select a maximum of 50 cases at once"). */
export const MAX_BATCH_CASES = 50;

/** PATCH /cases/close: at least one case and at most 50, one reason for them all. */
export const CloseCasesInput = z.object({
  ids: z
    .array(required(64), { error: "validation.required" })
    .min(1, { error: "validation.required" })
    .max(MAX_BATCH_CASES, { error: "cases.tooManySelected" })
    // a case named twice is closed once
    .transform((ids) => [...new Set(ids)]),
  reason: CloseCaseInput.shape.reason,
});
export type CloseCasesInput = z.output<typeof CloseCasesInput>;

/** The answer of a batch close: one line per case, in the order asked, closed or why not. */
export const CaseCloseResult = z
  .object({
    caseId: z.string(),
    closed: z.boolean(),
    /** Why it was not closed (in the request's language); null when closed. */
    error: z.string().nullable(),
    data: CaseView.nullable(),
  })
  .meta({ id: "CaseCloseResult" });
export const CaseCloseResults = z
  .object({ message: z.string(), data: z.array(CaseCloseResult), closed: z.number().int(), total: z.number().int() })
  .meta({ id: "CaseCloseResults" });

// Debtor pauses and notes --------------------------------------------------------------------------------------------

/** The debtor whose pauses and notes are listed or deleted. */
export const DebtorPausesQuery = z.object({ debtorId: required(64) });

/** How a pause ended. */
export const PAUSE_ENDINGS = ["resumed", "reactivated", "closed", "deleted"] as const;

/** A pause of one of the debtor's cases, with its note (SPEC "debtor pauses"). */
export const DebtorPause = z
  .object({
    pauseId: z.string(),
    debtorId: z.string(),
    caseId: z.string(),
    /** The day it was paused and the reactivation date (`YYYY-MM-DD`). */
    from: z.string(),
    until: z.string(),
    notify: z.boolean(),
    note: z.string().nullable(),
    active: z.boolean(),
    endedHow: z.enum(PAUSE_ENDINGS).nullable(),
    endedAt: z.number().nullable(),
    pausedBy: z.string(),
    pausedByName: z.string().nullable(),
    createdAt: z.number(),
  })
  .meta({ id: "DebtorPause" });
export const DebtorPauseList = z
  .object({ data: z.array(DebtorPause), total: z.number().int() })
  .meta({ id: "DebtorPauseList" });
export const DebtorPausesDeleted = z
  .object({ message: z.string(), pauses: z.number().int(), resumed: z.number().int() })
  .meta({ id: "DebtorPausesDeleted" });
export type DebtorPauseView = z.infer<typeof DebtorPause>;
export type CaseCloseResultView = z.infer<typeof CaseCloseResult>;
