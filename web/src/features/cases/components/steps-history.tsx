import { Link } from "@tanstack/react-router";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { isActiveStatus } from "@innfri/core/cases/case-rules";
import { stepResponseFields } from "@innfri/core/cases/documents/case-document-views.schema";
import { useTranslation } from "react-i18next";
import type { CaseDocumentView } from "@innfri/core/cases/documents/case-document-views.schema";
import type { CaseStepView } from "@innfri/core/cases/steps/step-views.schema";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { formatDate, formatDateTime, formatMoney } from "@/lib/format";
import { useLedgerAccess } from "@/lib/ledger-access";
import { caseQuery } from "../api/cases";
import { caseDocumentsQuery } from "../api/documents";
import { caseStepsQuery } from "../api/steps";
import { channelStatuses, lettersOfStep } from "../letter-status";
import { RecordService } from "./record-service";
import { RevertStepDialog } from "./revert-step-dialog";
import { explanationText, sendMoment, stepName, stepsInOrder } from "../step-words";

/**
 * The steps run on the case, newest first: status, when the letter went (or will go), the deadline it gave and the fee
 * it put on each claim, each with the law's reasons in words (issue 10: "the case page explains it in words"). A live
 * step of a running case can be reverted from here (issue 11).
 */
export function StepsHistory({ caseId, stepId }: { caseId: string; stepId?: number }) {
  const { t } = useTranslation();
  const { customerId, canChange } = useLedgerAccess();
  const steps = useQuery({ ...caseStepsQuery(customerId, caseId), enabled: !!customerId });
  // the page has the case already (the same query); a closed or merged case is not reverted (the server refuses it)
  const status = useQuery({ ...caseQuery(customerId, caseId), enabled: !!customerId }).data?.status;
  const canRevert = canChange && !!status && isActiveStatus(status);
  // where each step's letter is, channel by channel (the documents tab's query), once a step has a letter going
  const going = steps.data?.data.some((s) => s.status === "queued" || s.status === "sent") ?? false;
  const docs = useQuery({ ...caseDocumentsQuery(customerId, caseId), enabled: !!customerId && going }).data?.data ?? [];
  if (!steps.data) return <Spinner label={t("app.loading")} />;
  // Numbered in the order they ran (the routes' step ids), shown newest first.
  const numbered = stepsInOrder(steps.data.data).map((s, i) => ({ s, n: i + 1 }));
  const rows = (stepId === undefined ? numbered : numbered.filter((r) => r.n === stepId)).reverse();
  return (
    <section aria-labelledby="steps-history" className="grid gap-2">
      <h2 id="steps-history" className="text-base font-semibold">
        {t("cases.history.title")}
      </h2>
      {rows.length === 0 ? (
        <p className="text-sm text-neutral-700">{t("cases.history.none")}</p>
      ) : (
        <ol className="grid gap-2">
          {rows.map(({ s, n }) => (
            <StepRow
              key={s.id}
              s={s}
              n={n}
              caseId={caseId}
              customerId={customerId}
              canRevert={canRevert}
              letter={lettersOfStep(docs, s)[0]}
            />
          ))}
        </ol>
      )}
    </section>
  );
}

function StepRow({
  s,
  n,
  caseId,
  customerId,
  canRevert,
  letter,
}: {
  s: CaseStepView;
  n: number;
  caseId: string;
  customerId: string;
  canRevert: boolean;
  /** The letter the step made, once made: its channels say where it is instead of the step's "queued". */
  letter: CaseDocumentView | undefined;
}) {
  const { t } = useTranslation();
  const [reverting, setReverting] = useState(false);
  const live = s.status !== "reverted" && s.status !== "failed";
  // a step of a case merged into this one: part of its history, reverted only on its own case (it is merged: never)
  const merged = s.caseId !== caseId;
  const reasons = s.fees.flatMap((f) => f.explanations.map(explanationText));
  const channels = live && letter ? channelStatuses(letter) : null;
  return (
    <li className="grid gap-1 rounded-md border border-neutral-200 bg-white px-3 py-2 text-sm">
      <span className="font-medium">
        {stepName(s)} · {channels ? channels.map((c) => c.text).join(" · ") : t(`cases.history.status.${s.status}`)}
        {s.status === "reverted" && s.feesKept != null
          ? ` (${t(s.feesKept ? "cases.revert.feesKept" : "cases.revert.feesRemoved")})`
          : null}
        {merged ? ` · ${t("cases.history.fromMerged", { caseId: s.caseId })}` : null}
      </span>
      <span className="text-neutral-800">
        {channels
          ? t("cases.history.madeAt", { at: formatDateTime(letter!.createdAt) })
          : s.sentAt !== null
          ? t("cases.history.sentAt", { at: formatDateTime(s.sentAt) })
          : s.status === "planned" || s.status === "queued"
            ? t("cases.run.goesAt", { when: sendMoment(s.plannedSendAt) })
            : t("cases.history.plannedAt", { at: formatDateTime(s.plannedSendAt) })}
        {!channels && s.channels.length ? ` · ${s.channels.map((c) => t(`cases.run.channel.${c}`)).join(", ")}` : null}
      </span>
      {s.deadlineDate ? (
        <span>
          {/* the law's reason names the deadline itself ("Betalingsfrist 03.12.2026: 7 dager fra …") */}
          {s.deadlineExplanations.length
            ? s.deadlineExplanations.map(explanationText).join(" ")
            : t("cases.run.deadline", { date: formatDate(s.deadlineDate) })}
        </span>
      ) : null}
      {/* a served notice (the konkursvarsel, issue 18 #1): waiting for its service, or served on a day */}
      {s.service && live ? (
        <span>
          {s.service.status === "served" && s.service.servedDate
            ? t("cases.service.served", { date: formatDate(s.service.servedDate) })
            : t("cases.service.awaiting")}
        </span>
      ) : null}
      <span>
        {s.feeOre > 0 ? t("cases.history.fee", { fee: formatMoney(s.feeOre) }) : t("cases.run.noFee")}
        {s.claimedCompensationOre > 0
          ? ` ${t("cases.run.compensation", { amount: formatMoney(s.claimedCompensationOre) })}`
          : null}
        {reasons.length ? ` ${[...new Set(reasons)].join(" ")}` : null}
      </span>
      <span className="flex flex-wrap gap-3">
        <Link
          to="/customer/cases/view/$id/generated-documents/$caseStepId"
          params={{ id: caseId, caseStepId: String(n) }}
          className="font-medium text-brand-700 underline"
        >
          {t("cases.history.documents", { name: stepName(s) })}
        </Link>
        {stepResponseFields(s.kind).length ? (
          <Link
            to="/customer/cases/view/$id/step-response/$stepId"
            params={{ id: caseId, stepId: String(n) }}
            className="font-medium text-brand-700 underline"
          >
            {t("cases.responses.edit", { name: stepName(s) })}
          </Link>
        ) : null}
        {s.service?.status === "awaiting" && live && canRevert && !merged ? (
          <RecordService caseId={caseId} customerId={customerId} step={s} />
        ) : null}
        {live && canRevert && !merged ? (
          <Button
            size="sm"
            variant="outline"
            aria-label={t("cases.revert.title", { name: stepName(s) })}
            onClick={() => setReverting(true)}
          >
            {t("cases.revert.open")}
          </Button>
        ) : null}
      </span>
      {reverting ? (
        <RevertStepDialog
          caseId={caseId}
          customerId={customerId}
          step={s}
          open={reverting}
          onOpenChange={setReverting}
        />
      ) : null}
    </li>
  );
}
