import "@innfri/core/i18n/case-payments"; // registers the texts of the keys named here
import { z } from "@hono/zod-openapi";
import {
  CasePaymentList,
  CaseVoucherInput,
  CaseVoucherResult,
} from "@innfri/core/cases/operations/case-payments.schema";
import { t } from "@innfri/core/i18n/messages";
import { contentDisposition } from "@innfri/core/util/download";
import { commandActor } from "../../middleware/activity";
import { jsonBody, router } from "../../lib/openapi";
import { secured } from "../../lib/route";
import { IdempotencyHeaders, responses, startedOrFound } from "../../lib/schemas";
import { caseChange, caseRead } from "../cases/access";
import { idParam, tags } from "../cases/schemas";

/**
 * Payments, credit notes and corrections on a case (issue 11; docs/case-operations.md "Payments on a case"). The
 * command, the ledger and the settlement load on the first request that needs them (cold start).
 */
const payments = () => import("@innfri/core/cases/operations/case-payments");
const statement = () => import("@innfri/core/cases/operations/accounting-document");

export const casePaymentRoutes = router()
  .openapi(
    secured({
      ...caseChange,
      method: "post",
      path: "/{id}/vouchers",
      tags: tags.cases,
      summary:
        "Register a payment, credit note or correction on the case: a ledger voucher of the case's debtor, allocated fees, interest, then principal (credit notes and corrections: principal first), with the case's totals, event and (paid in full) its close, in one transaction. Above the case total: 422 on excess ('Payment exceeds the case total…') unless excess is distribute (the debtor's other active cases, oldest first) or delete (only up to the total). Idempotency-Key makes a repeat answer the first (200). Many payments on one case at once are accepted into the ledger first and applied in order (202 when still being applied)",
      request: { headers: IdempotencyHeaders, params: idParam, body: jsonBody(CaseVoucherInput) },
      responses: startedOrFound(CaseVoucherResult),
    }),
    async (c) => {
      const { id } = c.req.valid("param");
      const key = c.req.valid("header")["idempotency-key"];
      const body = c.req.valid("json");
      const { registerCaseVoucher } = await payments();
      const idem = key
        ? { key, scope: "case-vouchers", method: "POST", path: `/cases/${id}/vouchers`, body }
        : undefined;
      const { created, pending, result } = await registerCaseVoucher(
        c.get("customerId"),
        id,
        body,
        commandActor(c, 201),
        idem,
        c.get("lang"),
      );
      // 202: registered in the ledger, still being applied to the case behind other payments (case-payment-queue.ts)
      // 202: registered in the ledger, still being applied to the case behind other payments (case-payment-queue.ts);
      // (described in the summary: `startedOrFound`'s types take no third success status)
      return pending ? c.json(result, 202 as 201) : created ? c.json(result, 201) : c.json(result, 200);
    },
  )
  .openapi(
    secured({
      ...caseRead,
      method: "get",
      path: "/{id}/payments",
      tags: tags.cases,
      summary:
        "The case's payments, credit notes and corrections, oldest first, each with its allocation (fees, interest, principal) and the allocation in words (inkassoloven § 16), and the order in words; `pending`: payments registered in the ledger and still being applied to the case",
      request: { params: idParam },
      responses: responses(CasePaymentList),
    }),
    async (c) => {
      const lang = c.get("lang");
      const { casePayments, pendingPayments } = await payments();
      const [customerId, id] = [c.get("customerId"), c.req.valid("param").id];
      const [data, pending] = await Promise.all([casePayments(customerId, id, lang), pendingPayments(customerId, id)]);
      return c.json({ data, total: data.length, order: t(lang, "casePayments.order"), pending }, 200);
    },
  )
  .openapi(
    secured({
      ...caseRead,
      method: "get",
      path: "/{id}/accounting-document",
      tags: tags.cases,
      summary:
        "The case's accounting statement as CSV (UTF-8 with BOM, semicolons, DD.MM.YYYY, amounts 1234,50): claims, fees and interest (debit), payments with their allocation (credit), running balance; headers and file name in the caller's language",
      request: { params: idParam },
      responses: {
        200: { description: "CSV", content: { "text/csv": { schema: z.string() } } },
        404: responses(CasePaymentList)[404],
      },
    }),
    async (c) => {
      const { accountingDocument } = await statement();
      const { fileName, csv } = await accountingDocument(c.get("customerId"), c.req.valid("param").id, c.get("lang"));
      return c.body(csv, 200, {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": contentDisposition(fileName),
      }) as never;
    },
  );
