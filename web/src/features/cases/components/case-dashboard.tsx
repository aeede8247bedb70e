import { useQuery } from "@tanstack/react-query";
import { FolderOpen } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { BarChart } from "@/components/bar-chart";
import { Card, CardContent } from "@/components/ui/card";
import { DateField } from "@/components/ui/date-field";
import { SelectField } from "@/components/ui/select-field";
import { Spinner } from "@/components/ui/spinner";
import { currentLanguage } from "@/i18n";
import { useCurrentUser } from "@/lib/current-user";
import { formatDate, formatMoney, isIsoDate, osloToday } from "@/lib/format";
import { caseClaimAmountQuery, caseStatisticsQuery, caseStepsQuery, type Period } from "../api/dashboard";
import { PERIOD_KINDS, periodRange, type PeriodKind } from "../dashboard-period";
import { AllowanceFigures } from "./allowance-figures";
import { MissedPlansNotice } from "./missed-plans-notice";

const count = new Intl.NumberFormat("no-NO");

/** "2026-11" → "nov. 2026" / "Nov 2026", in the app's language. */
function monthLabel(month: string) {
  const fmt = new Intl.DateTimeFormat(currentLanguage() === "no" ? "nb-NO" : "en-GB", {
    month: "short",
    year: "numeric",
    timeZone: "UTC",
  });
  return fmt.format(new Date(`${month}-01T00:00:00Z`));
}

/**
 * The dashboard's case part (SPEC 2): for a chosen period the cases started in it (open, closed, total) and their
 * money (registered, received, outstanding), money recovered per month, and the open cases per step; the
 * allowance beside them. All from the counters the API keeps (core cases/statistics.ts): cheap to ask again.
 */
export function CaseDashboard() {
  const { t } = useTranslation();
  const { data: user } = useCurrentUser();
  const customerId = user?.customer?.id ?? "";
  const today = osloToday();
  const [kind, setKind] = useState<PeriodKind>("thisYear");
  const [custom, setCustom] = useState({ from: periodRange("thisMonth", today).from, to: today });
  // the custom dates as typed, and the last pair that is a period: while they are not, its figures stay
  const [applied, setApplied] = useState(custom);
  const errorOf = (c: Period) =>
    !isIsoDate(c.from) || !isIsoDate(c.to)
      ? "validation.date"
      : c.from > c.to
        ? t("cases.dashboard.fromAfterTo")
        : undefined;
  const customError = kind === "custom" ? errorOf(custom) : undefined;
  const onCustom = (key: "from" | "to", value: string) => {
    const next = { ...custom, [key]: value };
    setCustom(next);
    if (!errorOf(next)) setApplied(next);
  };
  const period: Period = kind === "custom" ? applied : periodRange(kind, today);

  return (
    <section aria-labelledby="case-figures-heading" className="grid gap-4" data-testid="case-figures">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h2 id="case-figures-heading" className="text-lg font-semibold">
          {t("overview.cases.heading")}
        </h2>
        <div className="flex flex-wrap items-end gap-3">
          <SelectField
            name="casePeriod"
            label={t("cases.dashboard.period")}
            value={kind}
            onChange={(e) => setKind(e.target.value as PeriodKind)}
            options={PERIOD_KINDS.map((k) => ({ value: k, label: t(`cases.dashboard.periods.${k}`) }))}
            className="w-48"
          />
          {kind === "custom"
            ? (["from", "to"] as const).map((key) => (
                <DateField
                  key={key}
                  id={`period-${key}`}
                  name={key}
                  label={t(`cases.dashboard.${key}`)}
                  value={custom[key]}
                  error={key === "to" ? customError : undefined}
                  onChange={(v) => onCustom(key, v)}
                  className="w-44"
                />
              ))
            : null}
        </div>
      </div>
      <p className="text-sm text-neutral-700" aria-live="polite">
        {t("cases.dashboard.showing", { from: formatDate(period.from), to: formatDate(period.to) })}
      </p>
      {customerId ? <MissedPlansNotice customerId={customerId} /> : null}
      {customerId ? <Figures customerId={customerId} period={period} /> : null}
      {customerId ? <AllowanceFigures customerId={customerId} /> : null}
      {customerId ? <Charts customerId={customerId} period={period} /> : null}
    </section>
  );
}

