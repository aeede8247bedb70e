import { Link } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import { Alert } from "@/components/ui/alert";
import type { LedgerImport } from "../api/imports";
import { IssueTable } from "./import-preview";

const link = "font-medium underline underline-offset-4";

/**
 * Step 3, done: what the import made. Payments whose KID or invoice number found nothing wait for manual treatment,
 * on the payments page's waiting tab (its default tab, "unmatched").
 */
export function ImportResult({ item }: { item: LedgerImport }) {
  const { t } = useTranslation();
  const r = item.result;
  if (!r) return null;
  const entries: [string, number][] = [
    [t("imports.result.created"), r.created],
    [t("imports.result.skipped"), r.skipped],
    [t("imports.result.matched"), r.matched],
    [t("imports.result.unmatched"), r.unmatched],
    [t("imports.result.debtorsCreated"), r.debtorsCreated],
  ];
  const notImported = r.notImported ?? [];
  return (
    <>
      <Alert variant="success">
        <p className="font-semibold">{t("imports.result.heading", { fileName: item.fileName })}</p>
        <dl className="mt-2 grid gap-x-6 gap-y-1 sm:grid-cols-[max-content_max-content]" data-testid="import-result">
          {entries.map(([term, value]) => (
            <div key={term} className="contents">
              <dt>{term}</dt>
              <dd className="font-semibold">{value}</dd>
            </div>
          ))}
        </dl>
        <ul className="mt-3 grid gap-1">
          {r.unmatched > 0 ? (
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
      {notImported.length ? (
        <div className="grid gap-2">
          <p className="text-sm text-neutral-800">{t("imports.result.notImportedIntro")}</p>
          <IssueTable caption={t("imports.result.notImported")} issues={notImported} />
        </div>
      ) : null}
    </>
  );
}
