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
     * The day it was paid in full (Oslo), absent while unpaid. Nothing sets it yet (the payment of our invoices is
     * not built); billing/purchase.ts reads it: an unpaid invoice past its due date blocks top-ups.
     */
    paidOn: { type: "string" },
    ...timestamps,
  },
  indexes: {
    byCustomer: primaryKey(["customerId"], ["invoiceKey"]),
    byNumber: gsiKey("gsi1", ["listed"], ["invoiceKey"]),
  },
});

export const customerInvoiceEntities = { customerInvoice: CustomerInvoiceEntity };
registerEntities(customerInvoiceEntities);
