import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import type { CaseStepView } from "@innfri/core/cases/steps/step-views.schema";
import { Spinner } from "@/components/ui/spinner";
import { formatDate, formatDateTime, formatMoney } from "@/lib/format";
import { useLedgerAccess } from "@/lib/ledger-access";
import { caseStepsQuery } from "../api/steps";
import { explanationText, sendMoment, stepName } from "../step-words";

/**
 * The steps run on the case, newest first: status, when the letter went (or will go), the deadline it gave and the fee
 * it put on each claim, each with the law's reasons in words (issue 10: "the case page explains it in words").
 */
export function StepsHistory({ caseId, stepId }: { caseId: string; stepId?: number }) {
  const { t } = useTranslation();
  const { customerId } = useLedgerAccess();
  const steps = useQuery({ ...caseStepsQuery(customerId, caseId), enabled: !!customerId });
  if (!steps.data) return <Spinner label={t("app.loading")} />;
  const rows = stepId === undefined ? steps.data.data : steps.data.data.filter((s) => s.id === String(stepId));
  return (
    <section aria-labelledby="steps-history" className="grid gap-2">
      <h2 id="steps-history" className="text-base font-semibold">
        {t("cases.history.title")}
      </h2>
      {rows.length === 0 ? (
        <p className="text-sm text-neutral-700">{t("cases.history.none")}</p>
      ) : (
        <ol className="grid gap-2">
          {rows.map((s) => (
            <StepRow key={s.id} s={s} />
          ))}
        </ol>
      )}
    </section>
  );
}

function StepRow({ s }: { s: CaseStepView }) {
  const { t } = useTranslation();
  const reasons = s.fees.flatMap((f) => f.explanations.map(explanationText));
  return (
    <li className="grid gap-1 rounded-md border border-neutral-200 bg-white px-3 py-2 text-sm">
      <span className="font-medium">
        {stepName(s)} · {t(`cases.history.status.${s.status}`)}
      </span>
      <span className="text-neutral-800">
        {s.sentAt !== null
          ? t("cases.history.sentAt", { at: formatDateTime(s.sentAt) })
          : s.status === "planned" || s.status === "queued"
            ? t("cases.run.goesAt", { when: sendMoment(s.plannedSendAt) })
            : t("cases.history.plannedAt", { at: formatDateTime(s.plannedSendAt) })}
        {s.channels.length ? ` · ${s.channels.map((c) => t(`cases.run.channel.${c}`)).join(", ")}` : null}
      </span>
      {s.deadlineDate ? (
        <span>
          {t("cases.run.deadline", { date: formatDate(s.deadlineDate) })}
          {s.deadlineExplanations.length ? ` ${s.deadlineExplanations.map(explanationText).join(" ")}` : null}
        </span>
      ) : null}
      <span>
        {s.feeOre > 0 ? t("cases.history.fee", { fee: formatMoney(s.feeOre) }) : t("cases.run.noFee")}
        {reasons.length ? ` ${[...new Set(reasons)].join(" ")}` : null}
      </span>
    </li>
  );
}
