import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Spinner } from "@/components/ui/spinner";
import { formatDateTime } from "@/lib/format";
import { cn } from "@/lib/utils";
import { recentImportsQuery, type LedgerImport } from "../api/imports";

const th = "px-3 py-2 font-semibold";
const td = "px-3 py-2";

/** Rows of a finished import: those it imported; otherwise those it will import. */
const rowsOf = (i: LedgerImport) => (i.result ? i.result.created : (i.summary?.toImport ?? i.total));
/** Rows of a finished import that were not imported: already in the ledger, or with errors. */
const notImportedOf = (i: LedgerImport) =>
  i.result ? i.result.skipped + (i.summary?.errorRows ?? i.summary?.errors ?? 0) : undefined;

/** The customer's latest imports (newest first); each opens on the page (`?id=`). */
export function RecentImports({ customerId, currentId }: { customerId: string; currentId?: string }) {
  const { t } = useTranslation();
  const headingId = useId();
  const list = useQuery({ ...recentImportsQuery(customerId), enabled: !!customerId });
  const items = list.data?.data ?? [];
  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <h2 id={headingId} className="text-xl font-semibold tracking-tight">
        {t("imports.recent.heading")}
      </h2>
      {list.isPending ? (
        <Spinner label={t("app.loading")} />
      ) : items.length === 0 ? (
        <p className="text-sm text-neutral-700">{t("imports.recent.empty")}</p>
      ) : (
        <div className="overflow-x-auto rounded-lg border border-neutral-200 bg-white">
          <table className="w-full text-left text-sm" data-testid="recent-imports">
            <caption className="sr-only">{t("imports.recent.caption")}</caption>
            <thead className="border-b border-neutral-200 bg-neutral-50">
              <tr>
                <th scope="col" className={th}>
                  {t("imports.recent.date")}
                </th>
                <th scope="col" className={th}>
                  {t("imports.recent.file")}
                </th>
                <th scope="col" className={th}>
                  {t("imports.recent.format")}
                </th>
                <th scope="col" className={th}>
                  {t("imports.recent.status")}
                </th>
                <th scope="col" className={`${th} text-right`}>
                  {t("imports.recent.rows")}
                </th>
                <th scope="col" className={`${th} text-right`}>
                  {t("imports.recent.notImported")}
                </th>
              </tr>
            </thead>
            <tbody>
              {items.map((i) => (
                <tr
                  key={i.id}
                  className={cn("border-t border-neutral-100", i.id === currentId && "bg-brand-50")}
                  aria-current={i.id === currentId ? "true" : undefined}
                >
                  <td className={`${td} whitespace-nowrap`}>{formatDateTime(i.createdAt)}</td>
                  <th scope="row" className={`${td} font-normal`}>
                    <Link
                      to="/customer/ledger/import"
                      search={{ id: i.id }}
                      aria-label={t("imports.recent.show", { fileName: i.fileName })}
                      className="font-medium text-brand-800 underline underline-offset-4"
                    >
                      {i.fileName}
                    </Link>
                  </th>
                  <td className={td}>{t(`imports.formats.${i.format}`)}</td>
                  <td className={td}>{t(`imports.status.${i.status}`)}</td>
                  <td className={`${td} text-right`}>{rowsOf(i)}</td>
                  <td className={`${td} text-right`}>{notImportedOf(i) ?? ""}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
