import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { Search, ShieldCheck } from "lucide-react";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import {
  CHECK_PURPOSES,
  CompanyCheckInput,
  CompanySearchInput,
  PersonCheckInput,
} from "@innfri/core/credit-check/credit.schema";
import { CreditReportView } from "@/components/credit-report";
import { LinkTabs, PageHeader } from "@/components/layout/page-parts";
import { TopUpLink } from "@/components/top-up-link";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { SelectField } from "@/components/ui/select-field";
import { Spinner } from "@/components/ui/spinner";
import { FormError, TextField } from "@/components/ui/text-field";
import { api } from "@/lib/api-client";
import {
  checkCompany,
  checkPerson,
  creditCheckQuery,
  creditChecksKey,
  creditChecksQuery,
  requestVerification,
  searchCompanies,
  verificationKey,
  verificationQuery,
  type CompanyHit,
  type CreditCheckResult,
} from "@/lib/credit-check";
import { useCurrentUser } from "@/lib/current-user";
import { formatDateTime } from "@/lib/format";
import { usePageTitle } from "@/lib/use-page-title";

import type { CreditCheckTab } from "./tabs";

const PANEL = "credit-check-panel";

/**
 * /customer/credit-check/{routeTab?} (SPEC 2; issue 21, docs/credit-check.md), the owner's alone: a private person
 * (with the justified need), a company (by number, or found by name), the history, and a report. Before the first
 * check the user asks to be verified (up to one business day).
 */
export function CreditCheckPage({ tab, reportId }: { tab: CreditCheckTab; reportId?: string }) {
  const { t } = useTranslation();
  usePageTitle("credit.title", `– ${t(`credit.tabs.${tab}`)}`);
  const { data: user } = useCurrentUser();
  const userId = user?.id ?? "";
  const customerId = user?.customer?.id ?? "";
  const verification = useQuery({ ...verificationQuery(userId), enabled: !!userId });
  const verified = verification.data?.status === "verified";
  const tabs = (["person", "company", "history"] as const).map((id) => ({
    id,
    label: t(`credit.tabs.${id}`),
    selected: id === tab,
    to: "/customer/credit-check/{-$routeTab}",
    params: { routeTab: id },
  }));
  return (
    <div className="grid gap-6">
      <PageHeader title={t("credit.title")} intro={t("credit.intro")} />
      {verification.data && !verified ? <VerificationNotice userId={userId} status={verification.data.status} /> : null}
      {customerId ? <ChecksLeft customerId={customerId} /> : null}
      <LinkTabs label={t("credit.title")} tabs={tabs} panelId={PANEL} />
      <div
        id={PANEL}
        role="tabpanel"
        aria-labelledby={tab === "report" ? undefined : `tab-${tab}`}
        className="grid gap-6"
      >
        {tab === "person" ? <PersonCheck userId={userId} customerId={customerId} disabled={!verified} /> : null}
        {tab === "company" ? <CompanyCheck userId={userId} customerId={customerId} disabled={!verified} /> : null}
        {tab === "history" ? <History customerId={customerId} /> : null}
        {tab === "report" && reportId ? <Report customerId={customerId} id={reportId} /> : null}
      </div>
    </div>
  );
}

function VerificationNotice({ userId, status }: { userId: string; status: "none" | "pending" | "verified" }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const ask = useMutation({
    mutationFn: () => requestVerification(userId),
    onSuccess: (data) => queryClient.setQueryData(verificationKey(userId), data),
  });
  return (
    <Alert>
      <p className="font-semibold">
        {status === "pending" ? t("credit.verification.pendingTitle") : t("credit.verification.noneTitle")}
      </p>
      <p>{status === "pending" ? t("creditCheck.verificationPending" as never) : t("credit.verification.none")}</p>
      {status === "none" ? (
        <Button className="mt-2" size="sm" disabled={ask.isPending} onClick={() => ask.mutate()}>
          {ask.isPending ? <Spinner /> : <ShieldCheck aria-hidden="true" />}
          {t("credit.verification.request")}
        </Button>
      ) : null}
    </Alert>
  );
}

