import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ListChecks, Play } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import type { CaseViewView } from "@innfri/core/cases/case-views.schema";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { caseQuery, casesKey, openCase } from "../api/cases";
import { MergeCaseAction } from "./merge-case-action";
import { RunStepDialog } from "./run-step-dialog";
import { CloseCase } from "./close-case";
import { DisputeCase } from "./dispute-case";
import { RecordLease } from "./record-lease";
import { PauseCase } from "./pause-case";
import { ReopenCase } from "./reopen-case";
import { ResumeCase } from "./resume-case";
import { RegisterPayment } from "./register-payment-action";
import { DownPaymentPlanAction } from "./down-payment-plan-action";
import { CreditCheckAction } from "./credit-check-action";

/** The statuses on which a step may be run (the API decides which steps; a closed or merged case runs none). */
const RUNNABLE = new Set<string>(["waiting", "ready", "active", "paused", "ongoing-payroll"]);

export interface CaseActionProps {
  c: CaseViewView;
  caseId: string;
  customerId: string;
}

/**
 * The actions in the case page's header (SPEC 2: open, run a step, pause, resume, close, down-payment plan, ...),
 * for a user who may change the customer's cases. Each action is a component of its own file that renders nothing
 * when it does not apply to the case; issue 11's parts add theirs to the list, one line each.
 */
export function CaseActions(props: CaseActionProps) {
  return (
    <>
      <OpenCase {...props} />
      <RunStep {...props} />
      <PauseCase {...props} />
      <ResumeCase {...props} />
      <DisputeCase {...props} />
      <RecordLease {...props} />
      <CloseCase {...props} />
      <ReopenCase {...props} />
      <MergeCaseAction {...props} />
      <RegisterPayment {...props} />
      <DownPaymentPlanAction {...props} />
      <CreditCheckAction {...props} />
    </>
  );
}

function OpenCase({ c, caseId, customerId }: CaseActionProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const opener = useMutation({
    mutationFn: () => openCase(caseId),
    onSuccess: ({ message, data }) => {
      toast.success(message, { id: "case-opened" });
      queryClient.setQueryData(caseQuery(customerId, caseId).queryKey, data);
      void queryClient.invalidateQueries({ queryKey: casesKey(customerId) });
    },
  });
  if (c.status !== "not-started") return null;
  return (
    <Button disabled={opener.isPending} onClick={() => opener.mutate()}>
      {opener.isPending ? <Spinner /> : <Play aria-hidden="true" />}
      {t("cases.page.open")}
    </Button>
  );
}

function RunStep({ c, caseId, customerId }: CaseActionProps) {
  const { t } = useTranslation();
  const [running, setRunning] = useState(false);
  if (!RUNNABLE.has(c.status)) return null;
  return (
    <>
      <Button onClick={() => setRunning(true)}>
        <ListChecks aria-hidden="true" />
        {t("cases.run.open")}
      </Button>
      {running ? <RunStepDialog caseId={caseId} customerId={customerId} open={running} onOpenChange={setRunning} /> : null}
    </>
  );
}
