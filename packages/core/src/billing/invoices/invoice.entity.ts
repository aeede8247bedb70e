import { Entity } from "electrodb";
import { registerEntities } from "../../dynamo/db";
import { gsiKey, primaryKey, SERVICE, timestamps } from "../../dynamo/keys";
import { INVOICE_KINDS } from "./invoice.schema";

/**
 * An invoice we issued to a customer (docs/billing-invoices.md). Written once, by `issueInvoice`, in the same
 * transaction as the number it takes; never updated (a correction is a credit note of its own number), so no code
 * path writes it but that create. `document` is the whole invoice as issued (invoice-rules.ts `CustomerInvoice`, as
 * JSON): the PDF and the EHF are made from it, and the seller, buyer and VAT rate of the day stay as they were.
 */
export const CustomerInvoiceEntity = new Entity({
  model: { entity: "customer-invoice", version: "1", service: SERVICE },
  attributes: {
    customerId: { type: "string", required: true },
    /** The number zero-padded to 10 digits, so the sort key orders invoices by number. */
    invoiceKey: { type: "string", required: true },
    number: { type: "number", required: true },
    kind: { type: INVOICE_KINDS, required: true },
    issueDate: { type: "string", required: true },
    dueDate: { type: "string", required: true },
    kid: { type: "string", required: true },
    netOre: { type: "number", required: true },
    vatOre: { type: "number", required: true },
    totalOre: { type: "number", required: true },
    language: { type: ["no", "en"] as const, required: true },
    document: { type: "string", required: true },
    pdfKey: { type: "string", required: true },
    ehfKey: { type: "string", required: true },
    /** The staff list of every invoice, by number (gsi1). */
    listed: { type: "string", required: true, default: "customer-invoices" },
    createdBy: { type: "string" },
    /**
     * What has been paid of it, in øre: the one attribute that changes after the issue, moved by ADD in the
     * transaction of each payment record (invoice-payments.ts); the document itself never changes.
     */
    paidOre: { type: "number", required: true, default: 0 },
    ...timestamps,
  },
  indexes: {
    byCustomer: primaryKey(["customerId"], ["invoiceKey"]),
    byNumber: gsiKey("gsi1", ["listed"], ["invoiceKey"]),
  },
});

/**
 * A payment of one of our invoices (invoice-payments.ts): by OCR giro or entered by staff, naming the invoice's KID.
 * Written with the invoice's `paidOre` in one transaction; never changed.
 */
export const CustomerInvoicePaymentEntity = new Entity({
  model: { entity: "customer-invoice-payment", version: "1", service: SERVICE },
  attributes: {
    customerId: { type: "string", required: true },
    /** `<invoiceKey>#<ULID>`: a customer's payments by invoice, in time order. */
    paymentKey: { type: "string", required: true },
    number: { type: "number", required: true },
    amountOre: { type: "number", required: true },
    paidDate: { type: "string", required: true },
    kid: { type: "string", required: true },
    source: { type: ["manual", "ocr"] as const, required: true },
    /**
     * What an OCR transaction paid beyond what was left on the invoice (`amountOre` is what went to it): kept here
     * so it is never lost; staff refund it (docs/billing.md "Payments of our invoices, and overdue").
     */
    surplusOre: { type: "number" },
    /** The Idempotency-Key (hashed, ledger/idempotency.ts) and the request's fingerprint: a repeat answers this payment. */
    requestKey: { type: "string" },
    requestHash: { type: "string" },
    createdBy: { type: "string" },
    ...timestamps,
  },
  indexes: { byCustomer: primaryKey(["customerId"], ["paymentKey"]) },
});

export const customerInvoiceEntities = {
  customerInvoice: CustomerInvoiceEntity,
  customerInvoicePayment: CustomerInvoicePaymentEntity,
};
registerEntities(customerInvoiceEntities);
