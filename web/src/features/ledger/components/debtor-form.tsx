import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { Controller, useForm, useWatch, type Resolver } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { DEBTOR_LANGUAGES, DEBTOR_TYPES, DEFAULT_COUNTRY, EMAIL_BASES } from "@innfri/core/ledger/debtor-rules";
import { DebtorInput } from "@innfri/core/ledger/ledger.schema";
import { Button } from "@/components/ui/button";
import { DateField } from "@/components/ui/date-field";
import { ConfirmDialog } from "@/components/ui/dialog";
import { useFieldProps } from "@/components/ui/form";
import { SelectField } from "@/components/ui/select-field";
import { Spinner } from "@/components/ui/spinner";
import { FormError, TextField } from "@/components/ui/text-field";
import { handleApiError, isApiError } from "@/lib/api-client";
import { CompanyRegisterNotice, RegisterLookupButton } from "@/components/company-register-notice";
import { useRegisterLookup } from "@/lib/company-register";
import { DEBTOR_INFO_EXISTS, type DebtorBody } from "../api/debtors";
import type { DebtorView as Debtor } from "@innfri/core/ledger/ledger-views.schema";

type DebtorValues = Omit<DebtorBody, "confirmOverwrite">;

export function debtorDefaults(d?: Partial<Debtor> | null): DebtorValues {
  return {
    type: d?.type ?? "company",
    name: d?.name ?? "",
    customerNumber: d?.customerNumber ?? "",
    orgNumber: d?.orgNumber ?? "",
    nationalId: d?.nationalId ?? "",
    birthDate: d?.birthDate ?? "",
    address: d?.address ?? "",
    postcode: d?.postcode ?? "",
    city: d?.city ?? "",
    visitingAddress: d?.visitingAddress ?? "",
    email: d?.email ?? "",
    phone: d?.phone ?? "",
    language: d?.language ?? "no",
    // a debtor without a country lives in Norway (ledger/debtor-rules DEFAULT_COUNTRY)
    country: d?.country ?? DEFAULT_COUNTRY,
    // the basis for legal notices by e-mail alone (issue 18): "none" removes it on save
    emailBasis: d?.emailBasis ?? "none",
    emailBasisDate: d?.emailBasisDate ?? "",
  };
}

/**
 * A debtor's details (DebtorInput). When the customer number already has other details (409
 * DEBTOR_INFO_EXISTS), the user is asked to confirm, and the form is sent again with confirmOverwrite.
 */
