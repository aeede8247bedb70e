import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { PlayCircle } from "lucide-react";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { MAX_BATCH_CASES } from "@innfri/core/cases/steps/step-views.schema";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { DialogDescription, DialogTitle } from "@/components/ui/dialog";
import { DialogFooterActions } from "@/components/ui/form";
import { SelectField } from "@/components/ui/select-field";
import { FormError } from "@/components/ui/text-field";
import { handleApiError, isApiError } from "@/lib/api-client";
import { useLedgerAccess } from "@/lib/ledger-access";
import { casesKey } from "../api/cases";
import { startStepBatch, stepBatchesKey } from "../api/step-batches";
import { availableStepsQuery } from "../api/steps";
import { ActionDialog } from "./action-dialog";
import type { SelectionActionProps } from "./selection-actions";

/**
 * «Fortsett valgte» / "Continue selected" above the case list (docs/batches.md): one step on the selected cases (1 to
 * 50, SPEC 5) as a batch. The steps offered are those the first selected case may take now; the API checks every
 * case before anything is queued and names each one it refuses, which the dialog lists. Queued, it goes to the
 * batch's results.
 */
export function ContinueSelected({ cases, onDone }: SelectionActionProps) {
  const { t } = useTranslation();
  const runnable = cases.filter((c) => c.status !== "closed" && c.status !== "merged");
  if (runnable.length === 0 || cases.length > MAX_BATCH_CASES) return null;
  return (
    <ActionDialog
      size="sm"
      icon={<PlayCircle aria-hidden="true" />}
      label={t("cases.batches.continue.button")}
      form={(close) => (
        <ContinueDialog
          ids={runnable.map((c) => c.caseId)}
          onCancel={close}
          onQueued={() => {
            close();
            onDone();
          }}
        />
      )}
    />
  );
}

interface StepBatchFormProps {
  /** The cases (1 to 50): the steps offered are those the first may take now. */
  ids: string[];
  onCancel: () => void;
  onQueued: () => void;
  /** The form's accessible name. */
  title: string;
}

function ContinueDialog(props: Omit<StepBatchFormProps, "title">) {
  const { t } = useTranslation();
  const title = t("cases.batches.continue.title", { count: props.ids.length });
  return (
    <>
      <DialogTitle>{title}</DialogTitle>
      <DialogDescription>{t("cases.batches.continue.intro")}</DialogDescription>
      <StepBatchForm {...props} title={title} />
    </>
  );
}

/**
 * The step and the submit of a step batch (the dialog above, and the page step-execution-on-multiple-cases-form):
 * refusals listed per case, any other error a toast that ends the wait; queued, to the batch's results.
 */
export function StepBatchForm({ ids, onCancel, onQueued, title }: StepBatchFormProps) {
  const { t, i18n } = useTranslation();
  const { customerId } = useLedgerAccess();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const first = ids[0]!;
  const steps = useQuery({ ...availableStepsQuery(customerId, first), enabled: !!customerId });
  const offered = (steps.data?.data ?? []).filter((s) => s.allowed);
  const [stepId, setStepId] = useState("");
  const chosen = stepId || offered[0]?.stepId || "";
  // one key per dialog and step: a lost answer sent again meets the same batch, another step is another request
  const [key] = useState(() => crypto.randomUUID());
  const start = useMutation({
    mutationFn: () => startStepBatch({ caseIds: ids, stepId: chosen }, `${key}:${chosen}`),
    // a refusal is listed here, per case; any other error goes the usual way (a toast), and the dialog stops waiting
    meta: { skipGlobalErrorHandler: true },
    onError: (err) => {
      if (!isApiError(err) || err.status !== 422) handleApiError(err);
    },
    onSuccess: ({ message, data }) => {
      toast.success(message, { id: "step-batch-started" });
      void queryClient.invalidateQueries({ queryKey: casesKey(customerId) });
      void queryClient.invalidateQueries({ queryKey: stepBatchesKey(customerId) });
      onQueued();
      void navigate({ to: "/customer/batch-results", search: { batch: data.id } });
    },
  });
  const refused =
    isApiError(start.error) && start.error.status === 422
      ? Object.entries(start.error.errors ?? {}).filter(([field]) => field !== "stepId" && field !== "caseIds")
      : [];
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (chosen) start.mutate();
  };
  const en = i18n.language.startsWith("en");
  return (
    <>
      <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-label={title}>
        {isApiError(start.error) && start.error.status === 422 ? <FormError message={start.error.message} /> : null}
        {refused.length ? (
          <Alert variant="error">
            <p className="font-medium">{t("cases.batches.continue.refused")}</p>
            <ul className="list-disc pl-5">
              {refused.map(([field, messages]) => (
                <li key={field}>
                  {field.startsWith("cases.")
                    ? t("cases.batches.continue.refusedCase", { caseId: field.slice(6), message: messages[0] })
                    : messages[0]}
                </li>
              ))}
            </ul>
          </Alert>
        ) : null}
        {steps.isPending ? (
          <p role="status">{t("cases.batches.continue.loadingSteps")}</p>
        ) : offered.length === 0 ? (
          <p role="status">{t("cases.batches.continue.noSteps", { caseId: first })}</p>
        ) : (
          <>
            <SelectField
              name="stepId"
              label={t("cases.batches.continue.step")}
              value={chosen}
              onChange={(e) => setStepId(e.target.value)}
              options={offered.map((s) => ({ value: s.stepId, label: en ? s.nameEn : s.nameNo }))}
              required
            />
            <p className="text-sm text-neutral-800">{t("cases.batches.continue.stepsOf", { caseId: first })}</p>
          </>
        )}
        {chosen ? (
          <DialogFooterActions
            onCancel={onCancel}
            pending={start.isPending}
            submitLabel={t("cases.batches.continue.submit")}
          />
        ) : (
          <div className="flex justify-end">
            <Button type="button" variant="outline" onClick={onCancel}>
              {t("common.cancel")}
            </Button>
          </div>
        )}
      </form>
    </>
  );
}
