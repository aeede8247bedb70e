import "../../i18n/case-pause"; // registers the texts of the keys named here
import { z } from "zod";
import { pastDate } from "../../ledger/ledger.schema";
import { required } from "../../util/validation";

/**
 * Request bodies of recording and lifting the debtor's objection on a case (issue 18 "Disputed claims stop";
 * docs/case-operations.md "Disputed claims"). Pure: the web's dialog validates with the same schemas.
 */

/** The longest reason kept with a dispute or its lifting. */
export const MAX_DISPUTE_REASON = 1000;

/** PATCH /cases/{id}/dispute: the day the debtor objected (not after today) and what the objection says. */
export const RecordDisputeInput = z.object({
  date: pastDate(),
  reason: required(MAX_DISPUTE_REASON),
});
export type RecordDisputeInput = z.input<typeof RecordDisputeInput>;
export type RecordDispute = z.output<typeof RecordDisputeInput>;

/** PATCH /cases/{id}/lift-dispute: why the objection no longer stops the case (withdrawn, settled, a judgment). */
export const LiftDisputeInput = z.object({ reason: required(MAX_DISPUTE_REASON) });
export type LiftDisputeInput = z.input<typeof LiftDisputeInput>;
export type LiftDispute = z.output<typeof LiftDisputeInput>;
