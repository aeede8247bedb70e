import type { LawExplanation } from "../../law";
import type { CaseStepItem } from "./available";
import { explained } from "./explained";
import type { CaseStepFee, CaseStepView } from "./step-views.schema";

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
  };
}

const osloParts = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Europe/Oslo",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/** An instant as people read it in Oslo: `30.11.2026 08:00`. */
export function osloDateTime(ms: number): string {
  const p = Object.fromEntries(osloParts.formatToParts(new Date(ms)).map((x) => [x.type, x.value]));
  return `${p.day}.${p.month}.${p.year} ${p.hour}:${p.minute}`;
}
