import { useMutation, useQueryClient } from "@tanstack/react-query";
import { XCircle } from "lucide-react";
import { useState } from "react";
import type { FieldValues, UseFormSetError } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { CloseCaseInput, MAX_BATCH_CASES, type CaseCloseResultView } from "@innfri/core/cases/operations/pause.schema";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { DialogDescription, DialogTitle } from "@/components/ui/dialog";
import { DialogFooterActions } from "@/components/ui/form";
import { FormError } from "@/components/ui/text-field";
import { casesKey } from "../api/cases";
import { closeCases } from "../api/case-pause";
import { useLedgerAccess } from "@/lib/ledger-access";
import { ActionDialog } from "./action-dialog";
import { CloseReasonField, useReasonForm, type ReasonValues } from "./close-case";
import type { SelectionActionProps } from "./selection-actions";

/**
 * "Lukk valgte" / "Close selected" above the case list: the selected cases (1 to 50, SPEC 5) closed with one
 * reason, each on its own; those that could not be closed stay listed in the dialog with the reason.
 */
export function CloseSelected({ cases, onDone }: SelectionActionProps) {
  const { t } = useTranslation();
  const closable = cases.filter((c) => c.status !== "closed" && c.status !== "merged");
  if (closable.length === 0 || cases.length > MAX_BATCH_CASES) return null;
  return (
    <ActionDialog
      size="sm"
      icon={<XCircle aria-hidden="true" />}
      label={t("cases.pause.closeSelected")}
      form={(close) => (
        <CloseManyForm
          ids={closable.map((c) => c.id)}
          onDone={(closedAny) => {
            close();
            if (closedAny) onDone();
          }}
        />
      )}
    />
  );
}

function CloseManyForm({ ids, onDone }: { ids: string[]; onDone: (closedAny: boolean) => void }) {
  const { t } = useTranslation();
  const { customerId } = useLedgerAccess();
  const queryClient = useQueryClient();
  const form = useReasonForm();
  const [failed, setFailed] = useState<CaseCloseResultView[]>([]);
  const close = useMutation({
    mutationFn: (v: ReasonValues) => closeCases({ ids, ...CloseCaseInput.parse(v) }),
    meta: { setError: form.setError as unknown as UseFormSetError<FieldValues> },
    onSuccess: ({ message }) => {
      toast.success(message, { id: "cases-closed" });
      void queryClient.invalidateQueries({ queryKey: casesKey(customerId) });
    },
  });
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const res = await close.mutateAsync(values);
      const notClosed = res.data.filter((d) => !d.closed);
      if (notClosed.length === 0) onDone(true);
      else setFailed(notClosed);
    } catch {
      // 422 on the form, other errors as toasts
    }
  });
  const title = t("cases.pause.closeManyTitle", { count: ids.length });
  return (
    <>
      <DialogTitle>{title}</DialogTitle>
      <DialogDescription>{t("cases.pause.closeManyIntro")}</DialogDescription>
      {failed.length ? (
        <>
          <Alert variant="error">
            <p className="font-medium">{t("cases.pause.notClosed")}</p>
            <ul className="list-disc pl-5">
              {failed.map((f) => (
                <li key={f.caseId}>{t("cases.pause.notClosedCase", { caseId: f.caseId, error: f.error })}</li>
              ))}
            </ul>
          </Alert>
          <div className="flex justify-end">
            <Button type="button" onClick={() => onDone(true)}>
              {t("common.close")}
            </Button>
          </div>
        </>
      ) : (
        <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-label={title}>
          <FormError message={form.formState.errors.root?.server?.message} />
          <CloseReasonField form={form} />
          <DialogFooterActions
            onCancel={() => onDone(false)}
            pending={form.formState.isSubmitting}
            submitLabel={t("cases.pause.submitCloseMany")}
          />
        </form>
      )}
    </>
  );
}
