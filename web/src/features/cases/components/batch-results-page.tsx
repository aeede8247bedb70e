import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { STEP_BATCH_STATUSES, type StepBatchView } from "@innfri/core/cases/steps/step-batch-views.schema";
import { BATCH_SOURCES } from "@innfri/core/jobs/batch-sources";
import { DataTable, type Column } from "@/components/data-table/data-table";
import type { ListSearch } from "@/components/data-table/list-search";
import { PageHeader } from "@/components/layout/page-parts";
import { FilterSelect } from "@/components/resource/filter-select";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { formatDateTime } from "@/lib/format";
import { useLedgerAccess } from "@/lib/ledger-access";
import { useRealtime } from "@/lib/realtime";
import { usePageTitle } from "@/lib/use-page-title";
import { stepBatchesKey, stepBatchListQuery, stepBatchStatusesQuery } from "../api/step-batches";
import type { BatchResultsSearch } from "../search";

const track = "h-2 w-full min-w-24 overflow-hidden rounded-full bg-neutral-200";

/** How far a batch has come: a bar of the cases made (and failed) of all, with the figures in words. */
function BatchProgress({ b }: { b: StepBatchView }) {
  const { t, i18n } = useTranslation();
  const en = i18n.language.startsWith("en");
  const counted = Math.min(b.done + b.failed, b.total);
  const text = t(b.failed ? "cases.batches.progressFailed" : "cases.batches.progress", {
    done: b.done,
    failed: b.failed,
    total: b.total,
  });
  return (
    <div className="grid gap-1">
      <div
        role="progressbar"
        aria-label={t("cases.batches.progressLabel", { step: en ? b.titleEn : b.titleNo })}
        aria-valuemin={0}
        aria-valuemax={b.total}
        aria-valuenow={counted}
        aria-valuetext={text}
        className={track}
      >
        <div
          className={`h-full rounded-full ${b.failed ? "bg-amber-600" : "bg-brand-700"}`}
          style={{ width: `${b.total ? Math.round((counted / b.total) * 100) : 100}%` }}
        />
      </div>
      <span className="text-xs text-neutral-800">{text}</span>
    </div>
  );
}

/**
 * /customer/batch-results (SPEC 2 "log and details of batch step creation"; docs/batches.md): the customer's step
 * batches with live progress (the realtime `batch.progress`/`batch.done` events refetch), filtered by status and
 * source, and one batch's cases with their status and reason.
 */
