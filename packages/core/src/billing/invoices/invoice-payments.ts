import "../../i18n/billing-run"; // registers the texts of the keys named here
import { ulid } from "ulid";
import { z } from "zod";
import { Clock } from "../../clock";
import { db } from "../../dynamo/db";
import { committed } from "../../dynamo/transaction";
import { retrying } from "../../ledger/store";
import { AppError, fieldError } from "../../util/error";
import { fieldErrorsFrom } from "../../util/validation";
import { invoiceKeyOf } from "./invoice-keys";
import { toInvoiceView } from "./invoice-store";
import { MAX_INVOICE_TOTAL_ORE, type CustomerInvoiceView } from "./invoice.schema";
import "./invoice.entity"; // registers the entities named here

/**
 * Payments of our invoices to customers (issue 19; docs/billing.md "The billing run"). A payment names the invoice's
 * KID (our KID agreement, invoice-figures.ts: the number and a MOD10 digit), as an OCR giro transaction does; staff
 * enter one by hand (POST /v1/customer-invoices/{id}/payments) until our own bank's OCR file is read. Each payment is
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

/** Records a payment of invoice `number`: 422 (nothing written) for a wrong KID, or more than what is left. */
export async function recordInvoicePayment(
  number: number,
  input: unknown,
  opts: { userId?: string; source?: "manual" | "ocr" } = {},
): Promise<CustomerInvoiceView> {
  const parsed = InvoicePaymentInput.safeParse(input);
  if (!parsed.success) throw new AppError("VALIDATION", "validation.invalid", {}, fieldErrorsFrom(parsed.error));
  const { amountOre, kid } = parsed.data;
  const paidDate = parsed.data.paidDate ?? Clock.today();
  if (paidDate > Clock.today()) throw fieldError("paidDate", "validation.date");
  return retrying(async () => {
    const inv = await invoiceByNumber(number);
    if (inv.kind !== "invoice") throw new AppError("NOT_FOUND", "errors.notFound");
    if (kid !== inv.kid) throw fieldError("kid", "customerInvoices.wrongKid");
    const paid = inv.paidOre ?? 0;
    if (amountOre > inv.totalOre - paid) throw fieldError("amountOre", "customerInvoices.amountRange");
    // paid in full: a referred customer's first such invoice rewards its referrer (referrals.ts), in this transaction;
    // loaded on first use, as it reads billing's resources (the accounts function's cold start: stacks.test.ts)
    const referrals = paid + amountOre === inv.totalOre ? await import("../referrals") : null;
    const referral = referrals ? await referrals.pendingReferral(inv.customerId) : null;
    const now = Clock.nowMs();
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
              paymentKey: `${inv.invoiceKey}#${ulid(now)}`,
              number,
              amountOre,
              paidDate,
              kid,
              source: opts.source ?? "manual",
              ...(opts.userId ? { createdBy: opts.userId } : {}),
              createdAt: now,
              updatedAt: now,
            })
            .commit(),
          ...(referrals && referral ? referrals.rewardItems(e, referral) : []),
        ])
        .go(),
    );
    return toInvoiceView({ ...inv, paidOre: paid + amountOre, updatedAt: now });
  });
}

/** Whether the customer has an invoice of ours past its due date with something unpaid (`today`: Oslo). */
export async function hasOverdueInvoice(customerId: string, today: string = Clock.today()): Promise<boolean> {
  const { data } = await db()
    .entities.customerInvoice.query.byCustomer({ customerId })
    .where((a, { lt }) => lt(a.dueDate, today))
    .go({ pages: "all", attributes: ["kind", "totalOre", "paidOre", "dueDate"] });
  return data.some((i) => i.kind === "invoice" && (i.paidOre ?? 0) < i.totalOre);
}

