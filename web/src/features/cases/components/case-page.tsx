import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import type { CaseViewView } from "@innfri/core/cases/case-views.schema";
import { LinkTabs, PageHeader } from "@/components/layout/page-parts";
import { Alert } from "@/components/ui/alert";
import { Spinner } from "@/components/ui/spinner";
import { isApiError } from "@/lib/api-client";
import { formatDate, formatMoney } from "@/lib/format";
import { useLedgerAccess } from "@/lib/ledger-access";
import { reminderProcessesQuery } from "@/lib/reminder-processes";
import { usePageTitle } from "@/lib/use-page-title";
import { caseQuery } from "../api/cases";
import { caseStepsQuery } from "../api/steps";
import { useCaseEvents } from "../api/use-case-events";
import { caseStepAt } from "../step-words";
import { statusLabel } from "../labels";
import { CASE_TABS, type CaseTab } from "../search";
import { ClaimsTab } from "./claims-tab";
import { DocumentsTab } from "./documents-tab";
import { EmailLogTab } from "./email-log-tab";
import { PaymentsTab } from "./payments-tab";
import { CaseActions } from "./case-actions";
import { CaseStateNote } from "./case-state-note";
import { LeaseNote } from "./record-lease";
import { DownPaymentPlanCard } from "./down-payment-plan-card";
import { StepResponseForm } from "./step-response-form";
import { StepResponsesView } from "./step-responses-view";
import { StepsHistory } from "./steps-history";
import { EventsTab } from "./events-tab";
import { NotesTab } from "./notes-tab";
import { UploadedDocuments } from "./uploaded-documents";

/** What the route under the case asks for besides the tab (SPEC 2 variants); step ids are numbers (0: none). */
export type CaseFocus =
  | { kind: "step"; stepId: number }
  | { kind: "step-response"; stepId: number }
  | { kind: "view-step-response" }
  | { kind: "generated-documents"; caseStepId: number };

const PANEL_ID = "case-tab-panel";

/** /customer/cases/view/{id}: the case's figures, its tabs (each a URL), and "Start the case" while not started. */
export function CasePage({ caseId, tab, focus }: { caseId: string; tab: CaseTab; focus?: CaseFocus }) {
  const { t } = useTranslation();
  const { customerId, canChange } = useLedgerAccess();
  const found = useQuery({ ...caseQuery(customerId, caseId), enabled: !!customerId });
  useCaseEvents(customerId, caseId); // a batch that ran a step on this case: its figures, steps and letters again
  const c = found.data;
  usePageTitle("cases.titles.case", c ? String(c.caseNumber) : undefined);
  if (!c) {
    return found.isError && isApiError(found.error) && found.error.status === 404 ? (
      <Alert variant="error">{t("cases.page.notFound")}</Alert>
    ) : (
      <Spinner label={t("app.loading")} />
    );
  }
  return (
    <div className="mx-auto grid max-w-6xl grid-cols-1 gap-6">
      <PageHeader
        title={t("cases.page.title", { caseNumber: c.caseNumber })}
        intro={`${c.debtorName} (${c.customerNumber}) · ${statusLabel(c.status)}`}
        actions={canChange ? <CaseActions c={c} caseId={caseId} customerId={customerId} /> : null}
      />
      {c.foreign ? <Alert>{t("cases.page.foreign")}</Alert> : null}
      <CaseStateNote c={c} />
      <LeaseNote c={c} />
      <Figures c={c} />
      {c.planId ? <DownPaymentPlanCard caseId={caseId} /> : null}
      <LinkTabs
        label={t("cases.page.tabs")}
        panelId={PANEL_ID}
        tabs={CASE_TABS.map((id) => ({
          id,
          label: t(`cases.page.tab.${id}`),
          selected: id === tab,
          to: "/customer/cases/view/$id/tab/$tabName",
          params: { id: caseId, tabName: id },
        }))}
      />
      <div id={PANEL_ID} role="tabpanel" aria-labelledby={`tab-${tab}`} tabIndex={0} className="grid gap-4">
        {focus ? <FocusNote focus={focus} /> : null}
        <TabBody caseId={caseId} tab={tab} focus={focus} c={c} />
      </div>
    </div>
  );
}

