import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { SimpleTable } from "@/components/simple-table";
import { Spinner } from "@/components/ui/spinner";
import { formatDateTime } from "@/lib/format";
import { recentImportsQuery, type LedgerImport } from "../api/imports";

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
        <SimpleTable
          caption={t("imports.recent.caption")}
          testId="recent-imports"
          columns={[
            {
              header: t("imports.recent.date"),
              cell: (i) => formatDateTime(i.createdAt),
              className: "whitespace-nowrap",
            },
            {
              header: t("imports.recent.file"),
              rowHeader: true,
              cell: (i) => (
                <Link
                  to="/customer/ledger/import"
                  search={{ id: i.id }}
                  aria-label={t("imports.recent.show", { fileName: i.fileName })}
                  className="font-medium text-brand-800 underline underline-offset-4"
                >
                  {i.fileName}
                </Link>
              ),
            },
            { header: t("imports.recent.format"), cell: (i) => t(`imports.formats.${i.format}`) },
            { header: t("imports.recent.status"), cell: (i) => t(`imports.status.${i.status}`) },
            { header: t("imports.recent.rows"), cell: rowsOf, align: "right" },
            { header: t("imports.recent.notImported"), cell: (i) => notImportedOf(i) ?? "", align: "right" },
          ]}
          rows={items}
          rowKey={(i) => i.id}
          rowProps={(i) => (i.id === currentId ? { className: "bg-brand-50", "aria-current": "true" } : {})}
        />
      )}
    </section>
  );
}
