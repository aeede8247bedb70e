import "../../i18n/case-merge"; // registers the texts of the keys named here
import "../entities"; // registers the entities named here
import { ACTIVITY_ITEMS } from "../../activity/activity";
import { Clock } from "../../clock";
import { failedAt } from "../../dynamo/transaction";
import { MAX_CASE_CLAIMS } from "../case.schema";
import { caseStepItems, type CaseStepItem } from "../steps/available";
import { casesCommand, type CasesPlan } from "../command";
import { casesWriteItemsCount, getCase, nextVersion, type Case } from "../store";
import type { StepKind } from "../vocabulary";
import { MAX_MERGE_CASES, type MergeCasesInput } from "./case-merge.schema";
import { claimFields, claimsOf, claimTaken, moveLockItem, statusByDue, writeSearchRefs } from "./claims-of";
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
import { activityOf } from "../../command/actor";

/**
 * Merging cases (SPEC 4 "Merge rules", SPEC 8 messages; issue 11 "Merge"): the other cases' claims, money and
 * claim locks go to the target {id}, and they become merged, in one transaction. The rules, in the SPEC's order:
 * at least two cases; same debtor; none already merged; no interest-note claims; the target not closed; no legal
 * collection (a judicial step) in any of them; closed cases only when confirmed (`confirmClosed`); a forced-
 * collection document sent (the § 4-18 notice, the konkursvarsel) must be reverted first. The target's last step is
 * reset (its fee kept: the law still counts it) so that its letter can be resent covering every claim. A merged
 * case keeps its steps and events but no claims and no money, so the customer's counters count each krone once;
 * it names its target (`mergedInto`: a payment queued for it is applied there) and the target names it
 * (`mergedCaseIds`), so the target's steps, documents, payments and the law's history include it (store.ts
 * `historyCaseIdsOf`; docs/case-operations.md "Merge").
 */

/**
 * The documents of forced collection (tvangsinnfordring) that are not yet legal collection: the varsel etter
 * tvangsfullbyrdelsesloven § 4-18 and the konkursvarsel. Sent to the debtor for the claims of one case, they do not
 * cover the claims merged in; SPEC 4 asks for them to be reverted before the merge.
 */
export const FORCED_COLLECTION_NOTICE_KINDS: readonly StepKind[] = ["enforcement-notice", "bankruptcy-notice"];

/** DynamoDB's limit on the items of one transaction. */
const MAX_TRANSACTION_ITEMS = 100;

export interface Merged {
  target: Case;
  sources: Case[];
  reset: StepReset | null;
}

export async function mergeCases(
  customerId: string,
  targetId: string,
  input: MergeCasesInput,
  actor: OperationActor,
): Promise<Merged> {
  const ids = [...new Set(input.caseIds.map((id) => id.trim()))].filter((id) => id !== targetId);
  if (ids.length < 1) throw refusal("caseIds", "caseMerge.tooFew");
  if (ids.length + 1 > MAX_MERGE_CASES) throw refusal("caseIds", "caseMerge.tooMany", { max: MAX_MERGE_CASES });
  const merged = await casesCommand(customerId, targetId, actor, () =>
    planMerge(customerId, targetId, ids, input, actor),
  );
  await writeSearchRefs(merged.target);
  return merged;
}

/** The refusals of SPEC 4, in its order; the first that applies is answered. */
function checkRules(cases: Case[], steps: CaseStepItem[][], input: MergeCasesInput) {
  const [target, ...sources] = cases as [Case, ...Case[]];
  if (cases.some((c) => c.debtorId !== target.debtorId)) throw refusal("caseIds", "caseMerge.debtorsDiffer");
  const merged = cases.find((c) => c.status === "merged");
  if (merged) throw refusal("caseIds", "caseMerge.alreadyMerged", { caseId: String(merged.caseNumber) });
  if (cases.some((c) => c.claimTypes.includes("interestNote"))) throw refusal("caseIds", "caseMerge.interestNote");
  if (target.status === "closed") throw refusal("caseIds", "caseMerge.targetClosed");
  if (steps.some((items) => items.some((s) => isLive(s) && isJudicial(s))))
    throw refusal("caseIds", "caseMerge.legalStarted");
  const closed = sources.filter((c) => c.status === "closed");
  if (closed.length && !input.confirmClosed)
    throw refusal("confirmClosed", "caseMerge.confirmClosed", {
      caseIds: closed.map((c) => c.caseNumber).join(", "),
    });
  cases.forEach((c, i) => {
    const notice = steps[i]!.find((s) => isLive(s) && FORCED_COLLECTION_NOTICE_KINDS.includes(s.kind));
    if (notice)
      throw refusal("caseIds", "caseMerge.revertFirst", { step: notice.nameNo, caseId: String(c.caseNumber) });
  });
  const count = cases.reduce((n, c) => n + claimsOf(c).length, 0);
  if (count > MAX_CASE_CLAIMS) throw refusal("caseIds", "caseMerge.tooManyClaims", { max: MAX_CASE_CLAIMS, count });
}

