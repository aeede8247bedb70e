import "../../i18n/case-pause"; // registers the texts of the keys named here
import "../../i18n/cases"; // registers the texts of the keys named here
import "./pause.entity"; // registers the entities named here
import "../entities"; // registers the entities named here
import { Clock } from "../../clock";
import { db } from "../../dynamo/db";
import { AppError } from "../../util/error";
import type { CaseClaimView } from "../case-views.schema";
import type { CaseActor } from "../start";
import { caseCommand } from "../command";
import { nextVersion, releaseClaimItems, type Case } from "../store";
import { userName } from "../actor-names";
import { statusBack, statusRefusal } from "./case-actor";
import { endPauseItem, getPause } from "./pause";
import type { CloseCaseInput, CloseCasesInput } from "./pause.schema";

/**
 * Closing and reopening cases (SPEC 4 close options and "reopen"; docs/case-operations.md "Close and reopen").
 * A close frees the case's claims (their locks go in the same transaction, so an item of a closed case may enter a
 * new one) and ends its pause; a reopen takes them back, refused with the claim and the case that holds it when
 * one has entered another case meanwhile.
 */

/** PATCH /cases/{id}/close (also each case of PATCH /cases/close). */
export async function closeCase(
  customerId: string,
  caseId: string,
  input: CloseCaseInput,
  actor: CaseActor,
  byName?: string,
): Promise<Case> {
  return caseCommand(customerId, caseId, actor, async (before) => {
    if (before.status === "closed" || before.status === "merged") throw statusRefusal("casePause.notClosable");
    const pause = before.status === "paused" && before.pauseId ? await getPause(before, before.pauseId) : null;
    return {
      after: nextVersion(before, {
        status: "closed",
        closeReason: input.reason,
        closedAt: Clock.nowMs(),
        // a paused case reopens to what it was before the pause (its pause has ended with the close)
        statusBeforeClose: before.status === "paused" ? before.statusBeforePause : before.status,
        pausedUntil: undefined,
        pauseId: undefined,
        pauseNotify: undefined,
        statusBeforePause: undefined,
      }),
      event: { kind: "closed", by: actor.userId, byName, data: { reason: input.reason } },
      extra: (e) => [
        ...releaseClaimItems(e, before),
        ...(pause?.state === "active" ? [endPauseItem(e, pause, "closed", actor.userId)] : []),
      ],
    };
  });
}

export interface CloseOutcome {
  caseId: string;
  case: Case | null;
  error: AppError | null;
}

/**
 * PATCH /cases/close: at most 50 cases (CloseCasesInput), each closed in its own transaction, one after the other,
 * so one refused (already closed, unknown) leaves the others closed; the answer says per case.
 */
export async function closeCases(
  customerId: string,
  input: CloseCasesInput,
  actor: CaseActor,
): Promise<CloseOutcome[]> {
  const byName = await userName(actor.userId);
  const out: CloseOutcome[] = [];
  for (const caseId of input.ids) {
    try {
      out.push({ caseId, case: await closeCase(customerId, caseId, input, actor, byName), error: null });
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      out.push({ caseId, case: null, error: err });
    }
  }
  return out;
}

/** PATCH /cases/{id}/reopen: a closed case (not merged) back to the status it had, its claims locked again. */
export async function reopenCase(customerId: string, caseId: string, actor: CaseActor): Promise<Case> {
  const byName = await userName(actor.userId);
  return caseCommand(customerId, caseId, actor, async (before) => {
    if (before.status === "merged") throw statusRefusal("casePause.mergedNotReopenable");
    if (before.status !== "closed") throw statusRefusal("casePause.notReopenable");
    const claims = before.claims as CaseClaimView[];
    await refuseTakenClaims(customerId, caseId, claims);
    return {
      after: nextVersion(before, {
        status: statusBack(before, before.statusBeforeClose),
        closeReason: undefined,
        closedAt: undefined,
        statusBeforeClose: undefined,
      }),
      event: { kind: "reopened", by: actor.userId, byName, data: { reason: before.closeReason } },
      // created only where none exists: a claim taken by another case meanwhile cancels the reopen (retried, then
      // refused by refuseTakenClaims with its case)
      extra: (e) => claims.map((cl) => e.caseClaimLock.create({ customerId, voucherId: cl.voucherId, caseId }).commit()),
      // what a reopen costs is metering's rule (none today: the case was counted when it started), paid last
      use: { kind: "case-reopen", caseId, by: actor.userId },
    };
  });
}

/** 422 on `claims` naming the first claim another case holds now, and that case ("cases.claimInCase"). */
async function refuseTakenClaims(customerId: string, caseId: string, claims: CaseClaimView[]) {
  if (!claims.length) return;
  const { data } = await db()
    .entities.caseClaimLock.get(claims.map((cl) => ({ customerId, voucherId: cl.voucherId })))
    .go({ consistent: true });
  const taken = data.find((l) => l.caseId !== caseId);
  if (!taken) return;
  const claim = claims.find((cl) => cl.voucherId === taken.voucherId);
  const params = { number: claim?.number ?? taken.voucherId, caseNumber: taken.caseId };
  throw new AppError("VALIDATION", "cases.claimInCase", params, { claims: ["cases.claimInCase"] }, { claims: params });
}
