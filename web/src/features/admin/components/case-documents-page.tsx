import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { Download } from "lucide-react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { PageHeader } from "@/components/layout/page-parts";
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
  const save = useMutation({ mutationFn: downloadBatch, onError: (e) => handleApiError(e) });
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
          <div className="overflow-x-auto rounded-lg border border-neutral-200 bg-white">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">{t("printQueue.batches")}</caption>
              <thead className="bg-neutral-50">
                <tr>
                  <th scope="col" className="px-3 py-2">
                    {t("printQueue.day")}
                  </th>
                  <th scope="col" className="px-3 py-2">
                    {t("printQueue.status")}
                  </th>
                  <th scope="col" className="px-3 py-2">
                    {t("printQueue.letterCount")}
                  </th>
                  <th scope="col" className="px-3 py-2">
                    {t("printQueue.pageCount")}
                  </th>
                  <th scope="col" className="px-3 py-2">
                    <span className="sr-only">{t("common.actions")}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {batches.data.batches.map((b) => {
                  const day = formatDate(b.batchId);
                  return (
                    <tr key={b.batchId} className="border-t border-neutral-200">
                      <td className="px-3 py-2 whitespace-nowrap">{day}</td>
                      <td className="px-3 py-2">{t(`printQueue.batchStatus.${b.status}`)}</td>
                      <td className="px-3 py-2">{b.letterCount}</td>
                      <td className="px-3 py-2">{b.pageCount}</td>
                      <td className="px-3 py-2">
                        <div className="flex flex-wrap justify-end gap-2">
                          <Button
                            size="sm"
                            variant="outline"
                            onClick={() => save.mutate(b.batchId)}
                            aria-label={t("printQueue.downloadNamed", { day })}
                          >
                            <Download aria-hidden="true" />
                            {t("printQueue.download")}
                          </Button>
                          {markButtons({ batchId: b.batchId }, b.status, t("printQueue.batchNamed", { day }))}
                        </div>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
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
          <div className="overflow-x-auto rounded-lg border border-neutral-200 bg-white">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">{t("printQueue.letters")}</caption>
              <thead className="bg-neutral-50">
                <tr>
                  <th scope="col" className="px-3 py-2">
                    {t("printQueue.customer")}
                  </th>
                  <th scope="col" className="px-3 py-2">
                    {t("printQueue.caseNumber")}
                  </th>
                  <th scope="col" className="px-3 py-2">
                    {t("printQueue.debtor")}
                  </th>
                  <th scope="col" className="px-3 py-2">
                    {t("printQueue.queuedAt")}
                  </th>
                  <th scope="col" className="px-3 py-2">
                    {t("printQueue.batch")}
                  </th>
                  <th scope="col" className="px-3 py-2">
                    {t("printQueue.status")}
                  </th>
                  <th scope="col" className="px-3 py-2">
                    <span className="sr-only">{t("common.actions")}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {letters.data.data.map((l) => (
                  <tr key={`${l.customerId}/${l.letterId}`} className="border-t border-neutral-200">
                    <td className="px-3 py-2">{l.customerName || l.customerId}</td>
                    <td className="px-3 py-2 whitespace-nowrap">{l.caseNumber}</td>
                    <td className="px-3 py-2">{l.debtorName}</td>
                    <td className="px-3 py-2 whitespace-nowrap">{formatDateTime(l.queuedAt)}</td>
                    <td className="px-3 py-2 whitespace-nowrap">{l.batchId ? formatDate(l.batchId) : ""}</td>
                    <td className="px-3 py-2">{t(`printQueue.letterStatus.${l.status}`)}</td>
                    <td className="px-3 py-2">
                      <div className="flex flex-wrap justify-end gap-2">
                        {markButtons(
                          { customerId: l.customerId, letterId: l.letterId },
                          l.status,
                          t("printQueue.letterNamed", { caseNumber: l.caseNumber, debtor: l.debtorName }),
                        )}
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        {letters.data?.more ? (
          <p className="text-sm text-neutral-700">{t("printQueue.more", { count: letters.data.data.length })}</p>
        ) : null}
      </section>
    </div>
  );
}