/** The latest day the cases' interest was computed to, kept by the target (none when no case has one). */
function latestInterestDay(cases: Case[]): { interestToDate?: string } {
  const latest = cases.map((c) => c.interestToDate ?? "").reduce((a, b) => (b > a ? b : a), "");
  return latest ? { interestToDate: latest } : {};
}

async function planMerge(
  customerId: string,
  targetId: string,
  ids: string[],
  input: MergeCasesInput,
  actor: OperationActor,
): Promise<CasesPlan<Merged>> {
  const cases = await Promise.all([targetId, ...ids].map((id) => getCase(customerId, id)));
  const steps = await Promise.all(cases.map((c) => caseStepItems(customerId, String(c.caseNumber))));
  checkRules(cases, steps, input);
  const [target, ...sources] = cases as [Case, ...Case[]];
  const sum = (f: (c: Case) => number) => cases.reduce((s, c) => s + f(c), 0);
  const moved = sources.flatMap((src) => claimsOf(src).map((cl) => ({ claim: { ...cl, caseId: targetId }, src })));
  const fields = claimFields([...claimsOf(target), ...moved.map((m) => m.claim)]);
  let after = nextVersion(target, {
    ...fields,
    principalOre: sum((c) => c.principalOre),
    interestOre: sum((c) => c.interestOre),
    feesOre: sum((c) => c.feesOre),
    compensationOre: sum((c) => c.compensationOre ?? 0),
    paidOre: sum((c) => c.paidOre),
    // what paid the fees, interest and principal goes along with what was paid (fees + interest + principal paid =
    // paid on every case: security-review-2 G4)
    feesPaidOre: sum((c) => c.feesPaidOre ?? 0),
    interestPaidOre: sum((c) => c.interestPaidOre ?? 0),
    principalPaidOre: sum((c) => c.principalPaidOre ?? 0),
    // and the dated principal parts, so interest after the merge runs on what each payment left (case-interest.ts)
    principalPayments: cases.flatMap((c) => c.principalPayments ?? []),
    ...latestInterestDay(cases),
    // their steps, documents and payments stay where they were written and are read as the target's history
    mergedCaseIds: [
      ...(target.mergedCaseIds ?? []),
      ...sources.flatMap((src) => [String(src.caseNumber), ...(src.mergedCaseIds ?? [])]),
    ],
    rent: cases.every((c) => c.rent),
    status: statusByDue(target.status, fields.dueDate, Clock.today()),
  });
  // "Merging resets an already sent step so it can be resent": the target's last letter covered only its own claims
  const last = steps[0]!.filter(isLive).at(-1);
  const reset = last ? planReset(steps[0]!, last.runId, true) : null;
  if (reset) after = { ...after, ...resetFields(after, reset) };
  const emptied = sources.map((src) =>
    nextVersion(src, {
      status: "merged",
      mergedInto: targetId,
      claims: [],
      claimTypes: [],
      principalOre: 0,
      interestOre: 0,
      feesOre: 0,
      compensationOre: 0,
      paidOre: 0,
      feesPaidOre: 0,
      interestPaidOre: 0,
      principalPaidOre: 0,
      principalPayments: [],
    }),
  );
  const activity = activityOf(actor);
  const event = (data: Record<string, unknown>) => ({
    kind: "merged" as const,
    by: actor.userId,
    byName: actor.name,
    data,
  });
  const changes = [
    {
      before: target,
      after,
      event: event({
        caseIds: sources.map((s) => String(s.caseNumber)),
        claims: moved.length,
        principalOre: after.principalOre - target.principalOre,
        interestOre: after.interestOre - target.interestOre,
        feesOre: after.feesOre - target.feesOre,
        paidOre: after.paidOre - target.paidOre,
        reset: reset ? resetEventData(reset) : null,
      }),
    },
    ...sources.map((src, i) => ({
      before: src,
      after: emptied[i]!,
      event: event({
        targetCaseId: targetId,
        claims: claimsOf(src).length,
        principalOre: src.principalOre,
        interestOre: src.interestOre,
        feesOre: src.feesOre,
        paidOre: src.paidOre,
      }),
    })),
  ];
  const size =
    casesWriteItemsCount(changes) + moved.length + (reset?.runs.length ?? 0) + (activity ? ACTIVITY_ITEMS : 0);
  if (size > MAX_TRANSACTION_ITEMS)
    throw refusal("caseIds", "caseMerge.tooManyClaims", { max: MAX_CASE_CLAIMS, count: fields.claims.length });
  return {
    changes,
    extra: (e) => [
      ...moved.map((m) => moveLockItem(e, customerId, m.claim.voucherId, m.src, targetId)),
      ...(reset ? revertRunItems(e, reset, actor.userId) : []),
    ],
    // a claim of a closed case that another case has taken since it closed: not a race to retry
    refused: async (err, lockAt) => {
      const taken = moved.findIndex((m, i) => m.src.status === "closed" && failedAt(err, lockAt + i));
      return taken >= 0 ? claimTaken(customerId, moved[taken]!.claim) : null;
    },
    result: { target: after, sources: emptied, reset },
  };
}