export function DebtorForm({
  initial,
  save,
  onSaved,
  readOnly,
  submitLabel,
  ariaLabel,
}: {
  initial?: Partial<Debtor> | null;
  save: (body: Partial<DebtorBody>) => Promise<Debtor>;
  onSaved: (debtor: Debtor) => void;
  readOnly?: boolean;
  submitLabel: string;
  ariaLabel: string;
}) {
  const { t } = useTranslation();
  const form = useForm<DebtorValues>({
    resolver: zodResolver(DebtorInput, undefined, { raw: true }) as unknown as Resolver<DebtorValues>,
    defaultValues: debtorDefaults(initial),
  });
  const [overwrite, setOverwrite] = useState<{ message: string; values: DebtorValues } | null>(null);
  const mutation = useMutation({
    mutationFn: (body: Partial<DebtorBody>) => save(body),
    meta: { skipGlobalErrorHandler: true },
  });
  const send = async (values: DebtorValues, confirmOverwrite = false) => {
    const body: Partial<DebtorBody> = { type: values.type };
    for (const [key, value] of Object.entries(values) as [keyof DebtorValues, string][]) {
      if (value.trim()) body[key] = value.trim() as never;
    }
    // "none" only removes a basis the debtor has (issue 18); a debtor without one is sent without the field
    if (body.emailBasis === "none" && !initial?.emailBasis) delete body.emailBasis;
    if (confirmOverwrite) body.confirmOverwrite = true;
    try {
      onSaved(await mutation.mutateAsync(body));
      setOverwrite(null);
    } catch (error) {
      setOverwrite(null);
      if (isApiError(error) && error.status === 409 && error.code === DEBTOR_INFO_EXISTS) {
        setOverwrite({ message: error.message, values });
      } else {
        handleApiError(error, { setError: form.setError });
      }
    }
  };
  const onSubmit = form.handleSubmit((values) => send(values));
  const { errors, isSubmitting } = form.formState;
  const type = useWatch({ control: form.control, name: "type" });
  const emailBasis = useWatch({ control: form.control, name: "emailBasis" });
  const field = useFieldProps(form, (name) => t(`ledger.debtor.${name}`), { readOnly });
  // issue 21: name and address from Enhetsregisteret, and what a creditor must know before a case
  const { company, lookup } = useRegisterLookup(form, (c) => {
    form.setValue("name", c.name, { shouldDirty: true });
    if (c.address) {
      form.setValue("address", c.address.lines.join(", "), { shouldDirty: true });
      form.setValue("postcode", c.address.postcode, { shouldDirty: true });
      form.setValue("city", c.address.city, { shouldDirty: true });
      if (c.address.countryCode) form.setValue("country", c.address.countryCode, { shouldDirty: true });
    }
  });
  return (
    <>
      <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-label={ariaLabel}>
        <FormError message={errors.root?.server?.message} />
        {company ? (
          <CompanyRegisterNotice company={company} heading={t("ledger.debtor.fromRegisterDone", { name: company.name })} />
        ) : null}
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            required
            label={t("ledger.debtor.type")}
            error={errors.type?.message}
            disabled={readOnly}
            options={DEBTOR_TYPES.map((v) => ({ value: v, label: t(`ledger.debtorTypes.${v}`) }))}
            {...form.register("type")}
          />
          <TextField required {...field("name")} />
          <TextField required {...field("customerNumber")} />
          <div className="grid content-start gap-2">
            <TextField required={type !== "person"} inputMode="numeric" {...field("orgNumber")} />
            {type !== "person" && !readOnly ? (
              <RegisterLookupButton
                pending={lookup.isPending}
                onClick={() => lookup.mutate()}
                label={t("ledger.debtor.fromRegister")}
              />
            ) : null}
          </div>
          {type === "person" ? (
            <>
              <TextField inputMode="numeric" autoComplete="off" {...field("nationalId")} />
              <Controller
                control={form.control}
                name="birthDate"
                render={({ field: f }) => (
                  <DateField
                    label={t("ledger.debtor.birthDate")}
                    error={errors.birthDate?.message}
                    readOnly={readOnly}
                    {...f}
                    value={f.value ?? ""}
                  />
                )}
              />
            </>
          ) : null}
          <TextField autoComplete="off" {...field("address")} />
          <TextField inputMode="numeric" autoComplete="off" {...field("postcode")} />
          <TextField autoComplete="off" {...field("city")} />
          <TextField
            autoComplete="off"
            maxLength={2}
            description={t("ledger.debtor.countryHint")}
            {...field("country")}
          />
          <TextField autoComplete="off" {...field("visitingAddress")} />
          <TextField type="email" autoComplete="off" inputMode="email" {...field("email")} />
          <TextField type="tel" autoComplete="off" inputMode="tel" {...field("phone")} />
          <SelectField
            label={t("ledger.debtor.emailBasis")}
            aria-describedby="debtor-email-basis-hint"
            error={errors.emailBasis?.message}
            disabled={readOnly}
            options={(["none", ...EMAIL_BASES] as const).map((v) => ({ value: v, label: t(`ledger.emailBases.${v}`) }))}
            {...form.register("emailBasis")}
          />
          {emailBasis && emailBasis !== "none" ? (
            <Controller
              control={form.control}
              name="emailBasisDate"
              render={({ field: f }) => (
                <DateField
                  required
                  label={t("ledger.debtor.emailBasisDate")}
                  error={errors.emailBasisDate?.message}
                  readOnly={readOnly}
                  {...f}
                  value={f.value ?? ""}
                />
              )}
            />
          ) : null}
          <p id="debtor-email-basis-hint" className="text-sm text-neutral-700 sm:col-span-2">
            {t("ledger.debtor.emailBasisHint")}
          </p>
          <SelectField
            label={t("ledger.debtor.language")}
            error={errors.language?.message}
            disabled={readOnly}
            options={DEBTOR_LANGUAGES.map((v) => ({ value: v, label: t(`ledger.debtorLanguages.${v}`) }))}
            {...form.register("language")}
          />
        </div>
        {readOnly ? null : (
          <div>
            <Button type="submit" disabled={isSubmitting || mutation.isPending}>
              {isSubmitting || mutation.isPending ? <Spinner /> : null}
              {submitLabel}
            </Button>
          </div>
        )}
      </form>
      <ConfirmDialog
        open={overwrite !== null}
        onOpenChange={(o) => !o && setOverwrite(null)}
        title={t("ledger.debtor.overwriteHeading")}
        description={overwrite?.message}
        confirmLabel={t("ledger.debtor.overwrite")}
        destructive={false}
        pending={mutation.isPending}
        onConfirm={() => overwrite && void send(overwrite.values, true)}
      />
    </>
  );
}
