import "../../i18n/billing-run"; // registers the texts of the keys named here
import { ulid } from "ulid";
import { z } from "zod";
import { Clock } from "../../clock";
import { db } from "../../dynamo/db";
import { committed } from "../../dynamo/transaction";
import { AppError, fieldError } from "../../util/error";
import { fieldErrorsFrom } from "../../util/field-errors";
import { firstOf, idempotentRequest } from "../../command/idempotency";
import { invoiceKeyOf } from "./invoice-keys";
import { splitPayment } from "./invoice-ocr-rules";
import { toInvoiceView } from "./invoice-store";
import { MAX_INVOICE_TOTAL_ORE, paymentStatusOf, type CustomerInvoiceView } from "./invoice.schema";
import "./invoice.entity"; // registers the entities named here
import { retrying } from "../../command/retrying";

/**
 * Payments of our invoices to customers (issue 19; docs/billing.md "The billing run"). A payment names the invoice's
 * KID (our KID agreement, invoice-figures.ts: the number and a MOD10 digit), as an OCR giro transaction does; staff
 * enter one by hand (POST /v1/customer-invoices/{id}/payments, with an Idempotency-Key) or our bank's OCR file is read
 * (invoice-ocr.ts, each transaction keyed by its identity in the file). Each payment is
 * a record of its own, written with the invoice's `paidOre` moved by ADD in one transaction, conditioned on the
 * invoice not being paid beyond its total (two payments at once cannot overpay it). An invoice whose due date has
 * passed with something unpaid is overdue: `hasOverdueInvoice` blocks the customer's purchases until it is paid (purchase.ts).
 * The payment that pays a referred customer's first invoice in full carries its referrer's reward (referrals.ts).
 */

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: "validation.date" });

export const InvoicePaymentInput = z.object({
  amountOre: z
    .number({ error: "validation.number" })
    .int({ error: "customerInvoices.amountRange" })
    .min(1, { error: "customerInvoices.amountRange" })
    .max(MAX_INVOICE_TOTAL_ORE, { error: "customerInvoices.amountRange" }),
  /** The day it was paid (the bank's booking day); today when not given. Never in the future. */
  paidDate: day.optional(),
  kid: z
    .string({ error: "validation.required" })
    .trim()
    .regex(/^\d{2,25}$/, { error: "customerInvoices.wrongKid" }),
});
export type InvoicePaymentInput = z.infer<typeof InvoicePaymentInput>;

/** An invoice by its number alone (the staff list's index): 404 when there is none. */
async function invoiceByNumber(number: number) {
  const { data } = await db()
    .entities.customerInvoice.query.byNumber({ listed: "customer-invoices", invoiceKey: invoiceKeyOf(number) })
    .go({ limit: 1 });
  const found = data[0];
  if (!found) throw new AppError("NOT_FOUND", "errors.notFound");
  // the index is eventually consistent: read the item itself for its paid amount
  return (
    await db()
      .entities.customerInvoice.get({ customerId: found.customerId, invoiceKey: found.invoiceKey })
      .go({ consistent: true })
  ).data!;
}

/** The Idempotency-Key of a payment and the request it came with (hashed by ledger/idempotency.ts, as buying's). */
export interface PaymentRequest {
  key: string;
  method: string;
  path: string;
  body: unknown;
}

export interface RecordedPayment {
  invoice: CustomerInvoiceView;
  /** False when the request's key was recorded before (a repeat): nothing written, the invoice as it is now. */
  created: boolean;
  /** What of it went to the invoice, and what was over (only with `surplus`; staff refund it: docs/billing.md). */
  payment: { amountOre: number; surplusOre: number };
}

/** The Idempotency-Key locks of our invoices' payments (the `unique` entity's field), one scope for every invoice. */
const KEY_FIELD = "customer-invoice-payment";

/** The payment a request's key recorded before, or null; the key with another request is a 422 on `idempotency-key`. */
async function repeatOf(request: { key: string; hash: string } | undefined) {
  if (!request) return null;
  const lock = (await db().entities.unique.get({ field: KEY_FIELD, value: request.key }).go({ consistent: true })).data;
  if (!lock) return null;
  const [customerId, paymentKey] = lock.ownerId.split("|") as [string, string];
  const p = (await db().entities.customerInvoicePayment.get({ customerId, paymentKey }).go({ consistent: true })).data;
  return firstOf(p, request.hash);
}

