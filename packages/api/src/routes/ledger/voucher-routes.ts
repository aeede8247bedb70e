import "@innfri/core/i18n/ledger"; // registers the texts of the keys named here
import { z } from "@hono/zod-openapi";
import { t } from "@innfri/core/i18n/messages";
import { ApplyInput, batchOf, VoucherUpdateInput } from "@innfri/core/ledger/ledger.schema";
import { listOfTypes } from "@innfri/core/ledger/lists";
import { applyCredit } from "@innfri/core/ledger/matching";
import { getVoucherItem } from "@innfri/core/ledger/store";
import type { Group, ListState, VoucherType } from "@innfri/core/ledger/voucher-rules";
import * as Vouchers from "@innfri/core/ledger/vouchers";
import { AppError, type FieldErrors } from "@innfri/core/util/error";
import { jsonBody, router } from "../../lib/openapi";
import { secured } from "../../lib/route";
import { IdempotencyHeaders, responses } from "../../lib/schemas";
import { commandActor } from "../../middleware/activity";
import { ledgerChange, ledgerRead } from "./access";
import {
  idParam,
  listView,
  optionalDate,
  pagingFields,
  pagingOf,
  Voucher,
  VoucherList,
  VoucherMessage,
  Vouchers as VoucherArray,
  voucherView,
} from "./schemas";

const STATES = ["open", "closed", "unmatched", "matched", "deleted"] as const;

/** One voucher resource of the API: which voucher types it holds, their page group and how a body becomes one. */
export interface VoucherResource<S extends z.ZodType> {
  /** The path under /v1, e.g. "invoices" (also the scope of its Idempotency-Keys). */
  path: string;
  /** For the summaries: "invoice", "late fee" … */
  noun: string;
  types: readonly VoucherType[];
  group: Group;
  schema: S;
  toNew: (body: z.output<S>) => Vouchers.NewVoucher;
  defaultState: ListState;
  /** Credits can be applied to open items by hand (manual treatment). */
  credit?: boolean;
}

/** A body field of a claim (amount in øre, as the schema's `amount()` parsed it) as a new voucher's fields. */
export const claim = (b: {
  debtorId?: string;
  debtor?: Vouchers.NewVoucher["debtor"];
  voucherDate: string;
  amount: number;
  description?: string;
}) => ({
  debtorId: b.debtorId,
  debtor: b.debtor,
  voucherDate: b.voucherDate,
  amountOre: b.amount,
  description: b.description,
});

/**
 * The standard set of a voucher resource (docs/ledger.md), mounted at `/<path>`: list by state, create (one, or a
 * batch that is refused whole when a number is taken), read, change (one or a batch), delete to the deleted list,
 * restore, and for credits manual application. Ids of another resource's vouchers (an invoice under /payments) are
 * 404. Reads need `customer:read`, changes `customer:change`, both with the integration on (access.ts).
 */
