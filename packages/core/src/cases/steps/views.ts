import type { LawExplanation } from "../../law";
import type { CaseStepItem } from "./available";
import { explained } from "./explained";
import type { CaseStepFee, CaseStepView } from "./step-views.schema";

export { osloDateTime } from "./oslo-time";

/** A case-step as the API shows it: its reasons in words in both languages. */
export function caseStepView(s: CaseStepItem): CaseStepView {
  const fees = (s.fees as (Omit<CaseStepFee, "explanations"> & { explanations: LawExplanation[] })[]).map((f) => ({
    ...f,
    explanations: explained(f.explanations),
  }));
  return {
    id: s.runId,
    caseId: s.caseId,
    stepId: s.stepId,
    kind: s.kind,
    nameNo: s.nameNo,
    nameEn: s.nameEn,
    status: s.status,
    source: s.source,
    plannedSendAt: s.plannedSendAt,
    sendDate: s.sendDate,
    queuedAt: s.queuedAt ?? null,
    sentAt: s.sentAt ?? null,
    deadlineDate: s.deadlineDate ?? null,
    deadlineExplanations: explained(s.deadlineExplanations as LawExplanation[]),
    feeOre: s.feeOre,
    claimedCompensationOre: s.claimedCompensationOre ?? 0,
    fees,
    interestOre: s.interestOre,
    channels: s.channels as CaseStepView["channels"],
    letterId: s.letterId,
    runBy: s.runBy,
    createdAt: s.createdAt,
    revertedAt: s.revertedAt ?? null,
    feesKept: s.feesKept ?? null,
    service: s.serviceStatus
      ? { status: s.serviceStatus, servedDate: s.servedDate ?? null, days: s.serviceDays ?? null }
      : null,
  };
}

