import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Stamp } from "lucide-react";
import { Controller, useForm, type FieldValues, type Resolver, type UseFormSetError } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { RecordServiceInput, type CaseStepView } from "@innfri/core/cases/steps/step-views.schema";
import { DateField } from "@/components/ui/date-field";
import { formatDate, osloToday } from "@/lib/format";
import { casesKey } from "../api/cases";
import { recordService } from "../api/steps";
import { caseMessage } from "../labels";
import { stepName } from "../step-words";
import { ActionDialog, DialogForm } from "./action-dialog";

interface Values {
  servedDate: string;
}

/**
 * "Registrer forkynnelse" / "Record service" on a konkursvarsel awaiting service (issue 18 #1; docs/collection-law.md
 * "The konkursvarsel is served"): the day the stevnevitne served it, from the proof of service. Its deadline, the
 * petition's window and the service fee then run from that day; the server refuses a day before the notice was made
 * or after today (422 on the field, in the user's language).
 */
export function RecordService({
  caseId,
  customerId,
  step,
}: {
  caseId: string;
  customerId: string;
  step: CaseStepView;
}) {
  const { t } = useTranslation();
  return (
    <ActionDialog
      size="sm"
      icon={<Stamp aria-hidden="true" />}
      label={t("cases.service.record")}
      form={(onDone) => <ServiceForm caseId={caseId} customerId={customerId} step={step} onDone={onDone} />}
    />
  );
}

function ServiceForm({
  caseId,
  customerId,
  step,
  onDone,
}: {
  caseId: string;
  customerId: string;
  step: CaseStepView;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const today = osloToday();
  const form = useForm<Values>({
    resolver: zodResolver(RecordServiceInput as never, undefined, { raw: true }) as unknown as Resolver<Values>,
    defaultValues: { servedDate: today },
  });
  const save = useMutation({
    mutationFn: (v: Values) => recordService(caseId, step.id, v),
    meta: { setError: form.setError as unknown as UseFormSetError<FieldValues> },
    onSuccess: ({ message }) => {
      toast.success(message, { id: "step-service" });
      // the step's deadline and fee, the case's fees, the petition now offered: everything of the case
      void queryClient.invalidateQueries({ queryKey: casesKey(customerId) });
    },
  });
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync(values);
      onDone();
    } catch {
      // 422 on the form, other errors as toasts
    }
  });
  const { errors, isSubmitting } = form.formState;
  return (
    <DialogForm
      title={t("cases.service.title", { name: stepName(step) })}
      intro={t("cases.service.intro")}
      error={errors.root?.server?.message}
      onSubmit={onSubmit}
      onCancel={onDone}
      pending={isSubmitting}
      submitLabel={t("cases.service.submit")}
    >
      <Controller
        control={form.control}
        name="servedDate"
        render={({ field }) => (
          <DateField
            required
            label={t("cases.service.date")}
            description={t("cases.service.dateHelp", { date: formatDate(step.sendDate) })}
            min={step.sendDate}
            max={today}
            error={caseMessage(errors.servedDate?.message)}
            {...field}
          />
        )}
      />
    </DialogForm>
  );
}
