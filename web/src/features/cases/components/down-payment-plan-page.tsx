import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import type { CaseViewView } from "@innfri/core/cases/case-views.schema";
import { DownPaymentPlanInput, instalmentsNeeded, planSchedule } from "@innfri/core/cases/operations/plan-rules";
import { t as serverText } from "@innfri/core/i18n/messages";
import { fieldErrorsFrom } from "@innfri/core/util/field-errors";
import { PageHeader } from "@/components/layout/page-parts";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { DateField } from "@/components/ui/date-field";
import { Spinner } from "@/components/ui/spinner";
import { FormError, TextField } from "@/components/ui/text-field";
import { currentLanguage } from "@/i18n";
import { handleApiError, isApiError } from "@/lib/api-client";
import { formatMoney } from "@/lib/format";
import { useLedgerAccess } from "@/lib/ledger-access";
import { usePageTitle } from "@/lib/use-page-title";
import { caseQuery, casesKey } from "../api/cases";
import { agreePlan, planQuery } from "../api/plans";
import { PlanInstalmentsTable } from "./plan-instalments-table";
import { PLAN_STATUSES } from "./down-payment-plan-action";

type Field = "agreedAmount" | "monthlyAmount" | "instalments" | "firstPaymentDate";
type Draft = Record<Field, string> & { calculateInterest: boolean };

/** øre as the field shows it to edit: "1234,50". */
const typed = (ore: number) => (ore / 100).toFixed(2).replace(".", ",");

/** The request the draft makes (instalments as a number when it is one, else the text, which the schema refuses). */
const bodyOf = (d: Draft) => ({
  agreedAmount: d.agreedAmount,
  monthlyAmount: d.monthlyAmount,
  instalments: /^\d+$/.test(d.instalments.trim()) ? Number(d.instalments.trim()) : d.instalments.trim() === "" ? undefined : Number.NaN,
  firstPaymentDate: d.firstPaymentDate,
  calculateInterest: d.calculateInterest,
});

/**
 * /customer/cases/creating-down-payment-plan/{caseId} (SPEC 2): the agreed amount (at least principal plus fees less
 * paid, SPEC 5), the monthly amount, the number of instalments, the first payment date and whether interest is
 * calculated; the instalments previewed live with core's own schedule (the API makes the same one), each field's
 * refusal under it (the API's 422 too). Saved, the case page opens on its documents, where the plan letter comes.
 */
export function DownPaymentPlanPage({ caseId }: { caseId: string }) {
  const { t } = useTranslation();
  const { customerId } = useLedgerAccess();
  const found = useQuery({ ...caseQuery(customerId, caseId), enabled: !!customerId });
  const plan = useQuery({ ...planQuery(customerId, caseId), enabled: !!customerId });
  usePageTitle("cases.plans.action", found.data ? String(found.data.caseNumber) : undefined);
  if (!found.data || plan.isPending) {
    return found.isError ? <Alert variant="error">{t("cases.page.notFound")}</Alert> : <Spinner label={t("app.loading")} />;
  }
  return <PlanForm c={found.data} caseId={caseId} customerId={customerId} hasPlan={!!plan.data} />;
}

