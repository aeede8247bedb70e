import { useTranslation } from "react-i18next";
import type { CaseViewView } from "@innfri/core/cases/case-views.schema";
import { Alert } from "@/components/ui/alert";
import { formatDate } from "@/lib/format";

/**
 * Under the case page's header: a recorded objection (issue 18), until when a paused case waits (SPEC 4), or why a
 * closed case was closed.
 */
export function CaseStateNote({ c }: { c: CaseViewView }) {
  const { t } = useTranslation();
  // the debtor's objection (issue 18): what stops the fee letters and forced steps, since when, and why
  if (c.dispute && c.status !== "closed" && c.status !== "merged")
    return (
      <Alert>
        {t("cases.dispute.disputedSince", {
          date: formatDate(c.dispute.date),
          reason: c.dispute.reason,
          by: c.dispute.byName ?? "",
        })}
      </Alert>
    );
  if (c.status === "paused" && c.pausedUntil)
    return <Alert>{t("cases.pause.pausedUntil", { date: formatDate(c.pausedUntil) })}</Alert>;
  if (c.status === "closed" && c.closeReason)
    return <Alert>{t("cases.pause.closedBecause", { reason: t(`cases.pause.reasons.${c.closeReason}`) })}</Alert>;
  return null;
}
