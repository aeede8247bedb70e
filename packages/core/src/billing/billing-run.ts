import "./billing-run.entity"; // registers the entities named here
import "../i18n/billing-run"; // registers the texts of the keys named here
import { Clock } from "../clock";
import { db } from "../dynamo/db";
import { t } from "../i18n/messages";
import { formatNok } from "../util/format-money";
import { billableLines } from "./billable-lines";
import { periodKey, withReferralDiscount, type BillingPeriod, type Period } from "./billing-run-rules";
import { AlreadyIssued, issueInvoice } from "./invoices/issue-invoice";
import { referralDiscountUsedItem, unusedReferralDiscount } from "./referrals";

/**
 * The billing run (issue 19; docs/billing.md "The billing run"): for one billing schedule's period, one invoice per
 * customer on the schedule with something billable (billable-lines.ts), issued by `issueInvoice` and mailed with its
 * PDF and EHF. A run is a batch (jobs/batch.ts): one keyed job per customer, `billing.invoice-customer`
 * (billing.jobs.ts). Idempotent per (customer, schedule, period): the invoice's own transaction creates the
 * customer's mark of that period on condition it does not exist (billing-run.entity.ts), so a second run, a retried
 * job or two runs at once issue one invoice and take one number. Started (billing-run-start.ts) by the schedule `billing-run` (daily: the
 * schedules whose day of issue it is) and by staff (POST /v1/billing-schedules/{id}/run).
 */

export interface BillCustomer extends Period {
  scheduleId: string;
  customerId: string;
  kind: BillingPeriod;
}

const markOf = async (customerId: string, key: string) =>
  (await db().entities.billingRunMark.get({ customerId, periodKey: key }).go({ consistent: true })).data;

/**
 * Invoices one customer's period, once: the invoice's number, or null when there is nothing to invoice. A repeat
 * (the mark is there) issues nothing, re-writes the invoice's files (a run that stopped between its commit and its
 * files is repaired here) and queues the mail again under the same key (queued once).
 */
export async function billCustomer(p: BillCustomer, issueDate: string = Clock.today()): Promise<number | null> {
  const key = periodKey(p.scheduleId, p);
  let number = (await markOf(p.customerId, key))?.invoiceNumber ?? null;
  for (let attempt = 1; number === null; attempt++) {
    const billable = await billableLines(p.customerId, p, p.kind);
    if (billable.length === 0) return null;
    // a referral reward's percent off: this invoice's, marked used in its own transaction (docs/billing.md)
    const discount = await unusedReferralDiscount(p.customerId);
    const lines = discount ? withReferralDiscount(billable, discount.percent) : billable;
    try {
      const { invoice } = await issueInvoice(
        p.customerId,
        { lines, buyerReference: p.customerId },
        {
          issueDate,
          once: (e, n) => [
            e.billingRunMark
              .create({ customerId: p.customerId, periodKey: key, invoiceNumber: n, createdAt: Clock.nowMs() })
              .commit(),
            ...(discount ? [referralDiscountUsedItem(e, p.customerId, discount.referredId, n)] : []),
          ],
        },
      );
      number = invoice.number;
    } catch (err) {
      if (!(err instanceof AlreadyIssued)) throw err;
      // the discount went on another invoice of the customer meanwhile (another schedule's period): price again
      if (err.at === 1 && attempt < 3) continue;
      number = (await markOf(p.customerId, key))?.invoiceNumber ?? null;
      if (number === null) throw err;
    }
  }
  const { rewriteInvoiceFiles } = await import("./invoices/issue-invoice");
  await rewriteInvoiceFiles(p.customerId, number);
  await mailInvoice(p.customerId, number);
  return number;
}

/** Queues the invoice's mail with its PDF and EHF to the customer's e-mail (keyed: queued twice, sent once). */
async function mailInvoice(customerId: string, number: number): Promise<void> {
  const { issuedInvoice } = await import("./invoices/invoice-store");
  const { invoiceEhfKey, invoicePdfKey } = await import("./invoices/invoice-keys");
  const inv = await issuedInvoice(customerId, number);
  if (!inv.buyer.email) return; // no address: the invoice is in the plan tab (and the staff list)
  const lang = inv.language;
  const params = {
    number,
    total: formatNok(inv.totalOre),
    due: inv.dueDate.split("-").reverse().join("."),
    kid: inv.kid,
  };
  const text = t(lang, "billingRun.mailText", params);
  const base = lang === "en" ? "invoice" : "faktura";
  const { enqueue } = await import("../jobs/queue");
  const { sendMailJob } = await import("../mail/mail.jobs");
  await enqueue(
    sendMailJob,
    {
      to: inv.buyer.email,
      subject: t(lang, "billingRun.mailSubject", { number }),
      text,
      html: `<p>${text.replace(/&/g, "&amp;").replace(/</g, "&lt;")}</p>`,
      attachments: [
        { key: invoicePdfKey(customerId, number), filename: `${base}-${number}.pdf`, contentType: "application/pdf" },
        { key: invoiceEhfKey(customerId, number), filename: `${base}-${number}.xml`, contentType: "application/xml" },
      ],
    },
    { key: `customer-invoice#${number}` },
  );
}
