import { Link } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import { IntakeResult } from "@/components/intake-result";
import { SimpleTable } from "@/components/simple-table";
import { Alert } from "@/components/ui/alert";
import type { SyncView } from "@/lib/accounting";
import { formatDateTime } from "@/lib/format";
import type { SyncProgress } from "../hooks/use-accounting";
import { startedByText, syncErrorText } from "../labels";

const link = "font-medium underline underline-offset-4";
const track = "h-3 w-full overflow-hidden rounded-full bg-neutral-200";

/**
 * A running sync: the batch's counters as `batch.progress` reports them; before the first report the bar is
 * indeterminate (a progressbar without a value, as ARIA has it).
 */
export function SyncProgressBar({ name, progress }: { name: string; progress: SyncProgress | null }) {
  const { t } = useTranslation();
  const total = progress?.total ?? 0;
  const done = Math.min(progress?.done ?? 0, total);
  const text =
    progress && total > 0 ? t("accounting.sync.progress", { done, total }) : t("accounting.sync.running", { name });
  return (
    <div className="grid gap-1.5">
      <div
        role="progressbar"
        aria-label={t("accounting.sync.progressLabel", { name })}
        aria-valuemin={progress && total > 0 ? 0 : undefined}
        aria-valuemax={progress && total > 0 ? total : undefined}
        aria-valuenow={progress && total > 0 ? done : undefined}
        aria-valuetext={text}
        className={track}
      >
        {progress && total > 0 ? (
          <div
            className="h-full rounded-full bg-brand-700 transition-[width]"
            style={{ width: `${Math.round((done / total) * 100)}%` }}
          />
        ) : (
          <div className="h-full w-1/3 animate-pulse rounded-full bg-brand-700" />
        )}
      </div>
      <p className="text-sm text-neutral-800" aria-live="polite">
        {text}
      </p>
    </div>
  );
}

/** The rows the system's answer held that could not be read: named, never guessed. */
function SyncIssues({ sync, name }: { sync: SyncView; name: string }) {
  const { t } = useTranslation();
  if (!sync.issues.length) return null;
  return (
    <div className="grid gap-2">
      <p className="text-sm text-neutral-800">{t("accounting.sync.issuesIntro", { name })}</p>
      <SimpleTable
        caption={t("accounting.sync.issuesCaption")}
        columns={[
          {
            header: t("accounting.sync.externalId", { name }),
            cell: (i) => i.externalId ?? "–",
            className: "break-all",
          },
          { header: t("accounting.sync.issue"), cell: (i) => i.message },
        ]}
        rows={sync.issues}
        rowKey={(i) => `${i.externalId ?? ""}:${i.message}`}
      />
    </div>
  );
}

/**
 * What a sync made, as the file import's result shows it (the shared intake result), and the rows it could not read.
 * A failed sync says so; a running one is its bar.
 */
export function SyncOutcome({
  sync,
  name,
  progress,
}: {
  sync: SyncView;
  name: string;
  progress?: SyncProgress | null;
}) {
  const { t } = useTranslation();
  if (sync.status === "running") return <SyncProgressBar name={name} progress={progress ?? null} />;
  if (sync.status === "failed") {
    return (
      <>
        <Alert variant="error">
          <p className="font-semibold">{syncErrorText(t, sync.error)}</p>
          {sync.error ? <p className="mt-1">{t("accounting.sync.failed")}</p> : null}
        </Alert>
        <SyncIssues sync={sync} name={name} />
      </>
    );
  }
  return (
    <>
      <IntakeResult
        heading={t("accounting.sync.doneHeading", { date: formatDateTime(sync.endedAt ?? sync.startedAt) })}
        counts={sync.result ?? { created: 0, skipped: 0, matched: 0, unmatched: 0, debtorsCreated: 0 }}
        testId="sync-result"
        note={
          sync.issues.length ? (
            <p className="mt-2">{t("accounting.sync.issueCount", { count: sync.issues.length })}</p>
          ) : null
        }
      />
      <SyncIssues sync={sync} name={name} />
    </>
  );
}

/** The last syncs (newest first, 20), each with a link to its result (/customer/ledger/sync?id=…). */
export function SyncHistory({
  syncs,
  pending,
  heading: Heading = "h3",
}: {
  syncs: SyncView[] | undefined;
  pending: boolean;
  heading?: "h2" | "h3";
}) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="sync-history" className="grid gap-2">
      <Heading id="sync-history" className="text-base font-semibold">
        {t("accounting.history.heading")}
      </Heading>
      <SimpleTable
        caption={t("accounting.history.heading")}
        columns={[
          { header: t("accounting.history.started"), cell: (s) => formatDateTime(s.startedAt), rowHeader: true },
          { header: t("accounting.history.trigger"), cell: (s) => startedByText(t, s) },
          { header: t("accounting.history.status"), cell: (s) => t(`accounting.sync.statusText.${s.status}`) },
          {
            header: t("accounting.history.result"),
            cell: (s) =>
              s.result
                ? t("accounting.sync.summary", {
                    created: s.result.created,
                    matched: s.result.matched,
                    skipped: s.result.skipped,
                  })
                : s.status === "failed"
                  ? syncErrorText(t, s.error)
                  : "–",
          },
        ]}
        rows={syncs ?? []}
        rowKey={(s) => s.syncId}
        actions={(s) => (
          <Link to="/customer/ledger/sync" search={{ id: s.syncId }} className={link}>
            {t("accounting.history.show")}{" "}
            <span className="sr-only">{t("accounting.history.showOf", { date: formatDateTime(s.startedAt) })}</span>
          </Link>
        )}
        empty={pending ? t("app.loading") : t("accounting.history.empty")}
        busy={pending}
      />
    </section>
  );
}
