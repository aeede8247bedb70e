import "../../accounts/entities"; // registers the entities named here (the customer: listAllInvoices)
import type { EntityItem } from "electrodb";
import { db } from "../../dynamo/db";
import { listPage } from "../../dynamo/list";
import { getRecord } from "../../storage/records";
import { AppError } from "../../util/error";
import { CustomerInvoiceEntity } from "./invoice.entity"; // registers the entity named here
import { GLOBAL_SCOPE } from "../../dynamo/counters";
import { INVOICE_SEQUENCE, invoiceKeyOf } from "./invoice-keys";
import type { CustomerInvoice } from "./invoice-rules";
import type { CustomerInvoiceView, StaffInvoiceView } from "./invoice.schema";

/** Reading our invoices to a customer: the list (newest first) and an invoice's PDF or EHF. */

type Item = EntityItem<typeof CustomerInvoiceEntity>;
type Run = { go: (o: Record<string, unknown>) => Promise<{ data: Item[]; cursor: string | null }> };

export const INVOICE_LIST_COUNTER = "customer-invoices";

export const toInvoiceView = (i: Item): CustomerInvoiceView => ({
  id: String(i.number),
  number: i.number,
  kind: i.kind,
  customerId: i.customerId,
  issueDate: i.issueDate,
  dueDate: i.dueDate,
  kid: i.kid,
  netOre: i.netOre,
  vatOre: i.vatOre,
  totalOre: i.totalOre,
  paidOre: i.paidOre ?? 0,
  language: i.language,
  createdAt: i.createdAt,
});

/** A customer's invoices, newest first, a page at a time; the total from the customer's invoice counter. */
export async function listCustomerInvoices(
  customerId: string,
  page: { page: number; rowsPerPage: number },
): Promise<{ data: CustomerInvoiceView[]; total: number }> {
  const query = db().entities.customerInvoice.query.byCustomer({ customerId }) as unknown as Run;
  const res = await listPage<Item>({
    run: ({ cursor, limit, attributes }) =>
      query.go({ cursor, limit, order: "desc", ...(attributes ? { attributes } : {}) }),
    keyAttributes: ["customerId", "invoiceKey"],
    page: page.page,
    rowsPerPage: page.rowsPerPage,
    total: { counter: { scope: customerId, name: INVOICE_LIST_COUNTER } },
  });
  return { data: res.data.map(toInvoiceView), total: res.total };
}

/**
 * Every invoice of ours, newest first, a page at a time, with its customer's name (staff: GET /customer-invoices/all).
 * The total is the number series' counter: numbers are gap-free and every number is an issued document.
 */
export async function listAllInvoices(page: { page: number; rowsPerPage: number }): Promise<{ data: StaffInvoiceView[]; total: number }> {
  const query = db().entities.customerInvoice.query.byNumber({ listed: "customer-invoices" }) as unknown as Run;
  const res = await listPage<Item>({
    run: ({ cursor, limit, attributes }) =>
      query.go({ cursor, limit, order: "desc", ...(attributes ? { attributes } : {}) }),
    keyAttributes: ["customerId", "invoiceKey", "listed"],
    page: page.page,
    rowsPerPage: page.rowsPerPage,
    total: { counter: { scope: GLOBAL_SCOPE, name: INVOICE_SEQUENCE } },
  });
  const ids = [...new Set(res.data.map((i) => i.customerId))];
  const customers = ids.length
    ? (await db().entities.customer.get(ids.map((customerId) => ({ customerId }))).go()).data
    : [];
  const names = new Map(customers.map((c) => [c.customerId, c.name]));
  return {
    data: res.data.map((i) => ({ ...toInvoiceView(i), customerName: names.get(i.customerId) ?? i.customerId })),
    total: res.total,
  };
}

/** One invoice of the customer (another customer's number is not found: 404). */
async function invoiceOf(customerId: string, number: number): Promise<Item> {
  const { data } = await db().entities.customerInvoice.get({ customerId, invoiceKey: invoiceKeyOf(number) }).go();
  if (!data) throw new AppError("NOT_FOUND", "errors.notFound");
  return data;
}

/**
 * An invoice's PDF or EHF with its file name, as written when it was issued. Read only here: rendering belongs to the
 * jobs (pdfkit is in no API function, stacks.test.ts), so a file not written (the issue stopped between its commit
 * and its files) is a 404 until `rewriteInvoiceFiles` (issue-invoice.ts) has run for it.
 */
export async function customerInvoiceFile(
  customerId: string,
  number: number,
  kind: "pdf" | "ehf",
): Promise<{ body: Uint8Array; contentType: string; fileName: string }> {
  const item = await invoiceOf(customerId, number);
  const stored = await getRecord(kind === "pdf" ? item.pdfKey : item.ehfKey);
  if (!stored) throw new AppError("NOT_FOUND", "errors.notFound");
  const fileName = `${item.language === "en" ? "invoice" : "faktura"}-${number}.${kind === "pdf" ? "pdf" : "xml"}`;
  return { ...stored, fileName };
}

/** The invoice as issued (the document its files are made from). */
export async function issuedInvoice(customerId: string, number: number): Promise<CustomerInvoice> {
  return JSON.parse((await invoiceOf(customerId, number)).document) as CustomerInvoice;
}
