// The credit-check page's company form (issue 21): by organisation number, or found by name at the bureau.
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { Search } from "lucide-react";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { CompanyCheckInput, CompanySearchInput } from "@innfri/core/credit-check/credit.schema";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { TextField } from "@/components/ui/text-field";
import { checkCompany, searchCompanies, type CompanyHit, type CreditCheckResult } from "@/lib/credit-check";

import { Result, useAfterCheck } from "./check-result";

export function CompanyCheck({
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
  const form = useForm<{ orgNumber: string }>({
    resolver: zodResolver(CompanyCheckInput),
    defaultValues: { orgNumber: "" },
  });
  const check = useMutation({
    mutationFn: (orgNumber: string) => checkCompany(userId, orgNumber),
    meta: { setError: form.setError },
    onSuccess: (data) => {
      setResult(data);
      after();
    },
  });
  const onSubmit = form.handleSubmit(async ({ orgNumber }) => {
    setResult(null);
    await check.mutateAsync(orgNumber).catch(() => undefined);
  });
  const { errors, isSubmitting } = form.formState;
  return (
    <>
      <Card>
        <CardHeader>
          <CardTitle>{t("credit.company.heading")}</CardTitle>
          <CardDescription>{t("credit.company.text")}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-6">
          <form
            noValidate
            onSubmit={onSubmit}
            className="flex flex-wrap items-end gap-3"
            aria-label={t("credit.company.heading")}
          >
            <div className="w-64">
              <TextField
                label={t("credit.company.orgNumber")}
                inputMode="numeric"
                autoComplete="off"
                error={errors.orgNumber?.message}
                {...form.register("orgNumber")}
              />
            </div>
            <Button type="submit" disabled={disabled || isSubmitting}>
              {isSubmitting ? <Spinner /> : <Search aria-hidden="true" />}
              {t("credit.company.submit")}
            </Button>
          </form>
          <CompanySearch
            disabled={disabled}
            onPick={(hit) => {
              form.setValue("orgNumber", hit.orgNumber);
              void onSubmit();
            }}
          />
        </CardContent>
      </Card>
      <Result result={result} />
    </>
  );
}

function CompanySearch({ disabled, onPick }: { disabled: boolean; onPick: (hit: CompanyHit) => void }) {
  const { t } = useTranslation();
  const headingId = useId();
  const form = useForm<{ name: string }>({ resolver: zodResolver(CompanySearchInput), defaultValues: { name: "" } });
  const search = useMutation({
    mutationFn: (name: string) => searchCompanies(name),
    meta: { setError: form.setError },
  });
  const onSubmit = form.handleSubmit(async ({ name }) => {
    await search.mutateAsync(name).catch(() => undefined);
  });
  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <h3 id={headingId} className="font-semibold">
        {t("credit.company.searchHeading")}
      </h3>
      <form
        noValidate
        onSubmit={onSubmit}
        className="flex flex-wrap items-end gap-3"
        aria-label={t("credit.company.searchHeading")}
      >
        <div className="w-80">
          <TextField
            label={t("credit.company.searchName")}
            autoComplete="off"
            error={form.formState.errors.name?.message}
            {...form.register("name")}
          />
        </div>
        <Button type="submit" variant="outline" disabled={disabled || search.isPending}>
          {search.isPending ? <Spinner /> : <Search aria-hidden="true" />}
          {t("credit.company.search")}
        </Button>
      </form>
      {search.data ? (
        search.data.data.length === 0 ? (
          <p className="text-sm">{t("credit.company.noHits")}</p>
        ) : (
          <ul aria-label={t("credit.company.hits")} className="grid gap-2">
            {search.data.data.map((hit) => (
              <li
                key={hit.providerRef}
                className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-neutral-200 p-3"
              >
                <span className="text-sm">
                  <span className="font-medium">{hit.name}</span> · {hit.orgNumber}
                  {hit.address ? ` · ${hit.address}` : ""}
                </span>
                <Button size="sm" disabled={disabled} onClick={() => onPick(hit)}>
                  {t("credit.company.check", { name: hit.name })}
                </Button>
              </li>
            ))}
          </ul>
        )
      ) : null}
    </section>
  );
}
