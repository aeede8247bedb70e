import { useQuery } from "@tanstack/react-query";
import { Download } from "lucide-react";
import { useTranslation } from "react-i18next";
import { SimpleTable } from "@/components/simple-table";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { handleApiError } from "@/lib/api-client";
import { formatDate, formatMoney } from "@/lib/format";
import { useLedgerAccess } from "@/lib/ledger-access";
import { casePaymentsQuery, downloadAccountingDocument } from "../api/payments";

/**
 * The case page's payments tab (issue 11): each payment, credit note and correction with what it paid of the fees,
 * the interest and the principal, and the allocation in words (inkassoloven § 16: the debtor may ask); the order in
 * words above, and the accounting statement as a download.
 */
export function PaymentsTab({ caseId }: { caseId: string }) {
  const { t } = useTranslation();
  const { customerId } = useLedgerAccess();
  const payments = useQuery({ ...casePaymentsQuery(customerId ?? "", caseId), enabled: !!customerId });
  if (!payments.data) return <Spinner label={t("app.loading")} />;
  const { data, order, pending = [] } = payments.data;
  // registered in the ledger, queued behind other payments on the case: said, since the totals do not count them yet
  const queued = pending.length ? (
    <p role="status" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-neutral-800">
      {t("cases.paymentsPending.notice", {
        amounts: pending
          .map(
            (p) => `${t(`cases.payments.kind.${p.kind}`)} ${formatMoney(p.amountOre)} (${formatDate(p.voucherDate)})`,
          )
          .join(", "),
      })}
    </p>
  ) : null;
  if (data.length === 0)
    return (
      <div className="grid gap-3">
        {queued}
        <p className="rounded-md border border-dashed border-neutral-300 p-6 text-sm text-neutral-700">
          {t("cases.page.empty.payments")}
        </p>
      </div>
    );
  return (
    <section className="grid gap-3" aria-label={t("cases.page.tab.payments")}>
      {queued}
      <div className="flex flex-wrap items-start justify-between gap-2">
        <p className="max-w-prose text-sm text-neutral-700">{order}</p>
        <Button
          variant="outline"
          onClick={() => downloadAccountingDocument(caseId).catch((e: unknown) => handleApiError(e))}
        >
          <Download aria-hidden="true" />
          {t("cases.payments.statement")}
        </Button>
      </div>
      <SimpleTable
        caption={t("cases.page.tab.payments")}
        rows={data}
        rowKey={(p) => p.id}
        columns={[
          {
            header: t("cases.payments.fields.voucherDate"),
            cell: (p) => formatDate(p.voucherDate),
            className: "whitespace-nowrap align-top",
          },
          {
            header: t("cases.payments.fields.type"),
            cell: (p) => (
              <>
                {t(`cases.payments.kind.${p.kind}`)}
                {p.source === "ledger" ? (
                  <span className="block text-xs text-neutral-600">{t("cases.payments.fromLedger")}</span>
                ) : null}
                {p.text ? <span className="block text-xs text-neutral-600">{p.text}</span> : null}
              </>
            ),
            className: "align-top",
          },
          {
            header: t("cases.payments.fields.amount"),
            cell: (p) => formatMoney(p.amountOre),
            align: "right",
            className: "whitespace-nowrap align-top",
          },
          {
            header: t("cases.payments.parts.fees"),
            cell: (p) => formatMoney(p.allocation.feesOre),
            align: "right",
            className: "whitespace-nowrap align-top",
          },
          {
            header: t("cases.payments.parts.interest"),
            cell: (p) => formatMoney(p.allocation.interestOre),
            align: "right",
            className: "whitespace-nowrap align-top",
          },
          {
            header: t("cases.payments.parts.principal"),
            cell: (p) => formatMoney(p.allocation.principalOre),
            align: "right",
            className: "whitespace-nowrap align-top",
          },
          {
            header: t("cases.payments.explanation"),
            cell: (p) => p.explanation,
            className: "align-top text-neutral-700",
          },
        ]}
      />
    </section>
  );
}