function TabBody({ caseId, tab, focus, c }: { caseId: string; tab: CaseTab; focus?: CaseFocus; c: CaseViewView }) {
  if (focus?.kind === "step-response") return <StepResponseForm caseId={caseId} stepNumber={focus.stepId} />;
  if (focus?.kind === "view-step-response") return <StepResponsesView caseId={caseId} />;
  switch (tab) {
    case "claims":
      return <ClaimsTab claims={c.claims} c={c} />;
    case "events": {
      const stepId = focus?.kind === "step" ? focus.stepId : undefined;
      return (
        <>
          <StepsHistory caseId={caseId} stepId={stepId} />
          {stepId === undefined ? <EventsTab caseId={caseId} /> : <StepEvents caseId={caseId} stepId={stepId} />}
        </>
      );
    }
    case "documents": {
      const caseStepId = focus?.kind === "generated-documents" ? focus.caseStepId : undefined;
      return (
        <>
          <DocumentsTab caseId={caseId} caseStepId={caseStepId} />
          {caseStepId === undefined ? <UploadedDocuments caseId={caseId} /> : null}
        </>
      );
    }
    case "notes":
      return <NotesTab caseId={caseId} />;
    case "email-log":
      return <EmailLogTab caseId={caseId} />;
    case "payments":
      return <PaymentsTab caseId={caseId} />;
  }
}

/** A step route's events: those of the case's n-th step run (none when the case has no such step). */
function StepEvents({ caseId, stepId }: { caseId: string; stepId: number }) {
  const { t } = useTranslation();
  const { customerId } = useLedgerAccess();
  const steps = useQuery({ ...caseStepsQuery(customerId, caseId), enabled: !!customerId });
  if (!steps.data) return <Spinner label={t("app.loading")} />;
  return <EventsTab caseId={caseId} stepId={stepId} runId={caseStepAt(steps.data.data, stepId)?.id ?? null} />;
}

function FocusNote({ focus }: { focus: CaseFocus }) {
  const { t } = useTranslation();
  const text =
    focus.kind === "generated-documents"
      ? t("cases.page.generatedDocuments", { stepId: focus.caseStepId })
      : focus.kind === "view-step-response"
        ? t("cases.page.stepResponse")
        : focus.kind === "step-response"
          ? `${t("cases.page.stepResponse")}: ${t("cases.page.step", { stepId: focus.stepId })}`
          : t("cases.page.step", { stepId: focus.stepId });
  return <h2 className="text-lg font-semibold">{text}</h2>;
}

function Figures({ c }: { c: CaseViewView }) {
  const { t } = useTranslation();
  const { customerId } = useLedgerAccess();
  // the reminder process the case was started with, by name (one removed since: the default applies, nothing shown)
  const processes = useQuery({
    ...reminderProcessesQuery(customerId),
    enabled: !!customerId && !!c.reminderProcessId,
    meta: { skipGlobalErrorHandler: true },
  });
  const process = processes.data?.data.find((p) => p.id === c.reminderProcessId);
  // interest to today on the claims' balances (also before the first letter); the stored figure is only as of the
  // last letter or payment, so a closed case (no interest to today) shows that
  const today = c.interestToday;
  const rows: [string, string][] = [
    [t("cases.fields.principal"), formatMoney(c.principalOre)],
    today
      ? [t("cases.fields.interestTo", { date: formatDate(today.date) }), formatMoney(today.accruedOre)]
      : [t("cases.fields.interest"), formatMoney(c.interestOre)],
    [t("cases.fields.fees"), formatMoney(c.feesOre)],
    // a business debtor's § 3a compensation, part of the fees above (the fees are set off against it)
    ...(c.compensationOre
      ? [[t("cases.fields.compensation"), formatMoney(c.compensationOre)] as [string, string]]
      : []),
    [t("cases.fields.paid"), formatMoney(c.paidOre)],
    today
      ? [t("cases.fields.remainingOn", { date: formatDate(today.date) }), formatMoney(today.remainingOre)]
      : [t("cases.fields.remaining"), formatMoney(c.remainingOre)],
    [t("cases.fields.dueDate"), formatDate(c.dueDate)],
    [t("cases.fields.lastStep"), c.lastStep ? t(`cases.steps.${c.lastStep.kind}`) : t("cases.steps.none")],
    ...(c.heldDate ? [[t("cases.fields.heldDate"), formatDate(c.heldDate)] as [string, string]] : []),
    ...(c.notificationDate
      ? [[t("cases.fields.notificationDate"), formatDate(c.notificationDate)] as [string, string]]
      : []),
    ...(process ? [[t("cases.fields.reminderProcess"), process.name] as [string, string]] : []),
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 rounded-lg border border-neutral-200 bg-white p-4 text-sm sm:grid-cols-3 lg:grid-cols-5">
      {rows.map(([label, value]) => (
        <div key={label} className="grid gap-0.5">
          <dt className="text-neutral-700">{label}</dt>
          <dd className="font-medium whitespace-nowrap">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
