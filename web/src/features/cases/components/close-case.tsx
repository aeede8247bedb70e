import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { XCircle } from "lucide-react";
import { useForm, type FieldValues, type Resolver, type UseFormSetError, type UseFormReturn } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { CloseCaseInput } from "@innfri/core/cases/operations/pause.schema";
import { CLOSE_REASONS } from "@innfri/core/cases/vocabulary";
import { SelectField } from "@/components/ui/select-field";
import { caseQuery, casesKey } from "../api/cases";
import { closeCase } from "../api/case-pause";
import { ActionDialog, DialogForm } from "./action-dialog";
import type { CaseActionProps } from "./case-actions";

export interface ReasonValues {
  reason: string;
}

/** The close reason as a form field (SPEC 4 close options), shared by the case page's close and the list's. */
export function CloseReasonField({ form }: { form: UseFormReturn<ReasonValues> }) {
  const { t } = useTranslation();
  return (
    <SelectField
      required
      label={t("cases.pause.reason")}
      error={form.formState.errors.reason?.message}
      options={[
        { value: "", label: t("cases.pause.chooseReason") },
        ...CLOSE_REASONS.map((r) => ({ value: r, label: t(`cases.pause.reasons.${r}`) })),
      ]}
      {...form.register("reason")}
    />
  );
}

/** A form of one close reason, validated by core's schema. */
export const useReasonForm = () =>
  useForm<ReasonValues>({
    resolver: zodResolver(CloseCaseInput as never, undefined, { raw: true }) as unknown as Resolver<ReasonValues>,
    defaultValues: { reason: "" },
  });

/** "Lukk sak" / "Close case" in the case page's header: a reason, then the case is closed and its claims freed. */
export function CloseCase({ c, caseId, customerId }: CaseActionProps) {
  const { t } = useTranslation();
  if (c.status === "closed" || c.status === "merged") return null;
  return (
    <ActionDialog
      icon={<XCircle aria-hidden="true" />}
      label={t("cases.pause.close")}
      form={(onDone) => <CloseForm caseNumber={c.caseNumber} caseId={caseId} customerId={customerId} onDone={onDone} />}
    />
  );
}

function CloseForm({
  caseNumber,
  caseId,
  customerId,
  onDone,
}: {
  caseNumber: number;
  caseId: string;
  customerId: string;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const form = useReasonForm();
  const close = useMutation({
    mutationFn: (v: ReasonValues) => closeCase(caseId, CloseCaseInput.parse(v)),
    meta: { setError: form.setError as unknown as UseFormSetError<FieldValues> },
    onSuccess: ({ message, data }) => {
      toast.success(message, { id: "case-closed" });
      queryClient.setQueryData(caseQuery(customerId, caseId).queryKey, data);
      void queryClient.invalidateQueries({ queryKey: casesKey(customerId) });
    },
  });
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await close.mutateAsync(values);
      onDone();
    } catch {
      // 422 on the form, other errors as toasts
    }
  });
  return (
    <DialogForm
      title={t("cases.pause.closeTitle", { caseNumber })}
      intro={t("cases.pause.closeIntro")}
      error={form.formState.errors.root?.server?.message}
      onSubmit={onSubmit}
      onCancel={onDone}
      pending={form.formState.isSubmitting}
      submitLabel={t("cases.pause.submitClose")}
    >
      <CloseReasonField form={form} />
    </DialogForm>
  );
}
