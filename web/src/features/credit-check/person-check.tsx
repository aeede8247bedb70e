// The credit-check page's person form (issue 21): name or fødselsnummer, birth date, address, the justified need.
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { Search } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { CHECK_PURPOSES, PersonCheckInput } from "@innfri/core/credit-check/credit.schema";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { SelectField } from "@/components/ui/select-field";
import { Spinner } from "@/components/ui/spinner";
import { FormError, TextField } from "@/components/ui/text-field";
import { checkPerson, type CreditCheckResult } from "@/lib/credit-check";

import { Result, useAfterCheck } from "./check-result";

type PersonValues = {
  name: string;
  ssn: string;
  birthDate: string;
  street: string;
  postcode: string;
  city: string;
  purpose: string;
};

/** The form's values as the API takes them (empty → left out). */
const personInput = (v: PersonValues): PersonCheckInput =>
  Object.fromEntries(Object.entries(v).filter(([, value]) => value.trim() !== "")) as PersonCheckInput;

export function PersonCheck({
  userId,
  customerId,
  disabled,
}: {
  userId: string;
  customerId: string;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const [result, setResult] = useState<CreditCheckResult | null>(null);
  const after = useAfterCheck(customerId);
  const form = useForm<PersonValues>({
    resolver: (values, context, options) =>
      zodResolver(PersonCheckInput)(personInput(values) as never, context, options as never) as never,
    defaultValues: { name: "", ssn: "", birthDate: "", street: "", postcode: "", city: "", purpose: "" },
  });
  const mutation = useMutation({
    mutationFn: (input: PersonCheckInput) => checkPerson(userId, input),
    meta: { setError: form.setError },
    onSuccess: (data) => {
      setResult(data);
      after();
    },
  });
  const onSubmit = form.handleSubmit(async (values) => {
    setResult(null);
    await mutation.mutateAsync(personInput(values)).catch(() => undefined);
  });
  const { errors, isSubmitting } = form.formState;
  return (
    <>
      <Card>
        <CardHeader>
          <CardTitle>{t("credit.person.heading")}</CardTitle>
          <CardDescription>{t("credit.person.text")}</CardDescription>
        </CardHeader>
        <CardContent>
          <form noValidate onSubmit={onSubmit} className="grid max-w-xl gap-4" aria-label={t("credit.person.heading")}>
            <FormError message={errors.root?.server?.message} />
            <TextField
              label={t("credit.person.name")}
              autoComplete="off"
              error={errors.name?.message}
              {...form.register("name")}
            />
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField
                label={t("credit.person.ssn")}
                inputMode="numeric"
                autoComplete="off"
                error={errors.ssn?.message}
                {...form.register("ssn")}
              />
              <TextField
                label={t("credit.person.birthDate")}
                placeholder={t("dateField.placeholder")}
                autoComplete="off"
                error={errors.birthDate?.message}
                {...form.register("birthDate")}
              />
            </div>
            <TextField
              label={t("credit.person.street")}
              autoComplete="off"
              error={errors.street?.message}
              {...form.register("street")}
            />
            <div className="grid gap-4 sm:grid-cols-[10rem_1fr]">
              <TextField
                label={t("credit.person.postcode")}
                inputMode="numeric"
                autoComplete="off"
                error={errors.postcode?.message}
                {...form.register("postcode")}
              />
              <TextField
                label={t("credit.person.city")}
                autoComplete="off"
                error={errors.city?.message}
                {...form.register("city")}
              />
            </div>
            <div className="grid gap-2">
              <SelectField
                label={t("credit.person.purpose")}
                options={[
                  { value: "", label: t("credit.person.purposeChoose") },
                  ...CHECK_PURPOSES.map((p) => ({ value: p, label: t(`creditCheck.purpose.${p}` as never) })),
                ]}
                error={errors.purpose?.message}
                aria-describedby="purpose-hint"
                {...form.register("purpose")}
              />
              <p id="purpose-hint" className="text-sm text-neutral-700">
                {t("credit.person.purposeHint")}
              </p>
            </div>
            <p className="text-sm text-neutral-700">{t("credit.person.notice")}</p>
            <div>
              <Button type="submit" disabled={disabled || isSubmitting}>
                {isSubmitting ? <Spinner /> : <Search aria-hidden="true" />}
                {t("credit.person.submit")}
              </Button>
            </div>
          </form>
        </CardContent>
      </Card>
      <Result result={result} />
    </>
  );
}
