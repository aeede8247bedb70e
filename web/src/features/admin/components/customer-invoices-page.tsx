import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import {
  paymentStatusOf,
  type OcrFileAnswer,
  type StaffInvoiceView,
} from "@innfri/core/billing/invoices/invoice.schema";
import type { ListSearch } from "@/components/data-table/list-search";
import { ListPage } from "@/components/resource/list-page";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";
import { handleApiError } from "@/lib/api-client";
import { formatDate, formatMoney, osloToday } from "@/lib/format";
import { usePageTitle } from "@/lib/use-page-title";
import { uploadOcrPayments } from "../api/customer-invoices";
import { InvoicePaymentDialog } from "./invoice-payment-dialog";

const k = "resources.customer-invoices";

/**
 * /admin/customer-invoices (issue 19, role admin): every invoice of ours with its customer, dates, total, paid and
 * status; per invoice «Registrer betaling» (InvoicePaymentDialog), and «Last opp OCR-fil»: our bank's OCR giro file,
 * with what became of each transaction (docs/billing.md "Payments of our invoices, and overdue").
 */
export function CustomerInvoicesPage({ search }: { search: ListSearch }) {
  const { t } = useTranslation();
  usePageTitle(`${k}.title`);
  const queryClient = useQueryClient();
  const [paying, setPaying] = useState<StaffInvoiceView | null>(null);
  const [result, setResult] = useState<OcrFileAnswer | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const upload = useMutation({ mutationFn: uploadOcrPayments, meta: { skipGlobalErrorHandler: true } });
  const onFile = async (file: File | undefined) => {
    if (!file) return;
    try {
      setResult(await upload.mutateAsync(file));
      await queryClient.invalidateQueries({ queryKey: ["admin", "customer-invoices"] });
    } catch (error) {
      handleApiError(error);
    } finally {
      if (input.current) input.current.value = "";
    }
  };
  const today = osloToday();
  return (
    <ListPage<StaffInvoiceView>
      heading={t(`${k}.title`)}
      intro={t(`${k}.intro`)}
      path="/customer-invoices/all"
      queryKey="customer-invoices"
      search={search}
      rowKey={(r) => r.id}
      actions={
        <>
          <input
            ref={input}
            type="file"
            accept=".txt,.ocr,text/plain"
            className="sr-only"
            aria-label={t(`${k}.ocrFile`)}
            onChange={(e) => void onFile(e.target.files?.[0])}
          />
          <Button variant="outline" disabled={upload.isPending} onClick={() => input.current?.click()}>
            {upload.isPending ? <Spinner /> : null}
            {t(`${k}.uploadOcr`)}
          </Button>
        </>
      }
      columns={[
        { id: "number", header: t(`${k}.number`), cell: (r) => r.number },
        { id: "customer", header: t(`${k}.customer`), cell: (r) => r.customerName },
        { id: "issueDate", header: t(`${k}.issueDate`), cell: (r) => formatDate(r.issueDate) },
        { id: "dueDate", header: t(`${k}.dueDate`), cell: (r) => formatDate(r.dueDate) },
        { id: "total", header: t(`${k}.total`), cell: (r) => formatMoney(r.totalOre) },
        { id: "paid", header: t(`${k}.paid`), cell: (r) => formatMoney(r.paidOre) },
        { id: "status", header: t(`${k}.status`), cell: (r) => t(`${k}.statuses.${paymentStatusOf(r, today)}`) },
        {
          id: "actions",
          header: t("common.actions"),
          cell: (r) =>
            r.kind === "invoice" && r.paidOre < r.totalOre ? (
              <Button size="sm" aria-label={t(`${k}.payFor`, { number: r.number })} onClick={() => setPaying(r)}>
                {t(`${k}.pay`)}
              </Button>
            ) : null,
        },
      ]}
    >
      {paying ? <InvoicePaymentDialog invoice={paying} onClose={() => setPaying(null)} /> : null}
      <Dialog open={result !== null} onOpenChange={(open) => (open ? null : setResult(null))}>
        <DialogContent className="max-w-3xl">
          <DialogTitle>{t(`${k}.ocrResult`)}</DialogTitle>
          <DialogDescription>{result?.message}</DialogDescription>
          {result ? <OcrResultTable result={result} /> : null}
        </DialogContent>
      </Dialog>
    </ListPage>
  );
}

function OcrResultTable({ result }: { result: OcrFileAnswer }) {
  const { t } = useTranslation();
  return (
    <div className="max-h-[60vh] overflow-auto">
      <table className="w-full text-sm">
        <caption className="sr-only">{t(`${k}.ocrResult`)}</caption>
        <thead>
          <tr className="text-left">
            <th scope="col">{t(`${k}.line`)}</th>
            <th scope="col">{t(`${k}.kid`)}</th>
            <th scope="col">{t(`${k}.number`)}</th>
            <th scope="col">{t(`${k}.paidDate`)}</th>
            <th scope="col">{t(`${k}.amount`)}</th>
            <th scope="col">{t(`${k}.outcome`)}</th>
          </tr>
        </thead>
        <tbody>
          {result.transactions.map((x) => (
            <tr key={x.line}>
              <td>{x.line}</td>
              <td>{x.kid}</td>
              <td>{x.number ?? ""}</td>
              <td>{formatDate(x.paidDate)}</td>
              <td>{formatMoney(x.amountOre)}</td>
              <td>
                {t(`${k}.outcomes.${x.outcome}`)}
                {x.surplusOre > 0 ? ` ${t(`${k}.surplus`, { amount: formatMoney(x.surplusOre) })}` : ""}
                {x.message ? ` ${x.message}` : ""}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