export function BatchResultsPage({
  search,
  onSearchChange,
  onOpen,
}: {
  search: BatchResultsSearch;
  onSearchChange: (next: ListSearch) => void;
  onOpen: (batchId: string | undefined) => void;
}) {
  const { t, i18n } = useTranslation();
  usePageTitle("cases.titles.batchResults");
  const { customerId } = useLedgerAccess();
  const queryClient = useQueryClient();
  const list = useQuery({ ...stepBatchListQuery(customerId, search), enabled: !!customerId });
  // live: the batches' events refetch the list and the open batch; each (re)connect refetches once, for what the
  // socket missed (docs/architecture.md "Realtime": the web never polls)
  const refetch = () => void queryClient.invalidateQueries({ queryKey: stepBatchesKey(customerId) });
  useRealtime(
    (m) => {
      if ((m.event === "batch.progress" || m.event === "batch.done") && m.payload.kind === "cases.step-run") refetch();
    },
    { enabled: !!customerId, onConnect: refetch },
  );
  // a batch whose cases are all counted is marked done a moment later (jobs/batch.ts settle): read while in between,
  // and its end announced before this page's socket listened, it would show «Pågår» for good; so ask once more
  const settling = (list.data?.data ?? []).some((b) => b.status === "running" && b.done + b.failed >= b.total);
  useEffect(() => {
    if (!settling) return;
    const timer = setTimeout(refetch, 1_000);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- refetch is the same invalidation each render
  }, [settling, list.dataUpdatedAt]);
  const en = i18n.language.startsWith("en");
  const columns: Column<StepBatchView>[] = [
    {
      id: "created",
      header: t("cases.batches.fields.created"),
      cell: (b) => formatDateTime(b.createdAt),
      className: "whitespace-nowrap",
    },
    { id: "step", header: t("cases.batches.fields.step"), cell: (b) => (en ? b.titleEn : b.titleNo) },
    { id: "source", header: t("cases.batches.fields.source"), cell: (b) => t(`cases.batches.source.${b.source}`) },
    { id: "user", header: t("cases.batches.fields.user"), cell: (b) => b.userEmail ?? t("cases.batches.noUser") },
    { id: "progress", header: t("cases.batches.fields.progress"), cell: (b) => <BatchProgress b={b} /> },
    { id: "status", header: t("cases.batches.fields.status"), cell: (b) => t(`cases.batches.status.${b.status}`) },
    {
      id: "actions",
      header: t("cases.batches.fields.actions"),
      cell: (b) => (
        <Button size="sm" variant="outline" onClick={() => onOpen(b.id)} aria-pressed={search.batch === b.id}>
          {t("cases.batches.details", { step: en ? b.titleEn : b.titleNo, date: formatDateTime(b.createdAt) })}
        </Button>
      ),
    },
  ];
  const heading = t("cases.titles.batchResults");
  return (
    <div className="mx-auto grid max-w-6xl grid-cols-1 gap-6">
      <PageHeader title={heading} intro={t("cases.batches.intro")} />
      <DataTable
        caption={heading}
        columns={columns}
        rows={list.data?.data}
        total={list.data?.total}
        rowKey={(b) => b.id}
        search={search}
        onSearchChange={onSearchChange}
        loading={list.isFetching}
        empty={t("cases.batches.empty")}
        toolbar={
          <>
            <FilterSelect
              name="status"
              label={t("cases.batches.fields.status")}
              value={search.status}
              allLabel={t("cases.batches.allStatuses")}
              options={STEP_BATCH_STATUSES.map((s) => ({ value: s, label: t(`cases.batches.status.${s}`) }))}
            />
            <FilterSelect
              name="source"
              label={t("cases.batches.fields.source")}
              value={search.source}
              allLabel={t("cases.batches.allSources")}
              options={BATCH_SOURCES.map((s) => ({ value: s, label: t(`cases.batches.source.${s}`) }))}
            />
          </>
        }
      />
      {search.batch ? <BatchDetails batchId={search.batch} onClose={() => onOpen(undefined)} /> : null}
    </div>
  );
}

/** One batch's cases: the case (a link), its debtor, its status and, when it failed, why. */
function BatchDetails({ batchId, onClose }: { batchId: string; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const { customerId } = useLedgerAccess();
  const details = useQuery({ ...stepBatchStatusesQuery(customerId, batchId), enabled: !!customerId });
  const en = i18n.language.startsWith("en");
  const b = details.data?.batch;
  const title = b
    ? t("cases.batches.detailsTitle", { step: en ? b.titleEn : b.titleNo, date: formatDateTime(b.createdAt) })
    : t("cases.batches.detailsLoading");
  return (
    <section aria-labelledby="batch-details-title">
      <Card className="grid gap-4 p-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="batch-details-title" className="text-lg font-semibold">
            {title}
          </h2>
          <Button size="sm" variant="outline" onClick={onClose}>
            {t("common.close")}
          </Button>
        </div>
        {details.isError ? <p role="alert">{t("cases.batches.notFound")}</p> : null}
        {b ? <BatchProgress b={b} /> : null}
        {details.data ? (
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{title}</caption>
            <thead>
              <tr className="border-b border-neutral-300">
                <th scope="col" className="py-2 pr-4">
                  {t("cases.fields.caseNumber")}
                </th>
                <th scope="col" className="py-2 pr-4">
                  {t("cases.fields.debtor")}
                </th>
                <th scope="col" className="py-2 pr-4">
                  {t("cases.batches.fields.itemStatus")}
                </th>
                <th scope="col" className="py-2">
                  {t("cases.batches.fields.reason")}
                </th>
              </tr>
            </thead>
            <tbody>
              {details.data.data.map((i) => (
                <tr key={i.caseId} className="border-b border-neutral-200 align-top">
                  <td className="py-2 pr-4">
                    <Link
                      to="/customer/cases/view/$id"
                      params={{ id: i.caseId }}
                      className="font-medium text-brand-800 underline underline-offset-2"
                    >
                      {i.caseId}
                    </Link>
                  </td>
                  <td className="py-2 pr-4">{i.debtorName}</td>
                  <td className="py-2 pr-4">{t(`cases.batches.itemStatus.${i.status}`)}</td>
                  <td className="py-2">{(en ? i.errorEn : i.errorNo) ?? ""}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : null}
      </Card>
    </section>
  );
}
