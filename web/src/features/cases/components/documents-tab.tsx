import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { SimpleTable } from "@/components/simple-table";
import { FileActionButton } from "@/components/file-action-button";
import { Spinner } from "@/components/ui/spinner";
import { formatDateTime } from "@/lib/format";
import { useLedgerAccess } from "@/lib/ledger-access";
import { caseDocumentsQuery, downloadDocument, openDocument } from "../api/documents";
import { caseStepsQuery } from "../api/steps";
import { channelStatuses, lettersOfStep } from "../letter-status";
import { caseStepAt } from "../step-words";
import { StatusBadge } from "./mail-status-badge";
import { PostLetterButton } from "./post-letter-button";

/**
 * The case's letters: date, title, channels, status, and the PDF opened in the browser (a new tab) or saved under its
 * suggested name. On /generated-documents/{caseStepId} only the letters of that step (a step id 0 has none). The
 * status is one badge per channel, each naming its channel ("E-post levert 27.11.2026 10:59", "Post: i
 * utskriftskø"; C11); a letter whose mail bounced offers "Send by post" to whoever may change the case.
 */
export function DocumentsTab({ caseId, caseStepId }: { caseId: string; caseStepId?: number }) {
  const { t } = useTranslation();
  const { customerId, canChange } = useLedgerAccess();
  const docs = useQuery({ ...caseDocumentsQuery(customerId, caseId), enabled: !!customerId });
  const steps = useQuery({ ...caseStepsQuery(customerId, caseId), enabled: !!customerId && caseStepId !== undefined });
  if (!docs.data || (caseStepId !== undefined && !steps.data)) return <Spinner label={t("app.loading")} />;
  // The route's step is the case's n-th step run: its letters are the ones it made (by run id or letter id).
  const run = caseStepId === undefined ? undefined : caseStepAt(steps.data?.data ?? [], caseStepId);
  const rows =
    caseStepId === undefined
      ? docs.data.data
      : run
        ? lettersOfStep(docs.data.data, run)
        : [];
  if (rows.length === 0) return <p className="text-sm text-neutral-700">{t("cases.page.empty.documents")}</p>;
  return (
    <SimpleTable
      caption={t("cases.page.tab.documents")}
      rows={rows}
      rowKey={(d) => d.letterId}
      columns={[
        { header: t("cases.documents.date"), cell: (d) => formatDateTime(d.createdAt), className: "whitespace-nowrap" },
        { header: t("cases.documents.title"), cell: (d) => d.title },
        {
          header: t("cases.documents.channels"),
          cell: (d) => d.channels.map((c) => t(`cases.run.channel.${c}`)).join(", "),
        },
        {
          header: t("cases.documents.status"),
          cell: (d) => (
            <div className="flex flex-wrap items-center gap-1.5">
              {channelStatuses(d).map((c) => (
                <StatusBadge key={c.channel} tone={c.tone}>
                  {c.text}
                </StatusBadge>
              ))}
            </div>
          ),
        },
      ]}
      actions={(d) => (
        <>
          {canChange ? <PostLetterButton caseId={caseId} customerId={customerId} doc={d} /> : null}
          <FileActionButton
            kind="open"
            label={t("cases.documents.open")}
            ariaLabel={t("cases.documents.openNamed", { name: d.title })}
            run={() => openDocument(caseId, d.letterId)}
          />
          <FileActionButton
            kind="download"
            label={t("cases.documents.download")}
            ariaLabel={t("cases.documents.downloadNamed", { name: d.fileName })}
            run={() => downloadDocument(caseId, d.letterId, d.fileName)}
          />
        </>
      )}
    />
  );
}
