/**
 * Rows of our invoices to a customer (issue 19, routes/billing/customer-invoices.ts): the customer is named in the
 * query (`x-customer: query:customerId`). The reads' cells share one invoice of the world, issued through core.
 */
import { issueInvoice } from "@innfri/core/billing/invoices/issue-invoice";
import { secretsOf, sharedByCells, type Row } from "../row";
import type { World } from "../worlds";

const issued = sharedByCells<number>();
const lines = [{ description: { no: "Plan Start", en: "Plan Start" }, quantity: 1, unit: "month", unitPriceOre: 49_900 }];
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
  row("/customer-invoices/{id}/pdf", (w, n) => `/customer-invoices/${n}/pdf?customerId=${w.customerId}`),
  row("/customer-invoices/{id}/ehf", (w, n) => `/customer-invoices/${n}/ehf?customerId=${w.customerId}`),
];
