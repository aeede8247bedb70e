import "@innfri/core/i18n/billing-run"; // registers the texts of the keys named here
import { z } from "@hono/zod-openapi";
import { bodyLimit } from "hono/body-limit";
import { InvoicePaymentInput, recordInvoicePayment } from "@innfri/core/billing/invoices/invoice-payments";
import { OCR_MAX_BYTES } from "@innfri/core/billing/invoices/invoice-ocr-rules";
import { CustomerInvoiceView, OcrFileAnswer } from "@innfri/core/billing/invoices/invoice.schema";
import { t } from "@innfri/core/i18n/messages";
import { AppError } from "@innfri/core/util/error";
import { jsonBody, router } from "../../lib/openapi";
import { secured } from "../../lib/route";
import { IdempotencyHeaders, responses, startedOrFound } from "../../lib/schemas";
import { number } from "./customer-invoices";

/**
 * Payments of our invoices (issue 19; core billing/invoices/invoice-payments.ts, docs/billing.md "Payments of our
 * invoices, and overdue"), by an admin: one entered by hand (safe to repeat with an Idempotency-Key), or our bank's
 * OCR giro file, each transaction naming one of our invoices' KIDs recorded the same way, keyed by its identity.
 */
const tags = ["customer-invoices"];

/** Refused from its Content-Length before it is read (as POST /imports), or as soon as it passes the limit. */
const ocrSizeLimit = bodyLimit({
  maxSize: OCR_MAX_BYTES,
  onError: () => {
    const params = { max: OCR_MAX_BYTES / 1024 };
    throw new AppError(
      "VALIDATION",
      "customerInvoices.ocr.tooLarge",
      params,
      { file: ["customerInvoices.ocr.tooLarge"] },
      { file: params },
    );
  },
});

export const customerInvoicePayments = router()
  .openapi(
    secured({
      role: "admin",
      method: "post",
      path: "/{id}/payments",
      tags,
      summary:
        "Admin: a payment of the invoice naming its KID (422 for another KID or more than is left). Idempotency-Key makes a repeat answer the first (200)",
      request: { headers: IdempotencyHeaders, params: number, body: jsonBody(InvoicePaymentInput) },
      responses: startedOrFound(CustomerInvoiceView),
    }),
    async (c) => {
      const { id } = c.req.valid("param");
      const body = c.req.valid("json");
      const key = c.req.valid("header")["idempotency-key"];
      const path = `/customer-invoices/${id}/payments`;
      const res = await recordInvoicePayment(id, body, {
        userId: c.get("actor").userId,
        ...(key ? { request: { key, method: "POST", path, body } } : {}),
      });
      return res.created ? c.json(res.invoice, 201) : c.json(res.invoice, 200);
    },
  )
  .openapi(
    secured({
      role: "admin",
      use: [ocrSizeLimit],
      method: "post",
      path: "/ocr-payments",
      tags,
      summary:
        "Admin: our bank's OCR giro file (the raw bytes, application/octet-stream, at most 64 kB): each transaction naming one of our invoices' KIDs is recorded as its payment; the same file again records nothing twice. Answers what became of each transaction; 422 for a file that is not OCR",
      request: {
        body: {
          required: true,
          content: { "application/octet-stream": { schema: z.string().openapi({ type: "string", format: "binary" }) } },
        },
      },
      responses: responses(OcrFileAnswer),
    }),
    async (c) => {
      const bytes = new Uint8Array(await c.req.arrayBuffer());
      // loaded on first use: the OCR parser stays out of the accounts function's cold start (stacks.test.ts)
      const { recordOcrFile } = await import("@innfri/core/billing/invoices/invoice-ocr");
      const res = await recordOcrFile(bytes, { userId: c.get("actor").userId });
      const lang = c.get("lang");
      const count = (o: string) => res.transactions.filter((x) => x.outcome === o).length;
      const message = t(lang, "customerInvoices.ocr.read", {
        recorded: count("matched") + count("overpaying"),
        already: count("alreadyRecorded"),
        unknown: count("unknownKid"),
        over: count("overpaying"),
        rejected: count("rejected"),
      });
      const transactions = res.transactions.map(({ message: m, ...x }) => ({
        ...x,
        ...(m ? { message: t(lang, m) } : {}),
      }));
      return c.json({ message, transactions, totals: res.totals }, 200);
    },
  );
