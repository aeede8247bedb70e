import { Link } from "@tanstack/react-router";
import { lazy, Suspense, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { overduePeriodRange, RECEIVED_PERIODS, type ReceivedPeriod } from "@innfri/core/ledger/summary-rules";
import { Alert } from "@/components/ui/alert";
import { Card, CardContent } from "@/components/ui/card";
import { SimpleTable } from "@/components/simple-table";
import { Spinner } from "@/components/ui/spinner";
import { formatDate, formatMoney } from "@/lib/format";
import type { LedgerSummaryView as LedgerSummary } from "@innfri/core/ledger/ledger-views.schema";
import { useIntegrationSetting, useLedgerSummary } from "../hooks/use-ledger-access";

// recharts is large: the chart is its own chunk, loaded after the figures are on screen (initial JS ≤ 180 KB gzip)
const OverdueChart = lazy(() => import("./overdue-chart"));

/** The ledger's figures on the dashboard (SPEC 2): the summary's counters, before any case exists. */
export function LedgerFigures() {
  const { t } = useTranslation();
  const { hasLedger, summary } = useLedgerSummary();
  const headingId = useId();
  const s = summary.data;
  // without an integration setting there is no ledger yet: the way-in card says how to get one
  if (!hasLedger) return null;
  return (
    <section aria-labelledby={headingId} className="grid gap-4" data-testid="ledger-figures">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={headingId} className="text-lg font-semibold">
          {t("overview.figures.heading")}
        </h2>
        {s ? (
          <p className="text-sm text-neutral-700">{t("overview.figures.asOf", { date: formatDate(s.today) })}</p>
        ) : null}
      </div>
      {s ? (
        <Figures summary={s} />
      ) : summary.isError ? (
        <Alert variant="error">{t("overview.figures.failed")}</Alert>
      ) : (
        <Spinner label={t("overview.figures.loading")} />
      )}
    </section>
  );
}

function Stat({
  id,
  label,
  amountOre,
  detail,
  help,
  children,
}: {
  id: string;
  label: string;
  amountOre: number;
  detail: string;
  /** What the figure includes, where another figure of the page could be taken for it (C15). */
  help?: string;
  children?: React.ReactNode;
}) {
  return (
    <Card data-testid={`figure-${id}`}>
      <CardContent className="grid gap-1 pt-6">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 className="text-sm font-medium text-neutral-700">{label}</h3>
          {children}
        </div>
        <p className="text-2xl font-semibold tabular-nums" data-testid={`figure-${id}-amount`}>
          {formatMoney(amountOre)}
        </p>
        <p className="text-sm text-neutral-700">{detail}</p>
        {help ? (
          <p className="text-xs text-neutral-700" data-testid={`figure-${id}-help`}>
            {help}
          </p>
        ) : null}
      </CardContent>
    </Card>
  );
}

function Figures({ summary: s }: { summary: LedgerSummary }) {
  const { t } = useTranslation();
  const [period, setPeriod] = useState<ReceivedPeriod>("thisMonth");
  const selectId = useId();
  const hasLedger = !!useIntegrationSetting().data;
  const overdue = s.overdue.filter((o) => o.period !== "notDue");
  const overdueOre = overdue.reduce((sum, o) => sum + o.amountOre, 0);
  const overdueCount = overdue.reduce((sum, o) => sum + o.count, 0);
  const received = s.received[period];
  const rows = s.overdue.map((o) => ({
    ...o,
    label: t(`overview.figures.periods.${o.period}`),
    short: t(`overview.figures.periodsShort.${o.period}`),
  }));
  return (
    <>
      <div className="grid gap-4 md:grid-cols-3">
        <Stat
          id="outstanding"
          label={t("overview.figures.outstanding")}
          amountOre={s.openOre}
          detail={t("overview.figures.openItems", { count: s.openItems })}
          help={t("overview.figures.outstandingHelp")}
        />
        <Stat
          id="overdue"
          label={t("overview.figures.overdue")}
          amountOre={overdueOre}
          detail={t("overview.figures.overdueItems", { count: overdueCount })}
        />
        <Stat
          id="received"
          label={t("overview.figures.received")}
          amountOre={received.amountOre}
          detail={t("overview.figures.receivedItems", { count: received.count })}
        >
          <span className="flex items-center gap-2">
            <label htmlFor={selectId} className="sr-only">
              {t("overview.figures.receivedPeriod")}
            </label>
            <select
              id={selectId}
              value={period}
              onChange={(e) => setPeriod(e.target.value as ReceivedPeriod)}
              className="h-8 rounded-md border border-neutral-400 bg-white px-2 text-sm text-neutral-900 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-700"
            >
              {RECEIVED_PERIODS.map((p) => (
                <option key={p} value={p}>
                  {t(`overview.figures.receivedPeriods.${p}`)}
                </option>
              ))}
            </select>
          </span>
        </Stat>
      </div>
      <Card>
        <CardContent className="grid gap-6 pt-6 lg:grid-cols-2">
          <div className="grid content-start gap-2">
            <h3 className="font-medium">{t("overview.figures.byPeriodHeading")}</h3>
            <SimpleTable
              caption={t("overview.figures.byPeriodHeading")}
              testId="overdue-table"
              columns={[
                {
                  header: t("overview.figures.period"),
                  rowHeader: true,
                  cell: (o) =>
                    hasLedger && o.count > 0 ? (
                      <Link
                        to="/customer/ledger"
                        search={overduePeriodRange(o.period, s.today)}
                        className="underline underline-offset-4"
                      >
                        {o.label}
                      </Link>
                    ) : (
                      o.label
                    ),
                },
                {
                  key: "count",
                  header: t("overview.figures.count"),
                  cell: (o) => o.count,
                  align: "right",
                  className: "tabular-nums",
                },
                {
                  key: "amount",
                  header: t("overview.figures.amount"),
                  cell: (o) => formatMoney(o.amountOre),
                  align: "right",
                  className: "tabular-nums",
                },
              ]}
              rows={rows}
              rowKey={(o) => o.period}
              total={{
                label: t("overview.figures.total"),
                values: { count: s.openItems, amount: formatMoney(s.openOre) },
              }}
            />
          </div>
          {s.openOre > 0 ? (
            // the table says the same: the chart is a picture of it, hidden from screen readers
            <div aria-hidden="true" className="h-64 min-w-0" data-testid="overdue-chart">
              <Suspense fallback={null}>
                <OverdueChart
                  axisLabel={t("overview.figures.period")}
                  data={rows.map((r) => ({ label: r.short, amountOre: r.amountOre }))}
                />
              </Suspense>
            </div>
          ) : null}
        </CardContent>
      </Card>
    </>
  );
}
