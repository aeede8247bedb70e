import { MoveInput } from "@innfri/core/ledger/ledger.schema";
import { moveVoucher } from "@innfri/core/ledger/vouchers";
import { jsonBody, router } from "../../lib/openapi";
import { secured } from "../../lib/route";
import { responses } from "../../lib/schemas";
import { commandActor } from "../../middleware/activity";
import { ledgerChange } from "./access";
import { idParam, tags, Voucher, voucherView } from "./schemas";

/** /vouchers/{id}/move: ledger movement between the claims and the payments, credit-note and correction pages. */
export const voucherMoves = router().openapi(
  secured({
    ...ledgerChange,
    method: "post",
    path: "/{id}/move",
    tags: tags.vouchers,
    summary:
      "Move a voucher to invoice, payment, creditNote or correction (SPEC 4) while nothing is applied to it; a numbered voucher moved to another kind of number gets a new id",
    request: { params: idParam, body: jsonBody(MoveInput) },
    responses: responses(Voucher),
  }),
  async (c) => {
    const { id } = c.req.valid("param");
    const v = await moveVoucher(c.get("customerId"), id, c.req.valid("json").to, commandActor(c, 200));
    return c.json(voucherView(v), 200);
  },
);
