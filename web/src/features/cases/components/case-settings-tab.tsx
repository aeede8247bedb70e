import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { CaseSettingsInput } from "@innfri/core/cases/case.schema";
import { KID_LENGTH_MAX, KID_LENGTH_MIN, KID_MODULI, type KidAgreement } from "@innfri/core/cases/kid-agreement";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { SelectField } from "@/components/ui/select-field";
import { FormError, TextField } from "@/components/ui/text-field";
import { useCurrentUser } from "@/lib/current-user";
import { formatMoney } from "@/lib/format";
import { useRights } from "@/lib/use-rights";
import { caseSettingsKey, caseSettingsQuery, saveCaseSettings } from "../api/dashboard";

/** øre → the amount as one types it ("1 234,50" without "kr"), the form's starting value. */
const typed = (ore: number) => formatMoney(ore).replace(/\u00a0kr$/, "");

/**
 * /customer/settings/cases (SPEC 2 settings tab "cases"): the case settings, today the minimum owed amount a case
 * may be started for (SPEC 5). Everyone may read them; saving needs edit_case_configurations (SPEC 6), as the
 * route PUT /case-settings declares (customer:editCaseConfigurations).
 */
export function CaseSettingsTab() {
  const { t } = useTranslation();
  const { data: user } = useCurrentUser();
  const customerId = user?.customer?.id ?? "";
  const settings = useQuery({ ...caseSettingsQuery(customerId), enabled: !!customerId });
  const { rights } = useRights();
  if (!settings.data) return <Spinner label={t("app.loading")} />;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("cases.caseSettings.heading")}</CardTitle>
        <CardDescription>
          {t("cases.caseSettings.current", { amount: formatMoney(settings.data.minimumOwedOre) })}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {rights.can("editCaseConfigurations") ? (
          <SettingsForm
            customerId={customerId}
            minimumOwedOre={settings.data.minimumOwedOre}
            revertStepsOnPayment={settings.data.revertStepsOnPayment}
            extendHolidayDeadlines={settings.data.extendHolidayDeadlines}
            kidAgreement={settings.data.kidAgreement ?? null}
          />
        ) : (
          <p className="text-sm text-neutral-700">{t("cases.caseSettings.readOnly")}</p>
        )}
      </CardContent>
    </Card>
  );
}

interface SettingsValues {
  minimumOwed: string;
  revertStepsOnPayment: boolean;
  extendHolidayDeadlines: boolean;
  /** Issue 18 #13: the KID agreement with the bank; off: the letters name the case number instead of a KID. */
  kidOn: boolean;
  kidAgreement: { length: string; modulus: KidAgreement["modulus"] };
}

/** The form's KID fields from the saved agreement (off: MOD10 and 10 digits offered when turned on). */
const kidFields = (a: KidAgreement | null): Pick<SettingsValues, "kidOn" | "kidAgreement"> => ({
  kidOn: !!a,
  kidAgreement: { length: String(a?.length ?? 10), modulus: a?.modulus ?? "MOD10" },
});

