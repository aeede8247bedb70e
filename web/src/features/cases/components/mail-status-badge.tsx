import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { CaseEmailStatus } from "@innfri/core/cases/documents/case-document-views.schema";
import { cn } from "@/lib/utils";
import { MAIL_TONE, type StatusTone } from "../letter-status";

/**
 * Where a mail or a letter is, as a badge coloured by what it asks of the caseworker (docs/deploy.md "Mail status"):
 * delivered or posted is done, bounced and complained need a look (a bounced letter goes by post), the rest wait.
 */
const TONE: Record<StatusTone, string> = {
  wait: "border-neutral-300 bg-neutral-50 text-neutral-800",
  done: "border-emerald-300 bg-emerald-50 text-emerald-900",
  problem: "border-red-300 bg-red-50 text-red-900",
  warn: "border-amber-300 bg-amber-50 text-amber-900",
};

export function StatusBadge({ tone, children }: { tone: StatusTone; children: ReactNode }) {
  return (
    <span className={cn("inline-block rounded border px-1.5 py-0.5 text-xs font-medium whitespace-nowrap", TONE[tone])}>
      {children}
    </span>
  );
}

export function MailStatusBadge({ status }: { status: CaseEmailStatus }) {
  const { t } = useTranslation();
  return <StatusBadge tone={MAIL_TONE[status]}>{t(`cases.emails.statuses.${status}`)}</StatusBadge>;
}
