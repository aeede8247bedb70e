import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import type { StepResponseField, StepResponseInput, StepResponseView } from "@innfri/core/cases/documents/case-document-views.schema";
import { readAmount } from "@innfri/core/util/money";
import { Button } from "@/components/ui/button";
import { DateField } from "@/components/ui/date-field";
import { Spinner } from "@/components/ui/spinner";
import { FormError, TextField } from "@/components/ui/text-field";
import { handleApiError, isApiError } from "@/lib/api-client";
import { formatDate, formatMoney } from "@/lib/format";
import { useLedgerAccess } from "@/lib/ledger-access";
import { casesKey } from "../api/cases";
import { saveStepResponse, stepResponseQuery } from "../api/documents";
import { caseStepsQuery } from "../api/steps";
import { caseStepAt, stepName } from "../step-words";

const DATE_FIELDS: readonly StepResponseField[] = ["issueDate", "firstWithdrawalDate"];
const MONEY_FIELDS: readonly StepResponseField[] = ["monthlyDeductionOre", "totalAgreedOre"];

/** A recorded value as people read it: dates DD.MM.YYYY, money "1 234,50 kr". */
export function shownValue(field: StepResponseField, v: StepResponseView) {
  const value = v[field];
  if (value === null) return "";
  if (typeof value === "number") return formatMoney(value);
  return DATE_FIELDS.includes(field) ? formatDate(value) : value;
}

/** What the form holds for a value: money in kroner as typed ("1234,50"), the rest as it is. */
const draftOf = (field: StepResponseField, v: StepResponseView) => {
  const value = v[field];
  if (value === null) return "";
  return typeof value === "number" ? (value / 100).toFixed(2).replace(".", ",") : value;
};

/**
 * /customer/cases/view/{id}/step-response/{stepId}: the values the step's kind receives (SPEC 3 step response values;
 * which ones per kind is core's list, answered by the API as `fields`). Money typed in kroner is sent in øre; the API's
 * 422 lands on its field.
 */
export function StepResponseForm({ caseId, stepNumber }: { caseId: string; stepNumber: number }) {
  const { t } = useTranslation();
  const { customerId } = useLedgerAccess();
  const steps = useQuery({ ...caseStepsQuery(customerId, caseId), enabled: !!customerId });
  if (!steps.data) return <Spinner label={t("app.loading")} />;
  const run = caseStepAt(steps.data.data, stepNumber);
  if (!run) return <p className="text-sm text-neutral-700">{t("cases.page.noStep", { stepId: stepNumber })}</p>;
  return <ResponseForm caseId={caseId} stepId={run.stepId} title={stepName(run)} />;
}

/** The form of one procedure step's response on the case (the API keys responses by the procedure's step). */
function ResponseForm({ caseId, stepId, title }: { caseId: string; stepId: string; title: string }) {
  const { t } = useTranslation();
  const { customerId, canChange } = useLedgerAccess();
  const queryClient = useQueryClient();
  const found = useQuery({ ...stepResponseQuery(customerId, caseId, stepId), enabled: !!customerId });
  const [draft, setDraft] = useState<Partial<Record<StepResponseField, string>>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [general, setGeneral] = useState<string>();
  const save = useMutation({
    mutationFn: (body: StepResponseInput) => saveStepResponse(caseId, stepId, body),
    onSuccess: (data) => {
      toast.success(t("cases.responses.saved"), { id: "step-response-saved" });
      setDraft({});
      queryClient.setQueryData(stepResponseQuery(customerId, caseId, stepId).queryKey, data);
      void queryClient.invalidateQueries({ queryKey: casesKey(customerId) });
    },
    onError: (error) => {
      if (isApiError(error) && error.status === 422) {
        setErrors(Object.fromEntries(Object.entries(error.errors ?? {}).map(([f, m]) => [f, m[0] ?? ""])));
        setGeneral(error.message);
      } else handleApiError(error);
    },
  });
  if (!found.data) return <Spinner label={t("app.loading")} />;
  const v = found.data;
  if (v.fields.length === 0) return <p className="text-sm text-neutral-700">{t("cases.responses.noFields")}</p>;
  const value = (f: StepResponseField) => draft[f] ?? draftOf(f, v);
  const set = (f: StepResponseField) => (text: string) => setDraft((d) => ({ ...d, [f]: text }));
  function submit(event: FormEvent) {
    event.preventDefault();
    const body: Record<string, string | number | null> = {};
    const local: Record<string, string> = {};
    for (const f of v.fields) {
      const text = value(f).trim();
      if (!MONEY_FIELDS.includes(f)) body[f] = text || null;
      else if (!text) body[f] = null;
      else {
        const read = readAmount(text);
        if ("ore" in read) body[f] = read.ore;
        else local[f] = read.problem;
      }
    }
    setErrors(local);
    setGeneral(undefined);
    if (Object.keys(local).length === 0) save.mutate(body as StepResponseInput);
  }
  return (
    <form onSubmit={submit} noValidate className="grid max-w-2xl gap-4 rounded-lg border border-neutral-200 bg-white p-4">
      <h3 className="font-semibold">{title}</h3>
      <div className="grid gap-4 sm:grid-cols-2">
        {v.fields.map((f) =>
          DATE_FIELDS.includes(f) ? (
            <DateField key={f} name={f} label={t(`cases.responses.fields.${f}`)} value={value(f)} onChange={set(f)} error={errors[f]} readOnly={!canChange} />
          ) : (
            <TextField
              key={f}
              name={f}
              label={t(`cases.responses.fields.${f}`)}
              value={value(f)}
              onChange={(e) => set(f)(e.target.value)}
              error={errors[f]}
              readOnly={!canChange}
              inputMode={MONEY_FIELDS.includes(f) ? "decimal" : undefined}
              description={MONEY_FIELDS.includes(f) ? t("cases.wizard.amountHint") : undefined}
            />
          ),
        )}
      </div>
      <FormError message={general} />
      {canChange ? (
        <div className="flex justify-end">
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? <Spinner /> : null}
            {t("common.save")}
          </Button>
        </div>
      ) : null}
    </form>
  );
}
