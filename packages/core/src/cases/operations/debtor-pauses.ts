import "./pause.entity"; // registers the entities named here
import { db } from "../../dynamo/db";
import { getDebtorItem } from "../../ledger/store";
import { AppError } from "../../util/error";
import type { CaseActor } from "../start";
import { resumeCase, type CasePause } from "./pause";
import type { DebtorPauseView } from "./pause.schema";

/**
 * The debtor's pauses and notes (SPEC "debtor pauses", "DELETE debtor-pauses-and-notes all"; decision in
 * docs/case-operations.md "Debtor pauses and notes"): every pause of the debtor's cases with the note given with it,
 * listed, and deleted all at once (a debtor's request to have them erased, or a clean slate): the cases still
 * paused are resumed first, each in its own transaction, then the pauses and their notes are removed.
 */

/** Most pauses of one debtor read (a pause is a deliberate act; a debtor has few). */
const MAX_DEBTOR_PAUSES = 1000;

export const debtorPauseView = (p: CasePause): DebtorPauseView => ({
  pauseId: p.pauseId,
  debtorId: p.debtorId,
  caseId: p.caseId,
  from: p.from,
  until: p.until,
  notify: p.notify,
  note: p.note ?? null,
  active: p.state === "active",
  endedHow: p.endedHow ?? null,
  endedAt: p.endedAt ?? null,
  pausedBy: p.pausedBy,
  pausedByName: p.pausedByName ?? null,
  createdAt: p.createdAt,
});

/** The debtor's pauses (404 for a debtor the customer does not have). */
async function pausesOf(customerId: string, debtorId: string): Promise<CasePause[]> {
  if (!(await getDebtorItem(customerId, debtorId))) throw new AppError("NOT_FOUND", "errors.notFound");
  const { data } = await db()
    .entities.casePause.query.byDebtor({ customerId, debtorId })
    .go({ limit: MAX_DEBTOR_PAUSES, consistent: true, order: "desc" });
  return data;
}

/** GET /debtor-pauses-and-notes?debtorId=: newest first. */
export async function listDebtorPauses(customerId: string, debtorId: string) {
  const data = (await pausesOf(customerId, debtorId)).map(debtorPauseView);
  return { data, total: data.length };
}

/** DELETE /debtor-pauses-and-notes?debtorId=: how many pauses were deleted and how many cases were resumed. */
export async function deleteDebtorPauses(
  customerId: string,
  debtorId: string,
  actor: CaseActor,
): Promise<{ pauses: number; resumed: number }> {
  const pauses = await pausesOf(customerId, debtorId);
  let resumed = 0;
  for (const p of pauses.filter((x) => x.state === "active")) {
    const done = await resumeCase(customerId, p.caseId, actor, { how: "deleted", pauseId: p.pauseId });
    if (done) resumed++;
  }
  if (pauses.length)
    await db()
      .entities.casePause.delete(pauses.map((p) => ({ customerId, debtorId, pauseId: p.pauseId })))
      .go();
  return { pauses: pauses.length, resumed };
}