export function voucherRoutes<S extends z.ZodType>(r: VoucherResource<S>) {
  const tags = [`Vouchers: ${r.path}`];
  const scope = r.path;

  /** The voucher, if it is one of this resource's (else 404, like another customer's id). */
  const own = async (customerId: string, id: string) => {
    const v = await Vouchers.getVoucher(customerId, id, r.group);
    if (!r.types.includes(v.type as VoucherType)) throw new AppError("NOT_FOUND", "errors.notFound");
    return v;
  };

  const ListQuery = z.object({
    ...pagingFields,
    state: z.enum(STATES, { error: "validation.oneOf" }).optional(),
    from: optionalDate(),
    to: optionalDate(),
  });
  // The body's type is the resource's; to the router it is any zod schema (generic bodies defeat its inference).
  const body: z.ZodType = r.schema;
  const UpdateItem = VoucherUpdateInput.extend({
    id: z.string().trim().min(1, { error: "validation.required" }).max(100, { error: "validation.tooLong" }),
  });

  const routes = router()
    .openapi(
      secured({
        ...ledgerRead,
        method: "get",
        path: "/",
        tags,
        summary: `The ${r.noun} list of a state (default ${r.defaultState}; deleted: the deleted list), newest first by voucher date (open claims: oldest due date first); from/to filter on that date`,
        request: { query: ListQuery },
        responses: responses(VoucherList),
      }),
      async (c) => {
        const q = c.req.valid("query");
        const state = q.state ?? r.defaultState;
        // open claims by due date, oldest first (as the ledger page); every other list newest first
        const byDue = r.group === "claims" && state === "open";
        const page = await listOfTypes(c.get("customerId"), r.group, r.types, state, {
          ...pagingOf(q, !byDue),
          from: q.from,
          to: q.to,
        });
        return c.json(listView(page), 200);
      },
    )
    .openapi(
      secured({
        ...ledgerChange,
        method: "post",
        path: "/",
        tags,
        summary: `Register a ${r.noun} (Idempotency-Key makes a repeat answer the first result)`,
        request: { headers: IdempotencyHeaders, body: jsonBody(body) },
        responses: responses(Voucher, "Created", 201),
      }),
      async (c) => {
        const key = c.req.valid("header")["idempotency-key"];
        const json = c.req.valid("json") as z.output<S>;
        const input = Vouchers.withKey(r.toNew(json), key, { scope, method: "POST", path: `/${scope}`, body: json });
        const v = await Vouchers.createVoucher(c.get("customerId"), input, commandActor(c, 201));
        return c.json(voucherView(v), 201);
      },
    )
    .openapi(
      secured({
        ...ledgerChange,
        method: "post",
        path: "/batch",
        tags,
        summary: `Register up to 100 ${r.noun}s: all or none (a taken number refuses the batch: 422 on items.N.number)`,
        request: { headers: IdempotencyHeaders, body: jsonBody(batchOf(body)) },
        responses: responses(VoucherArray, "Created", 201),
      }),
      async (c) => {
        const key = c.req.valid("header")["idempotency-key"];
        const { items } = c.req.valid("json") as { items: z.output<S>[] };
        const request = { scope, method: "POST", path: `/${scope}/batch`, body: items };
        const inputs = items.map((b, n) => Vouchers.withKey(r.toNew(b), key && `${key}:${n}`, request));
        const made = await Vouchers.createVouchers(c.get("customerId"), inputs, commandActor(c, 201));
        return c.json({ data: made.map(voucherView) }, 201);
      },
    )
    .openapi(
      secured({
        ...ledgerChange,
        method: "put",
        path: "/batch",
        tags,
        summary: `Change up to 100 ${r.noun}s; all are checked first (422 on items.N.id, items.N.amount), then changed in order`,
        request: { body: jsonBody(batchOf(UpdateItem)) },
        responses: responses(VoucherArray),
      }),
      async (c) => {
        const customerId = c.get("customerId");
        const { items } = c.req.valid("json");
        const fields: FieldErrors = {};
        await Promise.all(
          items.map(async (item, n) => {
            const v = await getVoucherItem(customerId, item.id);
            if (!v || v.deletedAt || !r.types.includes(v.type as VoucherType))
              fields[`items.${n}.id`] = ["errors.notFound"];
            else if (item.amount !== undefined && item.amount !== v.amountOre && v.allocations.length > 0)
              fields[`items.${n}.amount`] = ["ledger.amountLocked"];
          }),
        );
        if (Object.keys(fields).length) throw new AppError("VALIDATION", "validation.invalid", {}, fields);
        const actor = commandActor(c, 200);
        const out = [];
        for (const { id, ...change } of items)
          out.push(await Vouchers.updateVoucher(customerId, id, r.group, change, actor));
        return c.json({ data: out.map(voucherView) }, 200);
      },
    )
    .openapi(
      secured({
        ...ledgerRead,
        method: "get",
        path: "/{id}",
        tags,
        summary: `A ${r.noun}`,
        request: { params: idParam },
        responses: responses(Voucher),
      }),
      async (c) => c.json(voucherView(await own(c.get("customerId"), c.req.valid("param").id)), 200),
    )
    .openapi(
      secured({
        ...ledgerChange,
        method: "put",
        path: "/{id}",
        tags,
        summary: `Change a ${r.noun}'s dates, KID and texts; its amount only while nothing is applied to it`,
        request: { params: idParam, body: jsonBody(VoucherUpdateInput) },
        responses: responses(Voucher),
      }),
      async (c) => {
        const customerId = c.get("customerId");
        const { id } = c.req.valid("param");
        await own(customerId, id);
        const v = await Vouchers.updateVoucher(customerId, id, r.group, c.req.valid("json"), commandActor(c, 200));
        return c.json(voucherView(v), 200);
      },
    )
    .openapi(
      secured({
        ...ledgerChange,
        method: "delete",
        path: "/{id}",
        tags,
        summary: `Delete a ${r.noun} to the deleted list; what it paid or was paid by is undone`,
        request: { params: idParam },
        responses: responses(VoucherMessage),
      }),
      async (c) => {
        const customerId = c.get("customerId");
        const { id } = c.req.valid("param");
        await own(customerId, id);
        const v = await Vouchers.deleteVoucher(customerId, id, r.group, commandActor(c, 200));
        return c.json({ message: t(c.get("lang"), "ledger.deleted"), data: voucherView(v) }, 200);
      },
    )
    .openapi(
      secured({
        ...ledgerChange,
        method: "put",
        path: "/{id}/restore",
        tags,
        summary: `Restore a deleted ${r.noun} with its full amount (a credit is matched again)`,
        request: { params: idParam },
        responses: responses(VoucherMessage),
      }),
      async (c) => {
        const customerId = c.get("customerId");
        const { id } = c.req.valid("param");
        await own(customerId, id);
        const v = await Vouchers.restoreVoucher(customerId, id, r.group, commandActor(c, 200));
        return c.json({ message: t(c.get("lang"), "ledger.restored"), data: voucherView(v) }, 200);
      },
    );

  if (!r.credit) return routes;
  return routes.openapi(
    secured({
      ...ledgerChange,
      method: "post",
      path: "/{id}/apply",
      tags,
      summary: `Manual treatment: apply the ${r.noun} to open items of its debtor (amounts in NOK as typed)`,
      request: { params: idParam, body: jsonBody(ApplyInput) },
      responses: responses(Voucher),
    }),
    async (c) => {
      const customerId = c.get("customerId");
      const { id } = c.req.valid("param");
      await own(customerId, id);
      const allocations = c.req.valid("json").allocations.map((a) => ({ voucherId: a.voucherId, amountOre: a.amount }));
      return c.json(voucherView(await applyCredit(customerId, id, allocations, commandActor(c, 200))), 200);
    },
  );
}
