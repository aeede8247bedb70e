import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { PageHeader } from "@/components/layout/page-parts";
import { FileActionButton } from "@/components/file-action-button";
import { SimpleTable } from "@/components/simple-table";
import { Button } from "@/components/ui/button";
import { SelectField } from "@/components/ui/select-field";
import { Spinner } from "@/components/ui/spinner";
import { handleApiError } from "@/lib/api-client";
import { formatDate, formatDateTime } from "@/lib/format";
import { usePageTitle } from "@/lib/use-page-title";
import {
  downloadBatch,
  markPrinted,
  printBatchesQuery,
  printLettersQuery,
  printQueueKey,
  type PrintLetterStatus,
} from "../api/print-queue";
import { PRINT_FILTERS } from "../case-documents-search";

const ORDER = { queued: 0, batched: 1, ready: 1, printed: 2, sent: 3 } as const;
type Mark = "printed" | "sent";
/** A batch is its day, and its part after the first (core letters/print-queue.ts `batchPartId`): "20.11.2026 (2)". */
const batchDay = (id: string) => (id.length > 10 ? `${formatDate(id.slice(0, 10))} (${id.slice(11)})` : formatDate(id));

type Target = { batchId: string } | { customerId: string; letterId: string };

/**
 * /admin/case-documents (SPEC 2 admin list, SPEC 6: admin, superadmin and sales): the letters to post across
 * customers (the print queue of issue 10), by status; the daily print batches for the print partner with their PDF;
 * and marking a batch or a letter printed, then sent (status only moves forward).
 */
export function CaseDocumentsPage({ status }: { status: PrintLetterStatus }) {
  const { t } = useTranslation();
  usePageTitle("titles.adminCaseDocuments");
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const batches = useQuery(printBatchesQuery());
  const letters = useQuery(printLettersQuery(status));
  const mark = useMutation({
    mutationFn: ({ target, to }: { target: Target; to: Mark }) => markPrinted(target, to),
    onSuccess: (_d, { to }) => {
      toast.success(t(`printQueue.marked.${to}`), { id: `print-mark:${to}` });
      void queryClient.invalidateQueries({ queryKey: printQueueKey });
    },
    onError: (e) => handleApiError(e),
  });
  const markButtons = (target: Target, at: keyof typeof ORDER, name: string) =>
    (["printed", "sent"] as const).map((to) =>
      ORDER[to] > ORDER[at] ? (
        <Button
          key={to}
          size="sm"
          variant="outline"
          disabled={mark.isPending}
          onClick={() => mark.mutate({ target, to })}
          aria-label={t(`printQueue.mark.${to}Named`, { name })}
        >
          {t(`printQueue.mark.${to}`)}
        </Button>
      ) : null,
    );
  return (
    <div className="mx-auto grid max-w-6xl gap-6">
      <PageHeader title={t("titles.adminCaseDocuments")} intro={t("printQueue.intro")} />
      <section className="grid gap-3" aria-labelledby="batches-heading">
        <h2 id="batches-heading" className="text-lg font-semibold">
          {t("printQueue.batches")}
        </h2>
        {!batches.data ? (
          <Spinner label={t("app.loading")} />
        ) : batches.data.batches.length === 0 ? (
          <p className="text-sm text-neutral-700">{t("printQueue.noBatches")}</p>
        ) : (
          <SimpleTable
            caption={t("printQueue.batches")}
            rows={batches.data.batches}
            rowKey={(b) => b.batchId}
            columns={[
              { header: t("printQueue.day"), cell: (b) => batchDay(b.batchId), className: "whitespace-nowrap" },
              { header: t("printQueue.status"), cell: (b) => t(`printQueue.batchStatus.${b.status}`) },
              { header: t("printQueue.letterCount"), cell: (b) => b.letterCount },
              { header: t("printQueue.pageCount"), cell: (b) => b.pageCount },
            ]}
            actions={(b) => {
              const day = batchDay(b.batchId);
              return (
                <>
                  <FileActionButton
                    kind="download"
                    label={t("printQueue.download")}
                    ariaLabel={t("printQueue.downloadNamed", { day })}
                    run={() => downloadBatch(b.batchId)}
                  />
                  {markButtons({ batchId: b.batchId }, b.status, t("printQueue.batchNamed", { day }))}
                </>
              );
            }}
          />
        )}
      </section>
      <section className="grid gap-3" aria-labelledby="letters-heading">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <h2 id="letters-heading" className="text-lg font-semibold">
            {t("printQueue.letters")}
          </h2>
          <SelectField
            name="status"
            label={t("printQueue.filter")}
            className="w-56"
            value={status}
            options={PRINT_FILTERS.map((s) => ({ value: s, label: t(`printQueue.letterStatus.${s}`) }))}
            onChange={(e) =>
              void navigate({ to: "/admin/case-documents", search: { status: e.target.value as PrintLetterStatus } })
            }
          />
        </div>
        {!letters.data ? (
          <Spinner label={t("app.loading")} />
        ) : letters.data.data.length === 0 ? (
          <p className="text-sm text-neutral-700">{t("printQueue.noLetters")}</p>
        ) : (
          <SimpleTable
            caption={t("printQueue.letters")}
            rows={letters.data.data}
            rowKey={(l) => `${l.customerId}/${l.letterId}`}
            columns={[
              { header: t("printQueue.customer"), cell: (l) => l.customerName || l.customerId },
              { header: t("printQueue.caseNumber"), cell: (l) => l.caseNumber, className: "whitespace-nowrap" },
              { header: t("printQueue.debtor"), cell: (l) => l.debtorName },
              {
                header: t("printQueue.queuedAt"),
                cell: (l) => formatDateTime(l.queuedAt),
                className: "whitespace-nowrap",
              },
              {
                header: t("printQueue.batch"),
                cell: (l) => (l.batchId ? formatDate(l.batchId) : ""),
                className: "whitespace-nowrap",
              },
              { header: t("printQueue.status"), cell: (l) => t(`printQueue.letterStatus.${l.status}`) },
            ]}
            actions={(l) =>
              markButtons(
                { customerId: l.customerId, letterId: l.letterId },
                l.status,
                t("printQueue.letterNamed", { caseNumber: l.caseNumber, debtor: l.debtorName }),
              )
            }
          />
        )}
        {letters.data?.more ? (
          <p className="text-sm text-neutral-700">{t("printQueue.more", { count: letters.data.data.length })}</p>
        ) : null}
      </section>
    </div>
  );
}
