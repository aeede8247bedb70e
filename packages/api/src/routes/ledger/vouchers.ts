import { createRoute, z } from "@hono/zod-openapi";
import { t } from "@innfri/core/i18n/messages";
import {
  ApplyInput,
  batchOf,
  ChargeInput,
  CorrectionInput,
  CreditNoteInput,
  InvoiceInput,
  MoveInput,
  PaymentInput,
  SentenceInput,
  SplitInput,
  VoucherUpdateInput,
} from "@innfri/core/ledger/ledger.schema";
import { listOfTypes } from "@innfri/core/ledger/lists";
import { getVoucherItem } from "@innfri/core/ledger/store";
import {
  INVOICE_TYPES,
  numberKindOf,
  VOUCHER_TYPE_OF_INVOICE_TYPE,
  VOUCHER_TYPES,
  type Group,
  type InvoiceType,
  type ListState,
  type VoucherType,
} from "@innfri/core/ledger/voucher-rules";
import * as Vouchers from "@innfri/core/ledger/vouchers";
import { AppError, type FieldErrors } from "@innfri/core/util/error";
import { jsonBody, router } from "../../lib/openapi";
import { responses } from "../../lib/schemas";
import { requireActor } from "../../middleware/actor";
import {
  IdempotencyHeaders,
  idParam,
  ledgerOf,
  listView,
  optionalDate,
  pagingFields,
  pagingOf,
  security,
  tags,
  Voucher,
  VoucherList,
  VoucherMessage,
  Vouchers as VoucherArray,
  voucherView,
} from "./schemas";

const STATES = ["open", "closed", "unmatched", "matched", "deleted"] as const;