function SettingsForm({
  customerId,
  minimumOwedOre,
  revertStepsOnPayment,
  extendHolidayDeadlines,
  kidAgreement,
}: {
  customerId: string;
  minimumOwedOre: number;
  revertStepsOnPayment: boolean;
  extendHolidayDeadlines: boolean;
  kidAgreement: KidAgreement | null;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const form = useForm<
    SettingsValues,
    unknown,
    { minimumOwed: number; revertStepsOnPayment: boolean; extendHolidayDeadlines: boolean }
  >({
    // the KID agreement's fields are checked by the API (422 on kidAgreement.length / .modulus, both languages)
    resolver: zodResolver(CaseSettingsInput.omit({ kidAgreement: true })) as never,
    defaultValues: {
      minimumOwed: typed(minimumOwedOre),
      revertStepsOnPayment,
      extendHolidayDeadlines,
      ...kidFields(kidAgreement),
    },
  });
  const kidOn = form.watch("kidOn");
  const mutation = useMutation({
    mutationFn: saveCaseSettings,
    meta: { setError: form.setError },
    onSuccess: (data) => queryClient.setQueryData(caseSettingsKey(customerId), data),
  });
  const onSubmit = form.handleSubmit(async () => {
    try {
      // the amount as typed: the API reads it with the same rules the form checked
      const saved = await mutation.mutateAsync({
        minimumOwed: form.getValues("minimumOwed"),
        revertStepsOnPayment: form.getValues("revertStepsOnPayment"),
        extendHolidayDeadlines: form.getValues("extendHolidayDeadlines"),
        // as typed: a length that is no whole number from 4 to 25 is the API's 422 on its field
        kidAgreement: form.getValues("kidOn")
          ? {
              length: Number(form.getValues("kidAgreement.length").trim() || Number.NaN),
              modulus: form.getValues("kidAgreement.modulus"),
            }
          : null,
      });
      form.reset({
        minimumOwed: typed(saved.minimumOwedOre),
        revertStepsOnPayment: saved.revertStepsOnPayment,
        extendHolidayDeadlines: saved.extendHolidayDeadlines,
        ...kidFields(saved.kidAgreement ?? null),
      });
      toast.success(t("cases.caseSettings.saved"), { id: "case-settings" });
    } catch {
      // on the form
    }
  });
  const { errors, isSubmitting } = form.formState;
  return (
    <form noValidate onSubmit={onSubmit} className="grid max-w-md gap-4" aria-label={t("cases.caseSettings.heading")}>
      <FormError message={errors.root?.server?.message} />
      <TextField
        label={t("cases.caseSettings.minimumOwed")}
        description={t("cases.caseSettings.minimumOwedHint")}
        inputMode="decimal"
        required
        error={errors.minimumOwed?.message}
        {...form.register("minimumOwed")}
      />
      <label className="flex items-start gap-2 text-sm">
        <Checkbox {...form.register("revertStepsOnPayment")} aria-describedby="revert-on-payment-hint" />
        <span>
          {t("cases.caseSettings.revertStepsOnPayment")}
          <span id="revert-on-payment-hint" className="block text-neutral-700">
            {t("cases.caseSettings.revertStepsOnPaymentHint")}
          </span>
        </span>
      </label>
      <label className="flex items-start gap-2 text-sm">
        <Checkbox {...form.register("extendHolidayDeadlines")} aria-describedby="holiday-deadlines-hint" />
        <span>
          {t("cases.caseSettings.extendHolidayDeadlines")}
          <span id="holiday-deadlines-hint" className="block text-neutral-700">
            {t("cases.caseSettings.extendHolidayDeadlinesHint")}
          </span>
        </span>
      </label>
      <fieldset className="grid gap-3">
        <label className="flex items-start gap-2 text-sm">
          <Checkbox {...form.register("kidOn")} aria-describedby="kid-agreement-hint" />
          <span>
            {t("cases.caseSettings.kidAgreement")}
            <span id="kid-agreement-hint" className="block text-neutral-700">
              {t("cases.caseSettings.kidAgreementHint")}
            </span>
          </span>
        </label>
        {kidOn ? (
          <div className="grid grid-cols-2 gap-3">
            <TextField
              label={t("cases.caseSettings.kidLength")}
              description={t("cases.caseSettings.kidLengthHint", { min: KID_LENGTH_MIN, max: KID_LENGTH_MAX })}
              inputMode="numeric"
              maxLength={2}
              required
              error={errors.kidAgreement?.length?.message}
              {...form.register("kidAgreement.length")}
            />
            <SelectField
              label={t("cases.caseSettings.kidModulus")}
              options={KID_MODULI.map((m) => ({ value: m, label: m }))}
              required
              error={errors.kidAgreement?.modulus?.message}
              {...form.register("kidAgreement.modulus")}
            />
          </div>
        ) : null}
      </fieldset>
      <div>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? <Spinner /> : null}
          {t("common.save")}
        </Button>
      </div>
    </form>
  );
}
