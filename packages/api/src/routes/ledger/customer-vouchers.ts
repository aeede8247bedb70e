import { z } from "@hono/zod-openapi";
import { searchVouchers } from "@innfri/core/ledger/search";
import { kid } from "@innfri/core/util/validation";
import { router } from "../../lib/openapi";
import { secured } from "../../lib/route";
import { responses } from "../../lib/schemas";
import { requireIntegration } from "./access";
import { idParam, listView, pagingFields, pagingOf, tags, VoucherList } from "./schemas";

const SearchQuery = z.object({
  ...pagingFields,
  number: z.string().trim().max(50, { error: "validation.tooLong" }).optional(),
  kid: z.preprocess((v) => (v === "" ? undefined : v), kid().optional()),
  debtorId: z.string().trim().max(100, { error: "validation.tooLong" }).optional(),
  type: z.coerce
    .number({ error: "validation.oneOf" })
    .int({ error: "validation.oneOf" })
    .min(1, { error: "validation.oneOf" })
    .max(12, { error: "validation.oneOf" })
    .optional(),
});

/**
 * GET /customers/{id}/vouchers (SPEC 7), the voucher-search page: mounted under /customers beside the customer
 * routes. The path's customer, read with the rights of the caller on it (another customer's id: 404), with the
 * integration on (else 404, as every ledger call).
 */
export const customerVouchers = router().openapi(
  secured({
    role: "customer:read",
    customer: { param: "id" },
    use: requireIntegration,
    method: "get",
    path: "/{id}/vouchers",
    tags: tags.vouchers,
    summary:
      "Voucher search: by number (invoice, credit note, sentence), by KID (the open items and the payments carrying it), payments by the number they name or a debtor's vouchers; type narrows. One of number, kid, debtorId is needed (422 on search)",
    request: { params: idParam, query: SearchQuery },
    responses: responses(VoucherList),
  }),
  async (c) => {
    const q = c.req.valid("query");
    const found = await searchVouchers(c.get("customerId"), {
      ...pagingOf(q),
      number: q.number || undefined,
      kid: q.kid,
      debtorId: q.debtorId || undefined,
      type: q.type,
    });
    return c.json(listView(found), 200);
  },
);