/** One voucher resource of the API: which voucher types it holds, their page group and how a body becomes one. */
interface Resource<S extends z.ZodType> {
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

type Actor = { userId: string };

/**
 * The voucher an earlier request with the same Idempotency-Key made: a numbered voucher's id is its number, so a
 * repeat meets it as "already exists"; it is the same request when the voucher carries this key and this request's
 * fingerprint, and was made by the same user. The key with another request (another body) is a 422 that says so;
 * a voucher made without this key keeps the "already exists" answer.
 */
async function repeatOf(customerId: string, input: Vouchers.NewVoucher, actor: Actor) {
  const first = await getVoucherItem(customerId, Vouchers.voucherIdFor(input));
  if (!first || !input.request) return null;
  if (Vouchers.otherRequest(first, input.request)) throw Vouchers.keyReused();
  const same =
    first.requestKey === input.request.key &&
    first.requestHash === input.request.hash &&
    first.createdBy === actor.userId;
  return same ? first : null;
}

const numbered = (v: Vouchers.NewVoucher) => !!numberKindOf(v.type) && !!v.number;
/**
 * A voucher of a request with an Idempotency-Key carries the key and the request's fingerprint (`request`: the
 * method, path and validated body, so "1 000" and 1000 are the same request); an unnumbered one also gets its id
 * from the key (core `voucherIdFor`).
 */
const withKey = (
  v: Vouchers.NewVoucher,
  key: string | undefined,
  scope: string,
  fingerprint: { method: string; path: string; body: unknown },
): Vouchers.NewVoucher =>
  key
    ? {
        ...v,
        ...(numbered(v) ? {} : { externalId: `idem:${scope}:${key}` }),
        request: Vouchers.idempotentRequest(scope, key, fingerprint.method, fingerprint.path, fingerprint.body),
      }
    : v;

async function createOne(customerId: string, input: Vouchers.NewVoucher, actor: Actor, key: string | undefined) {
  try {
    return await Vouchers.createVoucher(customerId, input, actor);
  } catch (err) {
    if (key && numbered(input) && err instanceof AppError && err.code === "VALIDATION") {
      const first = await repeatOf(customerId, input, actor);
      if (first) return first;
    }
    throw err;
  }
}

async function createBatch(customerId: string, inputs: Vouchers.NewVoucher[], actor: Actor, key: string | undefined) {
  if (key) {
    // the key of an earlier batch with another body: refused before anything is written
    const firsts = await Promise.all(inputs.map((i) => getVoucherItem(customerId, Vouchers.voucherIdFor(i))));
    if (firsts.some((f, n) => f && Vouchers.otherRequest(f, inputs[n]!.request))) throw Vouchers.keyReused();
  }
  try {
    return await Vouchers.createVouchers(customerId, inputs, actor);
  } catch (err) {
    if (key && err instanceof AppError && err.code === "VALIDATION") {
      const firsts = await Promise.all(inputs.map((i) => (numbered(i) ? repeatOf(customerId, i, actor) : null)));
      if (inputs.every((i, n) => !numbered(i) || firsts[n])) {
        // every numbered item is this request's own: the first run went through; finish any that did not
        const out = [];
        for (const [n, i] of inputs.entries())
          out.push(firsts[n] ?? (await Vouchers.createVoucher(customerId, i, actor)));
        return out;
      }
    }
    throw err;
  }
}

/**
 * The standard set of a voucher resource (docs/ledger.md): list by state, create (one, or a batch that is
 * refused whole when a number is taken), read, change (one or a batch), delete to the deleted list, restore,
 * and for credits manual application. Ids of another resource's vouchers (an invoice under /payments) are 404.
 */
export function voucherRoutes<S extends z.ZodType>(r: Resource<S>) {
  const tag = [`Vouchers: ${r.path}`];
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
      createRoute({
        method: "get",
        path: "/",
        tags: tag,
        security,
        summary: `The ${r.noun} list of a state (default ${r.defaultState}; deleted: the deleted list), newest first by voucher date (open claims: oldest due date first); from/to filter on that date`,
        middleware: [requireActor] as const,
        request: { query: ListQuery },
        responses: responses(VoucherList),
      }),
      async (c) => {
        const customerId = await ledgerOf(c.get("actor"));
        const q = c.req.valid("query");
        const state = q.state ?? r.defaultState;
        // open claims by due date, oldest first (as the ledger page); every other list newest first
        const byDue = r.group === "claims" && state === "open";
        const page = await listOfTypes(customerId, r.group, r.types, state, {
          ...pagingOf(q, !byDue),
          from: q.from,
          to: q.to,
        });
        return c.json(listView(page), 200);
      },
    )
    .openapi(
      createRoute({
        method: "post",
        path: "/",
        tags: tag,
        security,
        summary: `Register a ${r.noun} (Idempotency-Key makes a repeat answer the first result)`,
        middleware: [requireActor] as const,
        request: { headers: IdempotencyHeaders, body: jsonBody(body) },
        responses: responses(Voucher, "Created", 201),
      }),
      async (c) => {
        const actor = c.get("actor");
        const customerId = await ledgerOf(actor, true);
        const key = c.req.valid("header")["idempotency-key"];
        const json = c.req.valid("json") as z.output<S>;
        const input = withKey(r.toNew(json), key, scope, { method: "POST", path: `/${scope}`, body: json });
        return c.json(voucherView(await createOne(customerId, input, actor, key)), 201);
      },
    )
    .openapi(
      createRoute({
        method: "post",
        path: "/batch",
        tags: tag,
        security,
        summary: `Register up to 100 ${r.noun}s: all or none (a taken number refuses the batch: 422 on items.N.number)`,
        middleware: [requireActor] as const,
        request: { headers: IdempotencyHeaders, body: jsonBody(batchOf(body)) },
        responses: responses(VoucherArray, "Created", 201),
      }),
      async (c) => {
        const actor = c.get("actor");
        const customerId = await ledgerOf(actor, true);
        const key = c.req.valid("header")["idempotency-key"];
        const { items } = c.req.valid("json") as { items: z.output<S>[] };
        const fingerprint = { method: "POST", path: `/${scope}/batch`, body: items };
        const inputs = items.map((b, n) => withKey(r.toNew(b), key && `${key}:${n}`, scope, fingerprint));
        const made = await createBatch(customerId, inputs, actor, key);
        return c.json({ data: made.map(voucherView) }, 201);
      },
    )
    .openapi(
      createRoute({
        method: "put",
        path: "/batch",
        tags: tag,
        security,
        summary: `Change up to 100 ${r.noun}s; all are checked first (422 on items.N.id, items.N.amount), then changed in order`,
        middleware: [requireActor] as const,
        request: { body: jsonBody(batchOf(UpdateItem)) },
        responses: responses(VoucherArray),
      }),
      async (c) => {
        const actor = c.get("actor");
        const customerId = await ledgerOf(actor, true);
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
        const out = [];
        for (const { id, ...change } of items)
          out.push(await Vouchers.updateVoucher(customerId, id, r.group, change, actor));
        return c.json({ data: out.map(voucherView) }, 200);
      },
    )
    .openapi(
      createRoute({
        method: "get",
        path: "/{id}",
        tags: tag,
        security,
        summary: `A ${r.noun}`,
        middleware: [requireActor] as const,
        request: { params: idParam },
        responses: responses(Voucher),
      }),
      async (c) => {
        const customerId = await ledgerOf(c.get("actor"));
        return c.json(voucherView(await own(customerId, c.req.valid("param").id)), 200);
      },
    )
    .openapi(
      createRoute({
        method: "put",
        path: "/{id}",
        tags: tag,
        security,
        summary: `Change a ${r.noun}'s dates, KID and texts; its amount only while nothing is applied to it`,
        middleware: [requireActor] as const,
        request: { params: idParam, body: jsonBody(VoucherUpdateInput) },
        responses: responses(Voucher),
      }),
      async (c) => {
        const actor = c.get("actor");
        const customerId = await ledgerOf(actor, true);
        const { id } = c.req.valid("param");
        await own(customerId, id);
        return c.json(
          voucherView(await Vouchers.updateVoucher(customerId, id, r.group, c.req.valid("json"), actor)),
          200,
        );
      },
    )
    .openapi(
      createRoute({
        method: "delete",
        path: "/{id}",
        tags: tag,
        security,
        summary: `Delete a ${r.noun} to the deleted list; what it paid or was paid by is undone`,
        middleware: [requireActor] as const,
        request: { params: idParam },
        responses: responses(VoucherMessage),
      }),
      async (c) => {
        const actor = c.get("actor");
        const customerId = await ledgerOf(actor, true);
        const { id } = c.req.valid("param");
        await own(customerId, id);
        const v = await Vouchers.deleteVoucher(customerId, id, r.group, actor);
        return c.json({ message: t(c.get("lang"), "ledger.deleted"), data: voucherView(v) }, 200);
      },
    )
    .openapi(
      createRoute({
        method: "put",
        path: "/{id}/restore",
        tags: tag,
        security,
        summary: `Restore a deleted ${r.noun} with its full amount (a credit is matched again)`,
        middleware: [requireActor] as const,
        request: { params: idParam },
        responses: responses(VoucherMessage),
      }),
      async (c) => {
        const actor = c.get("actor");
        const customerId = await ledgerOf(actor, true);
        const { id } = c.req.valid("param");
        await own(customerId, id);
        const v = await Vouchers.restoreVoucher(customerId, id, r.group, actor);
        return c.json({ message: t(c.get("lang"), "ledger.restored"), data: voucherView(v) }, 200);
      },
    );

