import "../../i18n/case-merge"; // registers the texts of the keys named here
import "../entities"; // registers the entities named here
import { Clock } from "../../clock";
import { MAX_CASE_CLAIMS } from "../case.schema";
import { caseStepItems } from "../steps/available";
import { casesCommand, type CasesPlan } from "../command";
import { getCase, nextVersion, type Case } from "../store";
import type { MoveClaimsInput } from "./case-merge.schema";
import { claimFields, claimsOf, moveLockItem, statusByDue, writeSearchRefs } from "./claims-of";
import type { OperationActor } from "./revert";
import {
  isJudicial,
  isLive,
  planReset,
  refusal,
  resetEventData,
  resetFields,
  revertRunItems,
  type StepReset,
} from "./step-reset";

/**
 * Moving invoices (claims) of a case to another case of the same debtor (SPEC 4 "Case actions: … move"; issue 11).
 * Both cases and the claims' locks in one transaction, each case on its version. The claims' open amounts move as
 * principal; the interest and fees the source case has earned stay on it (they were charged on it). Moving onto a
 * case past the payment demand resets that step (SPEC 4), its fee kept, so the betalingsoppfordring can be resent
 * covering the claims moved in. Not onto a case where legal collection has started.
 */

/** The statuses a claim may leave or enter: a case still collecting. */
const OPEN = (c: Case) => c.status !== "closed" && c.status !== "merged";

export interface Moved {
  source: Case;
  target: Case;
  reset: StepReset | null;
}

export async function moveClaims(
  customerId: string,
  caseId: string,
  input: MoveClaimsInput,
  actor: OperationActor,
): Promise<Moved> {
  if (input.targetCaseId === caseId) throw refusal("targetCaseId", "caseMove.sameCase");
  const moved = await casesCommand(customerId, caseId, actor, () => planMove(customerId, caseId, input, actor));
  await writeSearchRefs(moved.target);
  return moved;
}

async function planMove(
  customerId: string,
  caseId: string,
  input: MoveClaimsInput,
  actor: OperationActor,
): Promise<CasesPlan<Moved>> {
  const targetId = input.targetCaseId;
  const [source, target, targetSteps] = await Promise.all([
    getCase(customerId, caseId),
    getCase(customerId, targetId),
    caseStepItems(customerId, targetId),
  ]);
  for (const c of [source, target])
    if (!OPEN(c)) throw refusal("targetCaseId", "caseMove.notOpen", { caseId: String(c.caseNumber) });
  if (source.debtorId !== target.debtorId) throw refusal("targetCaseId", "caseMerge.debtorsDiffer");
  const ids = new Set(input.voucherIds);
  const leaving = claimsOf(source).filter((cl) => ids.has(cl.voucherId));
  const missing = [...ids].find((id) => !leaving.some((cl) => cl.voucherId === id));
  if (missing) throw refusal("voucherIds", "caseMove.notInCase", { number: missing, caseId });
  const staying = claimsOf(source).filter((cl) => !ids.has(cl.voucherId));
  if (staying.length === 0) throw refusal("voucherIds", "caseMove.lastClaim");
  const count = claimsOf(target).length + leaving.length;
  if (count > MAX_CASE_CLAIMS) throw refusal("voucherIds", "caseMerge.tooManyClaims", { max: MAX_CASE_CLAIMS, count });
  if (targetSteps.some((s) => isLive(s) && isJudicial(s))) throw refusal("targetCaseId", "caseMerge.legalStarted");

  const amountOre = leaving.reduce((s, cl) => s + cl.openOre, 0);
  const today = Clock.today();
  const sourceFields = claimFields(staying);
  const sourceAfter = nextVersion(source, {
    ...sourceFields,
    principalOre: source.principalOre - amountOre,
    status: statusByDue(source.status, sourceFields.dueDate, today),
  });
  const targetFields = claimFields([...claimsOf(target), ...leaving.map((cl) => ({ ...cl, caseId: targetId }))]);
  let targetAfter = nextVersion(target, {
    ...targetFields,
    principalOre: target.principalOre + amountOre,
    status: statusByDue(target.status, targetFields.dueDate, today),
  });
  // SPEC 4: "Moving an invoice to a case that has passed the payment demand resets that step"
  const demand = targetSteps.find((s) => isLive(s) && s.kind === "payment-demand");
  const reset = demand ? planReset(targetSteps, demand.runId, true) : null;
  if (reset) targetAfter = { ...targetAfter, ...resetFields(targetAfter, reset) };

  const data = {
    fromCaseId: caseId,
    toCaseId: targetId,
    voucherIds: leaving.map((cl) => cl.voucherId),
    numbers: leaving.map((cl) => cl.number ?? cl.voucherId),
    amountOre,
  };
  const event = (extra: Record<string, unknown> = {}) => ({
    kind: "claims-moved" as const,
    by: actor.userId,
    byName: actor.name,
    data: { ...data, ...extra },
  });
  return {
    changes: [
      { before: source, after: sourceAfter, event: event() },
      { before: target, after: targetAfter, event: event({ reset: reset ? resetEventData(reset) : null }) },
    ],
    extra: (e) => [
      ...leaving.map((cl) => moveLockItem(e, customerId, cl.voucherId, source, targetId)),
      ...(reset ? revertRunItems(e, reset, actor.userId) : []),
    ],
    result: { source: sourceAfter, target: targetAfter, reset },
  };
}
