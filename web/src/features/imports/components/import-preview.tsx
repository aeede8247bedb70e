import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useId, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { SimpleTable } from "@/components/simple-table";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";
import { t as serverText } from "@innfri/core/i18n/all";
import { formatDate, formatMoney } from "@/lib/format";
import { commitImport, importQuery, type ImportIssue, type ImportSummary, type LedgerImport } from "../api/imports";

/** Row errors or warnings: line, field and message. */
export function IssueTable({ caption, issues }: { caption: ReactNode; issues: ImportIssue[] }) {
  const { t } = useTranslation();
  return (
    <SimpleTable
      caption={caption}
      captionVisible
      columns={[
        { header: t("imports.issues.line"), cell: (issue) => issue.line },
        { header: t("imports.issues.field"), cell: (issue) => issue.fieldLabel ?? issue.field ?? "" },
        { header: t("imports.issues.message"), cell: (issue) => issue.message },
      ]}
      rows={issues.map((issue, i) => ({ ...issue, key: `${issue.line}-${issue.field ?? ""}-${i}` }))}
      rowKey={(issue) => issue.key}
    />
  );
}

/** The preview's counts, as a description list (what the file holds, what will happen to it). */
function SummaryList({ summary }: { summary: ImportSummary }) {
  const { t } = useTranslation();
  const entries: [string, string | number][] = [
    [t("imports.summary.rows"), summary.rows],
    [t("imports.summary.invoices"), summary.invoices],
    [t("imports.summary.creditNotes"), summary.creditNotes],
    [t("imports.summary.payments"), summary.payments],
    [t("imports.summary.amount"), formatMoney(summary.amountOre)],
    [t("imports.summary.newDebtors"), summary.newDebtors],
    [t("imports.summary.existingDebtors"), summary.existingDebtors],
    [t("imports.summary.duplicates"), summary.duplicates],
    [t("imports.summary.errors"), summary.errorRows ?? summary.errors],
  ];
  return (
    <dl className="grid gap-3 sm:grid-cols-3 lg:grid-cols-5" data-testid="import-summary">
      {entries.map(([term, value]) => (
        <div key={term} className="rounded-md border border-neutral-200 bg-white p-3">
          <dt className="text-sm text-neutral-700">{term}</dt>
          <dd className="text-lg font-semibold text-neutral-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * Step 2: what the file holds (counts, the first rows, the rows with errors) and what importing it will do (rows
 * already in the ledger skipped; debtors whose details differ kept, unless the user ticks to overwrite them, SPEC
 * 8), then "Import".
 */
export function ImportPreview({
  item,
  customerId,
  canChange,
}: {
  item: LedgerImport;
  customerId: string;
  canChange: boolean;
}) {
  const { t } = useTranslation();
  const ids = useId();
  const queryClient = useQueryClient();
  const [overwrite, setOverwrite] = useState(false);
  const commit = useMutation({
    mutationFn: () => commitImport(item.id, overwrite),
    onSuccess: (next) => queryClient.setQueryData(importQuery(customerId, item.id).queryKey, next),
  });
  const summary = item.summary;
  const rows = item.preview ?? [];
  const issues = (item.issues ?? []).filter((i) => i.severity !== "warning");
  const warnings = (item.issues ?? []).filter((i) => i.severity === "warning");
  // rows already in the ledger are skipped: not among the rows to import (older imports have no toImport)
  const toImport = summary?.toImport ?? item.total;
  const conflicts = summary?.debtorConflictCount ?? 0;

  return (
    <section aria-labelledby={`${ids}-heading`} className="grid gap-4">
      <h2 id={`${ids}-heading`} className="text-xl font-semibold tracking-tight">
        {t("imports.summary.heading")}
      </h2>
      {summary ? <SummaryList summary={summary} /> : null}

      {rows.length ? (
        <SimpleTable
          caption={t("imports.preview.caption", { count: rows.length, total: toImport })}
          captionVisible
          columns={[
            { header: t("imports.preview.line"), cell: (row) => row.line },
            { header: t("imports.preview.kind"), cell: (row) => t(`imports.kinds.${row.kind}`) },
            {
              header: t("imports.preview.debtor"),
              cell: (row) => (row.debtor ? `${row.debtor.name ?? ""} (${row.debtor.customerNumber})`.trim() : "–"),
            },
            { header: t("imports.preview.number"), cell: (row) => row.number ?? row.invoiceNumber ?? "" },
            { header: t("imports.preview.voucherDate"), cell: (row) => formatDate(row.voucherDate) },
            { header: t("imports.preview.dueDate"), cell: (row) => formatDate(row.dueDate) },
            {
              header: t("imports.preview.amount"),
              cell: (row) => formatMoney(row.amountOre),
              align: "right",
              className: "whitespace-nowrap",
            },
            { header: t("imports.preview.kid"), cell: (row) => row.kid ?? "" },
          ]}
          rows={rows}
          rowKey={(row) => String(row.line)}
        />
      ) : null}

      {issues.length ? (
        <div className="grid gap-2">
          <p className="text-sm text-neutral-800">{t("imports.issues.intro")}</p>
          <IssueTable caption={t("imports.issues.heading")} issues={issues} />
          {summary && summary.errors > issues.length ? (
            <p className="text-sm text-neutral-700">
              {t("imports.issues.more", { shown: issues.length, count: summary.errors })}
            </p>
          ) : null}
        </div>
      ) : null}

      {warnings.length ? (
        <div className="grid gap-2">
          <p className="text-sm text-neutral-800">{t("imports.warnings.intro")}</p>
          <IssueTable caption={t("imports.warnings.heading")} issues={warnings} />
        </div>
      ) : null}

      {summary ? <RegisterWarnings summary={summary} /> : null}

      {conflicts > 0 && summary ? (
        <Alert role="group" aria-labelledby={`${ids}-conflicts`}>
          <p id={`${ids}-conflicts`} className="font-semibold">
            {t("imports.conflicts.heading")}
          </p>
          <p>
            {t("imports.conflicts.text", {
              count: conflicts,
              numbers: summary.debtorConflicts.join(", ") + (conflicts > summary.debtorConflicts.length ? " …" : ""),
            })}
          </p>
          <div className="mt-2 flex items-start gap-2">
            <Checkbox
              id={`${ids}-overwrite`}
              name="overwriteDebtors"
              checked={overwrite}
              disabled={!canChange}
              aria-describedby={`${ids}-keep`}
              onChange={(e) => setOverwrite(e.target.checked)}
            />
            <Label htmlFor={`${ids}-overwrite`}>{t("imports.conflicts.overwrite")}</Label>
          </div>
          <p id={`${ids}-keep`} className="mt-1">
            {t("imports.conflicts.keep")}
          </p>
        </Alert>
      ) : null}

      {toImport === 0 ? (
        <Alert variant="error">
          <p>{t("imports.nothing")}</p>
        </Alert>
      ) : canChange ? (
        <div>
          <Button onClick={() => commit.mutate()} disabled={commit.isPending}>
            {t("imports.commit")}
          </Button>
        </div>
      ) : null}
    </section>
  );
}

/**
 * What the company register says of the file's company debtors (issue 21): those it marks bankrupt, being wound up,
 * dissolved, deleted or unknown, before the user commits; and how many it could not check. Nothing blocks the import.
 */
function RegisterWarnings({ summary }: { summary: ImportSummary }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === "en" ? "en" : "no";
  const marked = summary.registerWarnings ?? [];
  const count = summary.registerWarningCount ?? marked.length;
  const unchecked = summary.registerUnchecked ?? 0;
  if (!marked.length && !unchecked) return null;
  return (
    <Alert role="group" aria-label={t("imports.register.heading")}>
      <p className="font-semibold">{t("imports.register.heading")}</p>
      {marked.length ? (
        <div className="grid gap-2">
          <p>{t("imports.register.intro", { count })}</p>
          <SimpleTable
            caption={t("imports.register.caption")}
            columns={[
              { header: t("imports.register.debtor"), cell: (d) => `${d.name} (${d.customerNumber})` },
              { header: t("imports.register.orgNumber"), cell: (d) => d.orgNumber },
              { header: t("imports.register.says"), cell: (d) => d.warnings.map((w) => serverText(lang, w)).join(" ") },
            ]}
            rows={marked}
            rowKey={(d) => d.customerNumber}
          />
          {count > marked.length ? <p>{t("imports.register.more", { shown: marked.length, count })}</p> : null}
        </div>
      ) : null}
      {unchecked ? <p>{t("imports.register.unchecked", { count: unchecked })}</p> : null}
    </Alert>
  );
}