  if (!r.credit) return routes;
  return routes.openapi(
    createRoute({
      method: "post",
      path: "/{id}/apply",
      tags: tag,
      security,
      summary: `Manual treatment: apply the ${r.noun} to open items of its debtor (amounts in NOK as typed)`,
      middleware: [requireActor] as const,
      request: { params: idParam, body: jsonBody(ApplyInput) },
      responses: responses(Voucher),
    }),
    async (c) => {
      const actor = c.get("actor");
      const customerId = await ledgerOf(actor, true);
      const { id } = c.req.valid("param");
      await own(customerId, id);
      const allocations = c.req.valid("json").allocations.map((a) => ({ voucherId: a.voucherId, amountOre: a.amount }));
      return c.json(voucherView(await Vouchers.applyCredit(customerId, id, allocations, actor)), 200);
    },
  );
}

const claim = (b: {
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

const INVOICE_LIKE = Object.values(INVOICE_TYPES).map((t) => VOUCHER_TYPE_OF_INVOICE_TYPE[t]);

export const invoices = voucherRoutes({
  path: "invoices",
  noun: "invoice",
  types: INVOICE_LIKE,
  group: "claims",
  schema: InvoiceInput,
  defaultState: "open",
  toNew: (b) => ({
    ...claim(b),
    type: VOUCHER_TYPE_OF_INVOICE_TYPE[b.invoiceType as InvoiceType],
    invoiceType: b.invoiceType as InvoiceType,
    number: b.number,
    dueDate: b.dueDate,
    kid: b.kid,
    reference: b.reference,
    currency: b.currency,
  }),
});

export const lateFees = voucherRoutes({
  path: "late-fees",
  noun: "late fee",
  types: [VOUCHER_TYPES.lateFee],
  group: "claims",
  schema: ChargeInput,
  defaultState: "open",
  toNew: (b) => ({ ...claim(b), type: VOUCHER_TYPES.lateFee, dueDate: b.dueDate, invoiceNumber: b.invoiceNumber }),
});

export const interestCalculations = voucherRoutes({
  path: "interest-calculations",
  noun: "interest calculation",
  types: [VOUCHER_TYPES.interestCalculation],
  group: "claims",
  schema: ChargeInput,
  defaultState: "open",
  toNew: (b) => ({
    ...claim(b),
    type: VOUCHER_TYPES.interestCalculation,
    dueDate: b.dueDate,
    invoiceNumber: b.invoiceNumber,
  }),
});

export const sentences = voucherRoutes({
  path: "sentences",
  noun: "sentence",
  types: [VOUCHER_TYPES.sentence],
  group: "claims",
  schema: SentenceInput,
  defaultState: "open",
  toNew: (b) => ({
    ...claim(b),
    type: VOUCHER_TYPES.sentence,
    number: b.number,
    dueDate: b.dueDate,
    judgmentDate: b.voucherDate,
    interestTotalOre: b.interestTotal,
  }),
});

export const creditNotes = voucherRoutes({
  path: "credit-notes",
  noun: "credit note",
  types: [VOUCHER_TYPES.creditNote],
  group: "creditNotes",
  schema: CreditNoteInput,
  defaultState: "unmatched",
  credit: true,
  toNew: (b) => ({ ...claim(b), type: VOUCHER_TYPES.creditNote, number: b.number, invoiceNumber: b.invoiceNumber }),
});

export const corrections = voucherRoutes({
  path: "corrections",
  noun: "correction",
  types: [VOUCHER_TYPES.correction],
  group: "corrections",
  schema: CorrectionInput,
  defaultState: "unmatched",
  credit: true,
  toNew: (b) => ({ ...claim(b), type: VOUCHER_TYPES.correction, side: b.side, invoiceNumber: b.invoiceNumber }),
});

/** Payments: the standard set and manual treatment, plus split (SPEC 7 payments/{id}/split). */
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
  createRoute({
    method: "post",
    path: "/{id}/split",
    tags: ["Vouchers: payments"],
    security,
    summary:
      'Split what is unapplied of a payment into parts that add up to it exactly ("Split amount error" on parts otherwise); each part is matched on its own KID or invoice number',
    middleware: [requireActor] as const,
    request: { params: idParam, body: jsonBody(SplitInput) },
    responses: responses(VoucherArray),
  }),
  async (c) => {
    const actor = c.get("actor");
    const customerId = await ledgerOf(actor, true);
    const { id } = c.req.valid("param");
    const parts = c.req.valid("json").parts.map((p) => ({
      amountOre: p.amount,
      kid: p.kid,
      invoiceNumber: p.invoiceNumber,
      debtorId: p.debtorId,
    }));
    return c.json({ data: (await Vouchers.splitPayment(customerId, id, parts, actor)).map(voucherView) }, 200);
  },
);

/** POST /vouchers/{id}/move: ledger movement between the claims and the payments, credit-note and correction pages. */
export const voucherMoves = router().openapi(
  createRoute({
    method: "post",
    path: "/{id}/move",
    tags: tags.vouchers,
    security,
    summary:
      "Move a voucher to invoice, payment, creditNote or correction (SPEC 4) while nothing is applied to it; a numbered voucher moved to another kind of number gets a new id",
    middleware: [requireActor] as const,
    request: { params: idParam, body: jsonBody(MoveInput) },
    responses: responses(Voucher),
  }),
  async (c) => {
    const actor = c.get("actor");
    const customerId = await ledgerOf(actor, true);
    const { id } = c.req.valid("param");
    return c.json(voucherView(await Vouchers.moveVoucher(customerId, id, c.req.valid("json").to, actor)), 200);
  },
);
