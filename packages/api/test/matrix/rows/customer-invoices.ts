/**
 * Rows of our invoices to a customer (issue 19, routes/billing/customer-invoices.ts): the customer is named in the
 * query (`x-customer: query:customerId`). The reads' cells share one invoice of the world, issued through core.
 */
import { issueInvoice } from "@innfri/core/billing/invoices/issue-invoice";
import { issuedInvoice } from "@innfri/core/billing/invoices/invoice-store";
import { kidFor, ocrFile } from "@innfri/core/ledger/import/fixtures/generate";
import { secretsOf, sharedByCells, type Row } from "../row";
import type { World } from "../worlds";

const issued = sharedByCells<number>();
const lines = [
  { description: { no: "Plan Start", en: "Plan Start" }, quantity: 1, unit: "month", unitPriceOre: 49_900 },
];
const invoiceOf = (w: World) => issued(w, async () => (await issueInvoice(w.customerId, { lines })).invoice.number);

const row = (path: string, at: (w: World, n: number) => string): Row => ({
  method: "GET",
  path,
  req: async ({ world }) => {
    const w = await world();
    const n = await invoiceOf(w);
    return { method: "GET", path: at(w, n), secrets: secretsOf(w) };
  },
});

export const CUSTOMER_INVOICE_ROWS: Row[] = [
  row("/customer-invoices", (w) => `/customer-invoices?customerId=${w.customerId}`),
  {
    // staff's list of every invoice of ours (role admin): no customer named
    method: "GET",
    path: "/customer-invoices/all",
    req: async ({ world }) => {
      await invoiceOf(await world());
      return { method: "GET", path: "/customer-invoices/all?rowsPerPage=5", secrets: [] };
    },
  },
  row("/customer-invoices/{id}/pdf", (w, n) => `/customer-invoices/${n}/pdf?customerId=${w.customerId}`),
  row("/customer-invoices/{id}/ehf", (w, n) => `/customer-invoices/${n}/ehf?customerId=${w.customerId}`),
  {
    // an admin's payment of 1 øre naming the invoice's KID (billing/invoices/invoice-payments.ts); a fresh invoice
    // per request, so the cells never pay one in full
    method: "POST",
    path: "/customer-invoices/{id}/payments",
    req: async ({ world }) => {
      const w = await world();
      const { number } = (await issueInvoice(w.customerId, { lines })).invoice;
      const { kid } = await issuedInvoice(w.customerId, number);
      return {
        method: "POST",
        path: `/customer-invoices/${number}/payments`,
        body: { amountOre: 1, kid },
        secrets: [],
      };
    },
  },  {
    // our bank's OCR file (billing/invoices/invoice-ocr.ts): one transaction whose KID names no invoice of ours, so
    // the cells record nothing and every admin cell answers 200 with the transaction "unknownKid"
    method: "POST",
    path: "/customer-invoices/ocr-payments",
    req: async () => ({
      method: "POST",
      path: "/customer-invoices/ocr-payments",
      raw: ocrFile([{ kid: kidFor("999999998"), amountOre: 100, date: "2026-01-05" }]),
      secrets: [],
    }),
  },
];