function Figures({ customerId, period }: { customerId: string; period: Period }) {
  const { t } = useTranslation();
  const stats = useQuery(caseStatisticsQuery(customerId, period));
  if (!stats.data) return <Spinner label={t("app.loading")} />;
  const s = stats.data;
  const figures: { id: string; label: string; value: string; help?: string }[] = [
    { id: "open", label: t("overview.cases.open"), value: count.format(s.open) },
    { id: "closed", label: t("overview.cases.closed"), value: count.format(s.closed) },
    { id: "total", label: t("overview.cases.total"), value: count.format(s.total) },
    // the money figures say what they include: the ledger's "Utestående" on the same page is another figure (C15)
    {
      id: "registered",
      label: t("cases.dashboard.registered"),
      value: formatMoney(s.registeredOre),
      help: t("cases.dashboard.registeredHelp"),
    },
    {
      id: "received",
      label: t("cases.dashboard.received"),
      value: formatMoney(s.paymentsReceivedOre),
      help: t("cases.dashboard.receivedHelp"),
    },
    {
      id: "outstanding",
      label: t("cases.dashboard.outstanding"),
      value: formatMoney(s.outstandingOre),
      help: t("cases.dashboard.outstandingHelp"),
    },
  ];
  const none = Object.values(s.byStatus).every((n) => n === 0);
  return (
    <Card>
      <CardContent className="grid gap-6 pt-6">
        <dl className="grid grid-cols-2 gap-4 sm:grid-cols-3">
          {figures.map((f) => (
            <div key={f.id} className="grid gap-1" data-testid={`case-figure-${f.id}`}>
              <dt className="text-sm text-neutral-700">{f.label}</dt>
              <dd className="text-2xl font-semibold tabular-nums">{f.value}</dd>
              {f.help ? (
                <dd className="text-xs text-neutral-700" data-testid={`case-figure-${f.id}-help`}>
                  {f.help}
                </dd>
              ) : null}
            </div>
          ))}
        </dl>
        {none ? (
          <div className="flex flex-col items-center gap-3 text-center">
            <span className="grid size-12 place-items-center rounded-full bg-brand-50 text-brand-700">
              <FolderOpen aria-hidden="true" className="size-6" />
            </span>
            <h3 className="text-lg font-semibold">{t("dashboard.emptyTitle")}</h3>
            <p className="max-w-md text-sm text-neutral-700">{t("dashboard.emptyText")}</p>
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}

function Charts({ customerId, period }: { customerId: string; period: Period }) {
  const { t } = useTranslation();
  const steps = useQuery(caseStepsQuery(customerId));
  const money = useQuery(caseClaimAmountQuery(customerId, period));
  return (
    <div className="grid gap-4">
      <Card>
        <CardContent className="pt-6">
          {steps.data ? (
            <BarChart
              testId="chart-steps"
              caption={t("cases.dashboard.stepsChart")}
              labelHeader={t("cases.fields.lastStep")}
              valueHeader={t("cases.dashboard.openCases")}
              bars={steps.data.data.map((s) => ({
                label: t(`cases.steps.${s.step}`),
                value: s.count,
                display: count.format(s.count),
              }))}
            />
          ) : (
            <Spinner label={t("app.loading")} />
          )}
        </CardContent>
      </Card>
      <Card>
        <CardContent className="pt-6">
          {money.data ? (
            <BarChart
              testId="chart-recovered"
              caption={t("cases.dashboard.recoveredChart")}
              description={t("cases.dashboard.recoveredHelp")}
              labelHeader={t("cases.dashboard.month")}
              valueHeader={t("cases.dashboard.recovered")}
              bars={money.data.months.map((m) => ({
                label: monthLabel(m.month),
                value: m.recoveredOre,
                display: formatMoney(m.recoveredOre),
              }))}
            />
          ) : (
            <Spinner label={t("app.loading")} />
          )}
        </CardContent>
      </Card>
    </div>
  );
}
