import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { ShieldCheck } from "lucide-react";
import { useTranslation } from "react-i18next";
import { CreditReportView } from "@/components/credit-report";
import { LinkTabs, PageHeader } from "@/components/layout/page-parts";
import { TopUpLink } from "@/components/top-up-link";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { api } from "@/lib/api-client";
import {
  creditCheckQuery,
  creditChecksKey,
  creditChecksQuery,
  requestVerification,
  verificationKey,
  verificationQuery,
} from "@/lib/credit-check";
import { useCurrentUser } from "@/lib/current-user";
import { formatDateTime } from "@/lib/format";
import { usePageTitle } from "@/lib/use-page-title";

import type { CreditCheckTab } from "./tabs";

import { CompanyCheck } from "./company-check";
import { PersonCheck } from "./person-check";

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
