import { Link } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Alert } from "@/components/ui/alert";

const link = "font-medium underline underline-offset-4";

/** The counts of what an intake into the ledger made (core's ledger/intake.ts `IntakeResult`). */
export interface IntakeCounts {
  created: number;
  skipped: number;
  matched: number;
  unmatched: number;
  debtorsCreated: number;
}

/**
 * What an intake into the ledger made, as the file import and the accounting sync both show it: the counts, then
 * the way to the payments that wait for manual treatment (their KID or invoice number found nothing; the payments
 * page's waiting tab, its default tab "unmatched") and to the open items. `note` goes under the counts.
 */
export function IntakeResult({
  heading,
  counts,
  testId,
  note,
}: {
  heading: string;
  counts: IntakeCounts;
  /** The list of counts' test id. */
  testId: string;
  note?: ReactNode;
}) {
  const { t } = useTranslation();
  const entries: [string, number][] = [
    [t("imports.result.created"), counts.created],
    [t("imports.result.skipped"), counts.skipped],
    [t("imports.result.matched"), counts.matched],
    [t("imports.result.unmatched"), counts.unmatched],
    [t("imports.result.debtorsCreated"), counts.debtorsCreated],
  ];
  return (
    <Alert variant="success">
      <p className="font-semibold">{heading}</p>
      <dl className="mt-2 grid gap-x-6 gap-y-1 sm:grid-cols-[max-content_max-content]" data-testid={testId}>
        {entries.map(([term, value]) => (
          <div key={term} className="contents">
            <dt>{term}</dt>
            <dd className="font-semibold">{value}</dd>
          </div>
        ))}
      </dl>
      {note}
      <ul className="mt-3 grid gap-1">
        {counts.unmatched > 0 ? (
          <li>
            <Link to="/customer/payment/{-$debtorId}" params={{ debtorId: undefined }} className={link}>
              {t("imports.result.toWaiting")}
            </Link>
          </li>
        ) : null}
        <li>
          <Link to="/customer/ledger" className={link}>
            {t("imports.result.toLedger")}
          </Link>
        </li>
      </ul>
    </Alert>
  );
}
