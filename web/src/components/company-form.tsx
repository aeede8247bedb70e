import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { useFieldArray, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { useFieldProps } from "@/components/ui/form";
import { SelectField } from "@/components/ui/select-field";
import { Spinner } from "@/components/ui/spinner";
import { FieldError, FormError, TextField } from "@/components/ui/text-field";
import { CompanyRegisterNotice, RegisterLookupButton } from "@/components/company-register-notice";
import { useRegisterLookup } from "@/lib/company-register";
import type { CustomerDetail } from "@/lib/customer-api";
import {
  COMPANY_TYPES,
  companySchema,
  companyUpdateSchema,
  type CompanyInput,
  type CompanyValues,
} from "@/lib/customer-schemas";

/** A field's label key: the top-level fields, and a currency account's (`currency`, `iban`, `bic`). */
type LabelKey =
  | Exclude<keyof CompanyValues, "customerCurrencyAccounts">
  | keyof NonNullable<CompanyValues["customerCurrencyAccounts"]>[number];

export function companyDefaults(c?: Partial<CustomerDetail> | null): CompanyValues {
  return {
    name: c?.name ?? "",
    orgNumber: c?.orgNumber ?? "",
    address: c?.address ?? "",
    coAddress: c?.coAddress ?? "",
    postNumber: c?.postNumber ?? "",
    city: c?.city ?? "",
    email: c?.email ?? "",
    phone: c?.phone ?? "",
    accountNumber: c?.accountNumber ?? "",
    type: (COMPANY_TYPES as readonly string[]).includes(c?.type ?? "") ? (c!.type as CompanyValues["type"]) : "AS",
    isRegisteredInVatRegister: c?.isRegisteredInVatRegister ?? false,
    customerCurrencyAccounts: (c?.customerCurrencyAccounts ?? []).map((a) => ({
      currency: a.currency,
      iban: a.iban,
      bic: a.bic ?? "",
    })),
  };
}

/**
 * The company form (registration details, add customer, admin create, settings account tab). In "update" mode the
 * account number is not part of the form: it changes through the account-number update (a confirmation mail).
 */
export function CompanyForm({
  mode = "create",
  initial,
  submit,
  onDone,
  submitLabel,
  readOnly,
  ariaLabel,
}: {
  mode?: "create" | "update";
  initial?: Partial<CustomerDetail> | null;
  submit: (values: CompanyInput) => Promise<CustomerDetail>;
  onDone: (customer: CustomerDetail) => void;
  submitLabel: string;
  readOnly?: boolean;
  ariaLabel: string;
}) {
  const { t } = useTranslation();
  const schema = mode === "create" ? companySchema : companyUpdateSchema;
  const form = useForm<CompanyValues, unknown, CompanyInput>({
    resolver: zodResolver(schema as typeof companySchema) as never,
    defaultValues: companyDefaults(initial),
  });
  const accounts = useFieldArray({ control: form.control, name: "customerCurrencyAccounts" });
  const mutation = useMutation({ mutationFn: submit, meta: { setError: form.setError } });
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      onDone(await mutation.mutateAsync(values as z.output<typeof companySchema>));
    } catch {
      // shown on the form (422) or as a toast
    }
  });
  // issue 21: the company's own details from Enhetsregisteret (the server asks the register again on registration)
  const { company, lookup } = useRegisterLookup(form, (c) => {
    const set = { shouldDirty: true } as const;
    form.setValue("name", c.name, set);
    if (c.address) {
      form.setValue("address", c.address.lines.join(", "), set);
      form.setValue("postNumber", c.address.postcode, set);
      form.setValue("city", c.address.city, set);
    }
    const code = c.organisationForm?.code ?? "";
    form.setValue("type", (COMPANY_TYPES as readonly string[]).includes(code) ? (code as CompanyValues["type"]) : "other", set);
    form.setValue("isRegisteredInVatRegister", c.vatRegistered, set);
  });
  const { errors, isSubmitting } = form.formState;
  // labelled by the last part of the name: a currency account's `customerCurrencyAccounts.0.iban` reads "company.iban"
  const field = useFieldProps(form, (name) => t(`company.${name.replace(/^.*\./, "") as LabelKey}`), {
    readOnly,
  });

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-label={ariaLabel}>
      <FormError message={errors.root?.server?.message} />
      {company ? (
        <CompanyRegisterNotice company={company} heading={t("company.fromRegisterDone", { name: company.name })} />
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField required autoComplete="organization" {...field("name")} />
        <div className="grid content-start gap-2">
          <TextField required inputMode="numeric" {...field("orgNumber")} />
          {readOnly ? null : (
            <RegisterLookupButton pending={lookup.isPending} onClick={() => lookup.mutate()} label={t("company.fromRegister")} />
          )}
        </div>
        <SelectField
          required
          label={t("company.type")}
          error={errors.type?.message}
          disabled={readOnly}
          options={COMPANY_TYPES.map((v) => ({ value: v, label: t(`company.types.${v}`) }))}
          {...form.register("type")}
        />
        <TextField required type="email" autoComplete="email" inputMode="email" {...field("email")} />
        <TextField required type="tel" autoComplete="tel" inputMode="tel" {...field("phone")} />
        <TextField required autoComplete="street-address" {...field("address")} />
        <TextField {...field("coAddress")} />
        <TextField required inputMode="numeric" autoComplete="postal-code" {...field("postNumber")} />
        <TextField required autoComplete="address-level2" {...field("city")} />
        {mode === "create" ? (
          <TextField required description={t("company.accountNumberHint")} {...field("accountNumber")} />
        ) : null}
      </div>
      <div className="grid gap-1">
        <label htmlFor="isRegisteredInVatRegister" className="flex items-start gap-2 text-sm">
          <Checkbox
            id="isRegisteredInVatRegister"
            disabled={readOnly}
            aria-invalid={errors.isRegisteredInVatRegister ? true : undefined}
            {...form.register("isRegisteredInVatRegister")}
          />
          {t("company.isRegisteredInVatRegister")}
        </label>
        <FieldError message={errors.isRegisteredInVatRegister?.message} />
      </div>
      <fieldset className="grid gap-3">
        <legend className="mb-1 text-sm font-semibold">{t("company.currencyAccounts")}</legend>
        <p className="text-sm text-neutral-700">{t("company.currencyAccountsHint")}</p>
        {accounts.fields.map((item, i) => (
          <div
            key={item.id}
            className="grid items-start gap-3 rounded-md border border-neutral-200 p-3 sm:grid-cols-[8rem_1fr_10rem_auto]"
          >
            <TextField
              {...field(`customerCurrencyAccounts.${i}.currency`, {
                id: `customerCurrencyAccounts-${i}-currency`,
                maxLength: 3,
              })}
            />
            <TextField {...field(`customerCurrencyAccounts.${i}.iban`, { id: `customerCurrencyAccounts-${i}-iban` })} />
            <TextField {...field(`customerCurrencyAccounts.${i}.bic`, { id: `customerCurrencyAccounts-${i}-bic` })} />
            {readOnly ? null : (
              <Button variant="outline" className="sm:mt-6" onClick={() => accounts.remove(i)}>
                {t("common.remove")}
                <span className="sr-only"> {t("company.currencyAccount", { n: i + 1 })}</span>
              </Button>
            )}
          </div>
        ))}
        {readOnly ? null : (
          <div>
            <Button variant="outline" onClick={() => accounts.append({ currency: "", iban: "", bic: "" })}>
              {t("company.addCurrencyAccount")}
            </Button>
          </div>
        )}
      </fieldset>
      {readOnly ? null : (
        <div>
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? <Spinner /> : null}
            {submitLabel}
          </Button>
        </div>
      )}
    </form>
  );
}
