import { InvoiceInput } from "@innfri/core/ledger/ledger.schema";
import {
  INVOICE_TYPES,
  VOUCHER_TYPE_OF_INVOICE_TYPE,
  type InvoiceType,
} from "@innfri/core/ledger/voucher-rules";
import { claim, voucherRoutes } from "./voucher-routes";

const INVOICE_LIKE = Object.values(INVOICE_TYPES).map((t) => VOUCHER_TYPE_OF_INVOICE_TYPE[t]);

/** /invoices: invoices and the other invoice types (SPEC 3 invoice types 1-5), on the claims page. */
export const invoices = voucherRoutes({
  path: "invoices",
  noun: "invoice",
  types: INVOICE_LIKE,
  group: "claims",
  schema: InvoiceInput,
  defaultState: "open",
  toNew: (b) => ({
    ...claim(b),
    type: VOUCHER_TYPE_OF_INVOICE_TYPE[b.invoiceType as InvoiceType],
    invoiceType: b.invoiceType as InvoiceType,
    number: b.number,
    dueDate: b.dueDate,
    kid: b.kid,
    reference: b.reference,
    currency: b.currency,
  }),
});
