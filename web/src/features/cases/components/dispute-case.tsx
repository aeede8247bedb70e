import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ShieldAlert, ShieldCheck } from "lucide-react";
import { Controller, useForm, type FieldValues, type Resolver, type UseFormSetError } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import type { CaseMessage } from "@innfri/core/cases/case-views.schema";
import { LiftDisputeInput, RecordDisputeInput } from "@innfri/core/cases/operations/dispute.schema";
import { DateField } from "@/components/ui/date-field";
import { osloToday } from "@/lib/format";
import { TextAreaField } from "@/components/ui/select-field";
import { caseQuery, casesKey } from "../api/cases";
import { liftDispute, recordDispute } from "../api/case-pause";
import { caseMessage } from "../labels";
import { ActionDialog, DialogForm } from "./action-dialog";
import type { CaseActionProps } from "./case-actions";
import type { z } from "zod";

interface Values {
  date: string;
  reason: string;
}

/**
 * "Registrer innsigelse" / "Record objection" in the case page's header, or "Opphev innsigelse" / "Lift objection"
 * once one stands (issue 18 "Disputed claims stop"): the day the debtor objected and what it says; lifting needs a
 * reason too. The law then refuses the fee letters and the forced steps, and the run-step dialog says why.
 */
export function DisputeCase({ c, caseId, customerId }: CaseActionProps) {
  const { t } = useTranslation();
  if (c.status === "closed" || c.status === "merged") return null;
  const disputed = !!c.dispute;
  return (
    <ActionDialog
      icon={disputed ? <ShieldCheck aria-hidden="true" /> : <ShieldAlert aria-hidden="true" />}
      label={t(disputed ? "cases.dispute.lift" : "cases.dispute.record")}
      form={(onDone) => (
        <DisputeForm lift={disputed} caseNumber={c.caseNumber} caseId={caseId} customerId={customerId} onDone={onDone} />
      )}
    />
  );
}

function DisputeForm({
  lift,
  caseNumber,
  caseId,
  customerId,
  onDone,
}: {
  lift: boolean;
  caseNumber: number;
  caseId: string;
  customerId: string;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const today = osloToday();
  const schema = lift ? LiftDisputeInput : RecordDisputeInput;
  const form = useForm<Values>({
    resolver: zodResolver(schema as never, undefined, { raw: true }) as unknown as Resolver<Values>,
    defaultValues: { date: lift ? "" : today, reason: "" },
  });
  const save = useMutation({
    mutationFn: (v: Values): Promise<z.infer<typeof CaseMessage>> =>
      lift ? liftDispute(caseId, { reason: v.reason }) : recordDispute(caseId, v),
    meta: { setError: form.setError as unknown as UseFormSetError<FieldValues> },
    onSuccess: ({ message, data }) => {
      toast.success(message, { id: "case-dispute" });
      queryClient.setQueryData(caseQuery(customerId, caseId).queryKey, data);
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
  const which = lift ? "lift" : "record";
  return (
    <DialogForm
      title={t(`cases.dispute.${which}Title`, { caseNumber })}
      intro={t(`cases.dispute.${which}Intro`)}
      error={errors.root?.server?.message}
      onSubmit={onSubmit}
      onCancel={onDone}
      pending={isSubmitting}
      submitLabel={t(`cases.dispute.${which}Submit`)}
    >
      {lift ? null : (
        <Controller
          control={form.control}
          name="date"
          render={({ field }) => (
            <DateField
              required
              label={t("cases.dispute.date")}
              description={t("cases.dispute.dateHelp")}
              max={today}
              error={caseMessage(errors.date?.message)}
              {...field}
            />
          )}
        />
      )}
      <TextAreaField
        required
        label={t(lift ? "cases.dispute.liftReason" : "cases.dispute.reason")}
        error={caseMessage(errors.reason?.message)}
        rows={3}
        {...form.register("reason")}
      />
    </DialogForm>
  );
}
