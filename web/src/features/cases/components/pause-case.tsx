import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { PauseCircle } from "lucide-react";
import { Controller, useForm, type FieldValues, type Resolver, type UseFormSetError } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { z } from "zod";
import { PauseCaseInput, pauseRange } from "@innfri/core/cases/operations/pause.schema";
import { Checkbox } from "@/components/ui/checkbox";
import { DateField } from "@/components/ui/date-field";
import { TextAreaField } from "@/components/ui/select-field";
import { casesKey } from "../api/cases";
import { pauseCase } from "../api/case-pause";
import { caseMessage } from "../labels";
import { ActionDialog, DialogForm } from "./action-dialog";
import type { CaseActionProps } from "./case-actions";

/** The statuses a case may be paused from (core operations/pause.ts PAUSABLE, less "paused": that one resumes). */
const PAUSABLE = new Set<string>(["waiting", "ready", "active", "ongoing-payroll"]);

interface Values {
  until: string;
  notify: boolean;
  note: string;
}

const toBody = (v: Values) => ({ until: v.until, notify: v.notify, ...(v.note.trim() ? { note: v.note } : {}) });

/** "Sett på pause" / "Pause" in the case page's header (SPEC 4: a reactivation date and an optional notification). */
export function PauseCase({ c, caseId, customerId }: CaseActionProps) {
  const { t } = useTranslation();
  if (!PAUSABLE.has(c.status)) return null;
  return (
    <ActionDialog
      icon={<PauseCircle aria-hidden="true" />}
      label={t("cases.pause.pause")}
      form={(onDone) => <PauseForm caseNumber={c.caseNumber} caseId={caseId} customerId={customerId} onDone={onDone} />}
    />
  );
}

function PauseForm({
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
  const range = pauseRange();
  const schema = z.preprocess((v) => toBody(v as Values), PauseCaseInput);
  const form = useForm<Values>({
    resolver: zodResolver(schema as never, undefined, { raw: true }) as unknown as Resolver<Values>,
    defaultValues: { until: "", notify: false, note: "" },
  });
  const pause = useMutation({
    mutationFn: (v: Values) => pauseCase(caseId, toBody(v)),
    meta: { setError: form.setError as unknown as UseFormSetError<FieldValues> },
    onSuccess: ({ message }) => {
      toast.success(message, { id: "case-paused" });
      void queryClient.invalidateQueries({ queryKey: casesKey(customerId) });
    },
  });
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await pause.mutateAsync(values);
      onDone();
    } catch {
      // 422 on the form, other errors as toasts
    }
  });
  const { errors, isSubmitting } = form.formState;
  return (
    <DialogForm
      title={t("cases.pause.pauseTitle", { caseNumber })}
      intro={t("cases.pause.pauseIntro")}
      error={errors.root?.server?.message}
      onSubmit={onSubmit}
      onCancel={onDone}
      pending={isSubmitting}
      submitLabel={t("cases.pause.submitPause")}
    >
      <Controller
        control={form.control}
        name="until"
        render={({ field }) => (
          <DateField
            required
            label={t("cases.pause.until")}
            description={t("cases.pause.untilHelp")}
            min={range.min}
            max={range.max}
            error={caseMessage(errors.until?.message)}
            {...field}
          />
        )}
      />
      <label className="flex items-start gap-2 text-sm">
        <Checkbox {...form.register("notify")} />
        <span>{t("cases.pause.notify")}</span>
      </label>
      <TextAreaField label={t("cases.pause.note")} error={errors.note?.message} rows={3} {...form.register("note")} />
    </DialogForm>
  );
}
