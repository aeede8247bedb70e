import { Link } from "@tanstack/react-router";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { stepResponseFields } from "@innfri/core/cases/documents/case-document-views.schema";
import type { CaseStepView } from "@innfri/core/cases/steps/step-views.schema";
import { Spinner } from "@/components/ui/spinner";
import { useLedgerAccess } from "@/lib/ledger-access";
import { stepResponseQuery } from "../api/documents";
import { caseStepsQuery } from "../api/steps";
import { stepName, stepNumber } from "../step-words";
import { shownValue } from "./step-response-form";

/** /view-step-response: the responses recorded on the case's steps that receive one, each with a link to its form. */
export function StepResponsesView({ caseId }: { caseId: string }) {
  const { t } = useTranslation();
  const { customerId } = useLedgerAccess();
  const steps = useQuery({ ...caseStepsQuery(customerId, caseId), enabled: !!customerId });
  if (!steps.data) return <Spinner label={t("app.loading")} />;
  const answering = steps.data.data.filter((s) => stepResponseFields(s.kind).length > 0);
  if (answering.length === 0) return <p className="text-sm text-neutral-700">{t("cases.responses.none")}</p>;
  return (
    <div className="grid gap-3">
      {answering.map((s) => (
        <ResponseCard key={s.id} caseId={caseId} step={s} n={stepNumber(steps.data.data, s)} />
      ))}
    </div>
  );
}

function ResponseCard({ caseId, step, n }: { caseId: string; step: CaseStepView; n: number }) {
  const { t } = useTranslation();
  const { customerId } = useLedgerAccess();
  const found = useQuery({ ...stepResponseQuery(customerId, caseId, step.stepId), enabled: !!customerId });
  const headingId = `response-${step.id}`;
  return (
    <section aria-labelledby={headingId} className="grid gap-2 rounded-lg border border-neutral-200 bg-white p-4 text-sm">
      <h3 id={headingId} className="font-semibold">
        {stepName(step)}
      </h3>
      {!found.data ? (
        <Spinner label={t("app.loading")} />
      ) : found.data.updatedAt === null ? (
        <p className="text-neutral-700">{t("cases.responses.notRecorded")}</p>
      ) : (
        <dl className="grid gap-2 sm:grid-cols-2">
          {found.data.fields.map((f) => (
            <div key={f} className="grid gap-0.5">
              <dt className="text-neutral-700">{t(`cases.responses.fields.${f}`)}</dt>
              <dd className="font-medium">{shownValue(f, found.data) || "–"}</dd>
            </div>
          ))}
        </dl>
      )}
      <Link
        to="/customer/cases/view/$id/step-response/$stepId"
        params={{ id: caseId, stepId: String(n) }}
        className="font-medium text-brand-700 underline"
      >
        {t("cases.responses.edit", { name: stepName(step) })}
      </Link>
    </section>
  );
}