function ChecksLeft({ customerId }: { customerId: string }) {
  const { t } = useTranslation();
  const allowance = useQuery({
    queryKey: [...creditChecksKey(customerId), "allowance"],
    queryFn: ({ signal }) =>
      api.get<{ creditChecks: number }>(`/customers/${encodeURIComponent(customerId)}/allowances`, { signal }),
  });
  if (!allowance.data) return null;
  const left = allowance.data.creditChecks;
  return (
    <p className="text-sm text-neutral-800">
      {left > 0 ? t("credit.left", { count: left }) : t("credit.noneLeft")} <TopUpLink to="/customer/top-up" />
    </p>
  );
}

/** What a check answered: the report, or the persons to tell apart. */
function Result({ result }: { result: CreditCheckResult | null }) {
  const { t } = useTranslation();
  if (!result) return null;
  if (result.outcome === "several")
    return (
      <Alert>
        <p>{t("credit.person.several")}</p>
        <ul className="mt-1 list-disc pl-5">
          {result.candidates.map((c, i) => (
            <li key={i}>
              {t("credit.person.candidate", { name: c.name, year: c.birthYear ?? "?", city: c.city ?? "" })}
            </li>
          ))}
        </ul>
      </Alert>
    );
  return result.check ? <CreditReportView check={result.check} report={result.report} /> : null;
}

/** After a check: the history and what is left are read again. */
function useAfterCheck(customerId: string) {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: creditChecksKey(customerId) });
}

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

function PersonCheck({ userId, customerId, disabled }: { userId: string; customerId: string; disabled: boolean }) {
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

function CompanyCheck({ userId, customerId, disabled }: { userId: string; customerId: string; disabled: boolean }) {
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

function History({ customerId }: { customerId: string }) {
  const { t } = useTranslation();
  const checks = useQuery({ ...creditChecksQuery(customerId), enabled: !!customerId });
  if (!checks.data) return <Spinner label={t("app.loading")} />;
  if (checks.data.data.length === 0) return <p className="text-sm">{t("credit.history.empty")}</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm">
        <caption className="sr-only">{t("credit.history.heading")}</caption>
        <thead>
          <tr className="border-b border-neutral-200 text-left text-neutral-700">
            <th className="py-2 pr-3 font-medium">{t("credit.history.date")}</th>
            <th className="py-2 pr-3 font-medium">{t("credit.history.name")}</th>
            <th className="py-2 pr-3 font-medium">{t("credit.history.kind")}</th>
            <th className="py-2 pr-3 font-medium">{t("credit.history.purpose")}</th>
            <th className="py-2 pr-3 font-medium">{t("credit.history.by")}</th>
            <th className="py-2 pr-3 font-medium">{t("credit.history.riskClass")}</th>
            <th className="py-2 font-medium">{t("credit.history.report")}</th>
          </tr>
        </thead>
        <tbody>
          {checks.data.data.map((c) => (
            <tr key={c.id} className="border-b border-neutral-100">
              <td className="py-2 pr-3 whitespace-nowrap">{formatDateTime(c.at)}</td>
              <td className="py-2 pr-3">
                {c.subjectName}
                {c.orgNumber ? ` (${c.orgNumber})` : ""}
              </td>
              <td className="py-2 pr-3">{t(`credit.history.${c.kind}`)}</td>
              <td className="py-2 pr-3">{c.purpose ? t(`creditCheck.purpose.${c.purpose}` as never) : ""}</td>
              <td className="py-2 pr-3">{c.byName ?? ""}</td>
              <td className="py-2 pr-3">{c.riskClass ?? ""}</td>
              <td className="py-2 whitespace-nowrap">
                {c.reportAvailable ? (
                  <Link
                    to="/customer/credit-check/{-$routeTab}"
                    params={{ routeTab: "report" }}
                    search={{ id: c.id } as never}
                    className="font-medium underline"
                  >
                    {t("credit.history.show")}
                  </Link>
                ) : (
                  t("credit.history.gone")
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Report({ customerId, id }: { customerId: string; id: string }) {
  const { t } = useTranslation();
  const detail = useQuery({ ...creditCheckQuery(customerId, id), enabled: !!customerId });
  if (!detail.data) return <Spinner label={t("app.loading")} />;
  return <CreditReportView check={detail.data.check} report={detail.data.report} />;
}
