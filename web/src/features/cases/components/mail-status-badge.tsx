import { useTranslation } from "react-i18next";
import type { CaseEmailStatus } from "@innfri/core/cases/documents/case-document-views.schema";
import { cn } from "@/lib/utils";

/**
 * Where a mail is, as SES's events tell (docs/deploy.md "Mail status"): a badge coloured by what it asks of the
 * caseworker: delivered is done, bounced and complained need a look (a bounced letter goes by post), the rest wait.
 */
const TONE: Record<CaseEmailStatus, string> = {
  queued: "border-neutral-300 bg-neutral-50 text-neutral-800",
  sent: "border-neutral-300 bg-neutral-50 text-neutral-800",
  delivered: "border-emerald-300 bg-emerald-50 text-emerald-900",
  bounced: "border-red-300 bg-red-50 text-red-900",
  complained: "border-amber-300 bg-amber-50 text-amber-900",
  failed: "border-red-300 bg-red-50 text-red-900",
};

export function MailStatusBadge({ status }: { status: CaseEmailStatus }) {
  const { t } = useTranslation();
  return (
    <span
      className={cn("inline-block rounded border px-1.5 py-0.5 text-xs font-medium whitespace-nowrap", TONE[status])}
    >
      {t(`cases.emails.statuses.${status}`)}
    </span>
  );
}
