import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { SimpleTable } from "@/components/simple-table";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import type { AccountingSystemId } from "@/lib/accounting";
import { formatDate, formatMoney } from "@/lib/format";
import { useLedgerAccess } from "@/lib/ledger-access";
import { retryWriteBack, writeBacksQuery, type WriteBackView } from "../api/accounting";
import { writeBackMessage } from "../labels";

const statusClass: Record<WriteBackView["status"], string> = {
  pending: "text-neutral-800",
  done: "text-brand-800",
  failed: "font-medium text-red-700",
};

/**
 * What collection posted back to the system (newest first, 50): each entry's status and the system's own message,
 * and «Prøv igjen» for a failed one (for those who may change the integration).
 */
export function WriteBacks({ system, name, mayEdit }: { system: AccountingSystemId; name: string; mayEdit: boolean }) {
  const { t } = useTranslation();
  const { customerId } = useLedgerAccess();
  const queryClient = useQueryClient();
  const list = useQuery({ ...writeBacksQuery(customerId, system), enabled: !!customerId });
  const retry = useMutation({
    mutationFn: (key: string) => retryWriteBack(system, key),
    onSuccess: () => {
      toast.success(t("accounting.writeBacks.retried"), { id: "write-back-retried" });
      void queryClient.invalidateQueries({ queryKey: writeBacksQuery(customerId, system).queryKey });
    },
  });
  const rows = list.data ?? [];
  const failed = rows.filter((w) => w.status === "failed").length;
  return (
    <section aria-labelledby="write-backs" className="grid gap-2">
      <h3 id="write-backs" className="text-base font-semibold">
        {t("accounting.writeBacks.heading", { name })}
      </h3>
      <p className="text-sm text-neutral-700">{t("accounting.writeBacks.intro")}</p>
      {failed ? (
        <p className="text-sm font-medium text-red-700">{t("accounting.writeBacks.failedCount", { count: failed })}</p>
      ) : null}
      <SimpleTable
        caption={t("accounting.writeBacks.heading", { name })}
        columns={[
          { header: t("accounting.writeBacks.what"), cell: (w) => t(`accounting.writeBacks.kind.${w.kind}`) },
          { header: t("accounting.writeBacks.invoice"), cell: (w) => w.invoiceNumber, rowHeader: true },
          { header: t("accounting.writeBacks.amount"), cell: (w) => formatMoney(w.amountOre), align: "right" },
          { header: t("accounting.writeBacks.date"), cell: (w) => formatDate(w.date), className: "whitespace-nowrap" },
          {
            header: t("accounting.writeBacks.status"),
            cell: (w) => (
              <span className={statusClass[w.status]}>{t(`accounting.writeBacks.statusText.${w.status}`)}</span>
            ),
          },
          { header: t("accounting.writeBacks.message", { name }), cell: (w) => writeBackMessage(t, w.error) },
        ]}
        rows={rows}
        rowKey={(w) => w.key}
        actions={
          mayEdit
            ? (w) =>
                w.status === "failed" ? (
                  <Button size="sm" variant="outline" disabled={retry.isPending} onClick={() => retry.mutate(w.key)}>
                    {retry.isPending && retry.variables === w.key ? <Spinner /> : null}
                    {t("accounting.writeBacks.retry")}{" "}
                    <span className="sr-only">{t("accounting.writeBacks.retryOf", { invoice: w.invoiceNumber })}</span>
                  </Button>
                ) : null
            : undefined
        }
        empty={list.isPending ? t("app.loading") : t("accounting.writeBacks.empty")}
        busy={list.isFetching}
      />
    </section>
  );
}
