// Staff's side of our invoices to customers (issue 19; docs/billing.md "Payments of our invoices, and overdue"):
// a payment entered by hand under one Idempotency-Key, and our bank's OCR file. The list is ListPage's
// (GET /customer-invoices/all). Decoded with core's schemas.
import { CustomerInvoiceView, OcrFileAnswer } from "@innfri/core/billing/invoices/invoice.schema";
import { api } from "@/lib/api-client";

export interface InvoicePaymentBody {
  amountOre: number;
  kid: string;
  paidDate: string;
}

/** POST /customer-invoices/{number}/payments: a lost answer sent again under the same key records nothing twice. */
export const recordInvoicePayment = async (number: number, body: InvoicePaymentBody, idempotencyKey: string) =>
  CustomerInvoiceView.parse(
    await api.post<unknown>(`/customer-invoices/${number}/payments`, body, {
      headers: { "Idempotency-Key": idempotencyKey },
    }),
  );

/** POST /customer-invoices/ocr-payments: the file's raw bytes; what became of each transaction. */
export const uploadOcrPayments = async (file: Blob) =>
  OcrFileAnswer.parse(await api.post<unknown>("/customer-invoices/ocr-payments", file));
