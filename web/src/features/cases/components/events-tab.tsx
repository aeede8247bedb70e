import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Spinner } from "@/components/ui/spinner";
import { formatDateTime } from "@/lib/format";
import { useLedgerAccess } from "@/lib/ledger-access";
import { caseEventsQuery } from "../api/cases";
import { statusLabel } from "../labels";
import { eventDetail, eventTitle } from "../event-words";
import { stepRunEventText } from "../step-words";

/**
 * What happened on the case, in the order it happened. With a step (the step routes: the case's n-th step run, `runId`
 * its run or null when the case has no such step), only that run's events; a step id that is not a number was made
 * 0 by the route (SPEC 2), and no step has it.
 */
export function EventsTab({ caseId, stepId, runId }: { caseId: string; stepId?: number; runId?: string | null }) {
  const { t } = useTranslation();
  const { customerId } = useLedgerAccess();
  const events = useQuery({ ...caseEventsQuery(customerId, caseId), enabled: !!customerId });
  if (!events.data) return <Spinner label={t("app.loading")} />;
  const rows =
    stepId === undefined ? events.data.data : events.data.data.filter((e) => !!runId && e.data.runId === runId);
  if (rows.length === 0) {
    return (
      <p className="text-sm text-neutral-700">
        {stepId === undefined ? t("cases.page.noEvents") : t("cases.page.noStep", { stepId })}
      </p>
    );
  }
  return (
    <ol className="grid gap-2" aria-label={t("cases.page.tab.events")}>
      {rows.map((e) => (
        <li key={e.id} className="grid gap-0.5 rounded-md border border-neutral-200 bg-white px-3 py-2 text-sm">
          <span className="font-medium">
            {(e.kind === "step-run" ? stepRunEventText(e.data, e.at) : undefined) ?? eventTitle(e, t)}
            {e.status ? ` · ${statusLabel(e.status)}` : null}
          </span>
          {eventDetail(e) ? <span className="break-words">{eventDetail(e)}</span> : null}
          <span className="text-neutral-700">
            {formatDateTime(e.at)}
            {e.byName ? ` · ${t("cases.page.by", { name: e.byName })}` : null}
          </span>
        </li>
      ))}
    </ol>
  );
}