function PlanForm({ c, caseId, customerId, hasPlan }: { c: CaseViewView; caseId: string; customerId: string; hasPlan: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const owedOre = c.principalOre + c.feesOre - c.paidOre;
  const [draft, setDraft] = useState<Draft>({
    agreedAmount: owedOre > 0 ? typed(owedOre) : "",
    monthlyAmount: "",
    instalments: "",
    firstPaymentDate: "",
    calculateInterest: false,
  });
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [general, setGeneral] = useState<string>();
  const save = useMutation({
    // the amounts go as typed ("1 234,50"): the API reads them as kroner, like the form's own check
    mutationFn: () => agreePlan(caseId, bodyOf(draft) as DownPaymentPlanInput),
    meta: { skipGlobalErrorHandler: true },
    onSuccess: ({ message }) => {
      toast.success(message, { id: "plan-agreed" });
      void queryClient.invalidateQueries({ queryKey: casesKey(customerId) });
      void navigate({ to: "/customer/cases/view/$id/tab/$tabName", params: { id: caseId, tabName: "documents" } });
    },
    onError: (error) => {
      if (isApiError(error) && error.status === 422) {
        setErrors(Object.fromEntries(Object.entries(error.errors ?? {}).map(([f, m]) => [f, m[0] ?? ""])));
        setGeneral(error.errors && Object.keys(error.errors).length ? undefined : error.message);
      } else handleApiError(error);
    },
  });
  // the live preview: the schedule core would make, once the draft is a plan the rules accept
  const parsed = DownPaymentPlanInput.safeParse(bodyOf(draft));
  const live = parsed.success ? {} : fieldErrorsFrom(parsed.error);
  const preview = parsed.success
    ? planSchedule({
        agreedOre: parsed.data.agreedAmount,
        monthlyOre: parsed.data.monthlyAmount,
        instalments: parsed.data.instalments,
        firstPaymentDate: parsed.data.firstPaymentDate,
      })
    : null;
  const neededFrom = (() => {
    const a = DownPaymentPlanInput.shape.agreedAmount.safeParse(draft.agreedAmount);
    const m = DownPaymentPlanInput.shape.monthlyAmount.safeParse(draft.monthlyAmount);
    return a.success && m.success && m.data <= a.data ? instalmentsNeeded(a.data, m.data) : null;
  })();
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});
  // the rules' own keys: validation.* are in the web's catalogue, the plan's (plans.*) are the server's texts
  const text = (key: string | undefined) => (key?.startsWith("plans.") ? serverText(currentLanguage(), key) : key);
  const errorOf = (f: Field) => errors[f] ?? text(touched[f] ? live[f]?.[0] : undefined);
  const set = (f: Field) => (value: string) => {
    setDraft((d) => ({ ...d, [f]: value }));
    setErrors((e) => ({ ...e, [f]: undefined }));
  };
  const blur = (f: Field) => () => setTouched((s) => ({ ...s, [f]: true }));
  function submit(event: FormEvent) {
    event.preventDefault();
    setTouched({ agreedAmount: true, monthlyAmount: true, instalments: true, firstPaymentDate: true });
    setGeneral(undefined);
    if (parsed.success) save.mutate();
  }
  if (!PLAN_STATUSES.has(c.status)) return <Alert variant="error">{t("cases.plans.notRunning")}</Alert>;
  return (
    <div className="mx-auto grid max-w-5xl gap-6">
      <PageHeader
        title={t("cases.plans.title", { caseNumber: c.caseNumber })}
        intro={t("cases.plans.intro", { debtor: c.debtorName, owed: formatMoney(Math.max(0, owedOre)) })}
      />
      {hasPlan ? <Alert>{t("cases.plans.replaceNote")}</Alert> : null}
      <div className="grid gap-6 lg:grid-cols-2">
        <form onSubmit={submit} noValidate className="grid content-start gap-4 rounded-lg border border-neutral-200 bg-white p-4">
          {(["agreedAmount", "monthlyAmount"] as const).map((f) => (
            <TextField
              key={f}
              name={f}
              label={t(`cases.plans.fields.${f}`)}
              value={draft[f]}
              onChange={(e) => set(f)(e.target.value)}
              onBlur={blur(f)}
              error={errorOf(f)}
              inputMode="decimal"
              required
              description={t("cases.wizard.amountHint")}
            />
          ))}
          <div className="grid gap-1.5">
            <TextField
              name="instalments"
              label={t("cases.plans.fields.instalments")}
              value={draft.instalments}
              onChange={(e) => set("instalments")(e.target.value)}
              onBlur={blur("instalments")}
              error={errorOf("instalments")}
              inputMode="numeric"
              required
              description={neededFrom !== null ? t("cases.plans.needed", { count: neededFrom }) : undefined}
            />
            {neededFrom !== null && String(neededFrom) !== draft.instalments.trim() && neededFrom <= 120 ? (
              <Button type="button" size="sm" variant="outline" className="justify-self-start" onClick={() => set("instalments")(String(neededFrom))}>
                {t("cases.plans.useNeeded", { count: neededFrom })}
              </Button>
            ) : null}
          </div>
          <DateField
            name="firstPaymentDate"
            label={t("cases.plans.fields.firstPaymentDate")}
            value={draft.firstPaymentDate}
            onChange={(v) => {
              set("firstPaymentDate")(v);
              setTouched((s) => ({ ...s, firstPaymentDate: true }));
            }}
            error={errorOf("firstPaymentDate")}
            required
          />
          <label className="flex items-start gap-2 text-sm">
            <Checkbox
              name="calculateInterest"
              checked={draft.calculateInterest}
              onChange={(e) => setDraft((d) => ({ ...d, calculateInterest: e.target.checked }))}
              aria-describedby="calculateInterest-hint"
            />
            <span className="grid gap-0.5">
              <span className="font-medium">{t("cases.plans.fields.calculateInterest")}</span>
              <span id="calculateInterest-hint" className="text-xs text-neutral-700">{t("cases.plans.interestHint")}</span>
            </span>
          </label>
          <FormError message={general} />
          <div className="flex justify-end">
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? <Spinner /> : null}
              {t("cases.plans.save")}
            </Button>
          </div>
        </form>
        <section aria-labelledby="plan-preview-heading" className="grid content-start gap-2" aria-live="polite">
          <h2 id="plan-preview-heading" className="text-lg font-semibold">{t("cases.plans.preview")}</h2>
          {preview ? (
            <PlanInstalmentsTable rows={preview} caption={t("cases.plans.preview")} />
          ) : (
            <p className="text-sm text-neutral-700">{t("cases.plans.previewEmpty")}</p>
          )}
        </section>
      </div>
    </div>
  );
}
