import { PaymentInput, SplitInput } from "@innfri/core/ledger/ledger.schema";
import { splitPayment } from "@innfri/core/ledger/matching";
import { VOUCHER_TYPES } from "@innfri/core/ledger/voucher-rules";
import { jsonBody } from "../../lib/openapi";
import { secured } from "../../lib/route";
import { responses } from "../../lib/schemas";
import { commandActor } from "../../middleware/activity";
import { ledgerChange } from "./access";
import { idParam, Vouchers, voucherView } from "./schemas";
import { claim, voucherRoutes } from "./voucher-routes";

/**
 * /payments: the standard set and manual treatment, plus split (SPEC 7 payments/{id}/split). A payment that names
 * a KID or an invoice number is matched on its way in, in the transaction that writes it (docs/architecture.md
 * "One command, one transaction").
 */
export const payments = voucherRoutes({
  path: "payments",
  noun: "payment",
  types: [VOUCHER_TYPES.payment],
  group: "payments",
  schema: PaymentInput,
  defaultState: "unmatched",
  credit: true,
  toNew: (b) => ({
    ...claim(b),
    type: VOUCHER_TYPES.payment,
    kid: b.kid,
    invoiceNumber: b.invoiceNumber,
    reference: b.reference,
  }),
}).openapi(
  secured({
    ...ledgerChange,
    method: "post",
    path: "/{id}/split",
    tags: ["Vouchers: payments"],
    summary:
      'Split what is unapplied of a payment into parts that add up to it exactly ("Split amount error" on parts otherwise); each part is matched on its own KID or invoice number',
    request: { params: idParam, body: jsonBody(SplitInput) },
    responses: responses(Vouchers),
  }),
  async (c) => {
    const parts = c.req.valid("json").parts.map((p) => ({
      amountOre: p.amount,
      kid: p.kid,
      invoiceNumber: p.invoiceNumber,
      debtorId: p.debtorId,
    }));
    const made = await splitPayment(c.get("customerId"), c.req.valid("param").id, parts, commandActor(c, 200));
    return c.json({ data: made.map(voucherView) }, 200);
  },
);
