import { z } from "@hono/zod-openapi";
import { customerInvoiceFile, listAllInvoices, listCustomerInvoices } from "@innfri/core/billing/invoices/invoice-store";
import { CustomerInvoiceView, StaffInvoiceView } from "@innfri/core/billing/invoices/invoice.schema";
import { contentDisposition } from "@innfri/core/util/download";
import { router } from "../../lib/openapi";
import { secured } from "../../lib/route";
import { listOf, responses } from "../../lib/schemas";

/**
 * /customer-invoices: our invoices to a customer (core billing/invoices, docs/billing-invoices.md), the list and each
 * one's PDF and EHF. Who: SPEC 6 «Settings plan tab: admin, superadmin, owner, or a permission whose
 * customerPermissions entry grants viewPlan» (`customer:viewPlan`); the customer is named in the query, so staff
 * read any customer's without loading it. Issuing is core's `issueInvoice` (the billing run), not a route. Payments
 * (an admin's, and our bank's OCR file) are customer-invoice-payments.ts.
 */
const tags = ["customer-invoices"];
const access = { role: "customer:viewPlan", customer: { query: "customerId" } } as const;
const customerId = z.string({ error: "validation.required" }).min(1, { error: "validation.required" }).max(64);
export const number = z.object({
  id: z.coerce.number({ error: "validation.number" }).int({ error: "validation.number" }).min(1).max(999_999_999),
});
const binary = (type: string) => ({ content: { [type]: { schema: z.string().openapi({ format: "binary" }) } } });

const InvoiceList = listOf(CustomerInvoiceView).openapi("CustomerInvoiceList");
const pageQuery = {
  page: z.coerce.number({ error: "validation.number" }).int().min(1).max(1000).default(1),
  rowsPerPage: z.coerce.number({ error: "validation.number" }).int().min(1).max(100).default(25),
};

const file = (kind: "pdf" | "ehf", type: string, summary: string) =>
  secured({
    ...access,
    method: "get",
    path: `/{id}/${kind}`,
    tags,
    summary,
    request: { params: number, query: z.object({ customerId }) },
    responses: { ...responses(InvoiceList), 200: { description: summary, ...binary(type) } },
  });

const headers = (f: { contentType: string; fileName: string }) => ({
  "Content-Type": f.contentType,
  "Content-Disposition": contentDisposition(f.fileName),
  "Cache-Control": "private, no-store",
});

export const customerInvoices = router()
  .openapi(
    secured({
      ...access,
      method: "get",
      path: "/",
      tags,
      summary: "A customer's invoices from us, newest first (page, rowsPerPage)",
      request: {
        query: z.object({ customerId, ...pageQuery }),
      },
      responses: responses(InvoiceList),
    }),
    async (c) => {
      const q = c.req.valid("query");
      return c.json(await listCustomerInvoices(c.get("customerId"), q), 200);
    },
  )
  .openapi(
    secured({
      role: "admin",
      method: "get",
      path: "/all",
      tags,
      summary: "Admin: every invoice of ours, newest first, with its customer's name (page, rowsPerPage)",
      request: { query: z.object(pageQuery) },
      responses: responses(listOf(StaffInvoiceView).openapi("StaffCustomerInvoiceList")),
    }),
    async (c) => c.json(await listAllInvoices(c.req.valid("query")), 200),
  )
  .openapi(file("pdf", "application/pdf", "An invoice's PDF (faktura-<number>.pdf)"), async (c) => {
    const f = await customerInvoiceFile(c.get("customerId"), c.req.valid("param").id, "pdf");
    return c.body(f.body as Uint8Array<ArrayBuffer>, 200, headers(f)) as never;
  })
  .openapi(file("ehf", "application/xml", "An invoice's EHF / Peppol BIS Billing 3.0 XML"), async (c) => {
    const f = await customerInvoiceFile(c.get("customerId"), c.req.valid("param").id, "ehf");
    return c.body(f.body as Uint8Array<ArrayBuffer>, 200, headers(f)) as never;
  });
