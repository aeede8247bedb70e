import { useMutation } from "@tanstack/react-query";
import { Download } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { downloadReportPdf, type CreditCheckView, type CreditReport } from "@/lib/credit-check";
import { formatDate, formatDateTime, formatMoney } from "@/lib/format";
import { cn } from "@/lib/utils";

const RISK_COLOURS: Record<string, string> = {
  A: "bg-brand-100 text-brand-900",
  B: "bg-brand-50 text-brand-900",
  C: "bg-amber-100 text-amber-900",
  D: "bg-orange-100 text-orange-900",
  E: "bg-red-100 text-red-900",
};

/**
 * A credit check's report (issue 21; docs/credit-check.md), on the credit-check page and from the case page: score
 * 0–1000, risk class and text, anticipated default, max credit, payment remarks, income or accounts, and its PDF.
 * A private person's report says until when it may be read (24 hours); once gone, only that the check was made.
 */
export function CreditReportView({ check, report }: { check: CreditCheckView; report: CreditReport | null }) {
  const { t, i18n } = useTranslation();
  const notGiven = t("credit.report.notGiven");
  const money = (ore: number | null | undefined) => (ore === null || ore === undefined ? notGiven : formatMoney(ore));
  const pdf = useMutation({ mutationFn: () => downloadReportPdf(check.id) });
  if (!report)
    return <Alert>{t("credit.report.gone", { name: check.subjectName, date: formatDateTime(check.at) })}</Alert>;
  const facts: [string, string][] = [
    ...(report.subject.orgNumber ? [[t("credit.report.orgNumber"), report.subject.orgNumber] as [string, string]] : []),
    ...(report.subject.birthDate
      ? [[t("credit.report.birthDate"), formatDate(report.subject.birthDate)] as [string, string]]
      : []),
    [t("credit.report.address"), report.subject.address ?? notGiven],
    ...(report.subject.status ? [[t("credit.report.status"), report.subject.status] as [string, string]] : []),
    ...(check.purpose
      ? [[t("credit.report.purpose"), t(`creditCheck.purpose.${check.purpose}` as never)] as [string, string]]
      : []),
  ];
  const figures: [string, string][] = [
    [
      t("credit.report.anticipatedDefault"),
      report.anticipatedDefault === null
        ? notGiven
        : `${report.anticipatedDefault.toLocaleString(i18n.language === "en" ? "en-GB" : "nb-NO")} %`,
    ],
    [t("credit.report.maxCredit"), report.maxCredit ? money(report.maxCredit.amountOre) : notGiven],
  ];
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("credit.report.heading", { name: report.subject.name })}</CardTitle>
        <CardDescription>
          {t("credit.report.checked", {
            date: formatDateTime(check.at),
            name: check.byName ?? "",
            provider: report.provider,
          })}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        <div className="flex flex-wrap items-center gap-4">
          <div>
            <p className="text-sm text-neutral-700">{t("credit.report.score")}</p>
            <p className="text-3xl font-semibold tabular-nums">
              {report.score === null ? notGiven : t("credit.report.scoreOf", { score: report.score })}
            </p>
          </div>
          {report.riskClass ? (
            <p className={cn("rounded-md px-3 py-2 text-sm font-semibold", RISK_COLOURS[report.riskClass])}>
              {t("credit.report.riskClass")} {report.riskClass}: {t(`creditCheck.risk.${report.riskClass}` as never)}
            </p>
          ) : null}
          {report.riskText ? <p className="text-sm text-neutral-800">{report.riskText}</p> : null}
        </div>
        <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
          {[...facts, ...figures].map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-sm font-medium text-neutral-700">{label}</dt>
              <dd className="text-sm">{value}</dd>
            </div>
          ))}
        </dl>
        <section aria-labelledby={`remarks-${check.id}`} className="grid gap-2">
          <h3 id={`remarks-${check.id}`} className="font-semibold">
            {t("credit.report.remarks")}
          </h3>
          {report.paymentRemarks.length === 0 ? (
            <p className="text-sm">{t("credit.report.noRemarks")}</p>
          ) : (
            <table className="w-full text-sm">
              <thead>
                <tr className="text-left text-neutral-700">
                  <th className="py-1 pr-3 font-medium">{t("credit.report.remarkDate")}</th>
                  <th className="py-1 pr-3 font-medium">{t("credit.report.remarkCreditor")}</th>
                  <th className="py-1 pr-3 font-medium">{t("credit.report.remarkType")}</th>
                  <th className="py-1 text-right font-medium">{t("credit.report.remarkAmount")}</th>
                </tr>
              </thead>
              <tbody>
                {report.paymentRemarks.map((r, i) => (
                  <tr key={i} className="border-t border-neutral-200">
                    <td className="py-1 pr-3">{r.date ? formatDate(r.date) : ""}</td>
                    <td className="py-1 pr-3">{r.creditor ?? ""}</td>
                    <td className="py-1 pr-3">{r.type ?? ""}</td>
                    <td className="py-1 text-right tabular-nums">{money(r.amountOre)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </section>
        {report.income ? (
          <Summary
            title={t("credit.report.income", { year: report.income.year })}
            rows={[
              [t("credit.report.gross"), money(report.income.grossOre)],
              [t("credit.report.net"), money(report.income.netOre)],
              [t("credit.report.wealth"), money(report.income.wealthOre)],
            ]}
          />
        ) : null}
        {report.balance ? (
          <Summary
            title={t("credit.report.balance", {
              date: report.balance.yearEnd ? formatDate(report.balance.yearEnd) : notGiven,
            })}
            rows={[
              [t("credit.report.revenue"), money(report.balance.revenueOre)],
              [t("credit.report.profitBeforeTax"), money(report.balance.profitBeforeTaxOre)],
              [t("credit.report.totalAssets"), money(report.balance.totalAssetsOre)],
              [t("credit.report.equity"), money(report.balance.equityOre)],
              [t("credit.report.liabilities"), money(report.balance.liabilitiesOre)],
            ]}
          />
        ) : null}
        {check.reportUntil !== null ? (
          <p className="text-sm text-neutral-700">
            {t("credit.report.availableUntil", { time: formatDateTime(check.reportUntil) })}
          </p>
        ) : null}
        {check.noticeCopy ? (
          <p className="text-sm text-neutral-700">
            {t("creditCheck.noticeCopy.bureau" as never, { provider: check.noticeCopy.provider })}
          </p>
        ) : null}
        <div>
          <Button variant="outline" disabled={pdf.isPending} onClick={() => pdf.mutate()}>
            {pdf.isPending ? <Spinner /> : <Download aria-hidden="true" />}
            {t("credit.report.download")}
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}

function Summary({ title, rows }: { title: string; rows: [string, string][] }) {
  return (
    <section className="grid gap-2">
      <h3 className="font-semibold">{title}</h3>
      <dl className="grid gap-x-6 gap-y-1 sm:grid-cols-[max-content_1fr]">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-sm text-neutral-700">{label}</dt>
            <dd className="text-sm tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