/**
 * Records a payment of invoice `number`: 422 (nothing written) for a wrong KID, or more than what is left, unless
 * `surplus` (an OCR transaction, which has been paid whatever we say): then what is left is recorded and the rest is
 * kept on the payment record as its `surplusOre`. `request` makes it safe to repeat: its lock is written in the
 * payment's transaction, so of two repeats at once one records and the other, retried, answers it.
 */
export async function recordInvoicePayment(
  number: number,
  input: unknown,
  opts: { userId?: string; source?: "manual" | "ocr"; request?: PaymentRequest; surplus?: boolean } = {},
): Promise<RecordedPayment> {
  const parsed = InvoicePaymentInput.safeParse(input);
  if (!parsed.success) throw new AppError("VALIDATION", "validation.invalid", {}, fieldErrorsFrom(parsed.error));
  const { amountOre: received, kid } = parsed.data;
  const paidDate = parsed.data.paidDate ?? Clock.today();
  if (paidDate > Clock.today()) throw fieldError("paidDate", "validation.date");
  const req = opts.request;
  const request = req && idempotentRequest(KEY_FIELD, req.key, req.method, req.path, req.body);
  return retrying(async () => {
    const first = await repeatOf(request);
    if (first) {
      const invoice = toInvoiceView(await invoiceByNumber(first.number));
      return { invoice, created: false, payment: { amountOre: first.amountOre, surplusOre: first.surplusOre ?? 0 } };
    }
    const inv = await invoiceByNumber(number);
    if (inv.kind !== "invoice") throw new AppError("NOT_FOUND", "errors.notFound");
    if (kid !== inv.kid) throw fieldError("kid", "customerInvoices.wrongKid");
    const paid = inv.paidOre ?? 0;
    const { amountOre, surplusOre } = splitPayment(received, inv.totalOre - paid);
    if (surplusOre > 0 && !opts.surplus) throw fieldError("amountOre", "customerInvoices.amountRange");
    // paid in full: a referred customer's first such invoice rewards its referrer (referrals.ts), in this transaction;
    // loaded on first use, as it reads billing's resources (the accounts function's cold start: stacks.test.ts)
    const referrals = amountOre > 0 && paid + amountOre === inv.totalOre ? await import("../referrals") : null;
    const referral = referrals ? await referrals.pendingReferral(inv.customerId) : null;
    const now = Clock.nowMs();
    const paymentKey = `${inv.invoiceKey}#${ulid(now)}`;
    await committed(
      db()
        .transaction.write((e) => [
          e.customerInvoice
            .update({ customerId: inv.customerId, invoiceKey: inv.invoiceKey })
            .set({ paidOre: paid + amountOre, updatedAt: now })
            // conditioned on the amount read: a payment between our read and our write is retried on its new sum
            .where((a, { eq, notExists }) =>
              paid === 0 ? `(${notExists(a.paidOre)} OR ${eq(a.paidOre, 0)})` : eq(a.paidOre, paid),
            )
            .commit(),
          e.customerInvoicePayment
            .create({
              customerId: inv.customerId,
              paymentKey,
              number,
              amountOre,
              ...(surplusOre > 0 ? { surplusOre } : {}),
              paidDate,
              kid,
              source: opts.source ?? "manual",
              ...(opts.userId ? { createdBy: opts.userId } : {}),
              ...(request ? { requestKey: request.key, requestHash: request.hash } : {}),
              createdAt: now,
              updatedAt: now,
            })
            .commit(),
          // the key's lock: a repeat at the same moment fails here, and its retry finds this payment (repeatOf)
          ...(request
            ? [
                e.unique
                  .create({ field: KEY_FIELD, value: request.key, ownerId: `${inv.customerId}|${paymentKey}` })
                  .commit(),
              ]
            : []),
          ...(referrals && referral ? referrals.rewardItems(e, referral) : []),
        ])
        .go(),
    );
    return {
      invoice: toInvoiceView({ ...inv, paidOre: paid + amountOre, updatedAt: now }),
      created: true,
      payment: { amountOre, surplusOre },
    };
  });
}

/** Whether the customer has an invoice of ours past its due date with something unpaid (`today`: Oslo). */
export async function hasOverdueInvoice(customerId: string, today: string = Clock.today()): Promise<boolean> {
  const { data } = await db()
    .entities.customerInvoice.query.byCustomer({ customerId })
    .where((a, { lt }) => lt(a.dueDate, today))
    .go({ pages: "all", attributes: ["kind", "totalOre", "paidOre", "dueDate"] });
  return data.some((i) => paymentStatusOf(i, today) === "overdue");
}
