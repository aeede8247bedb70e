import "../i18n/law"; // registers the texts of the keys named here (law.stepKind.*)
import "../i18n/billing-run"; // registers the texts of the keys named here
import { t } from "../i18n/messages";
import { INVOICE_COPY_PAGE_ORE } from "./entitlement-rules";
import { lineNetOre } from "./invoices/invoice-amounts";
import { partnerFeeOn } from "./invoices/invoice-figures";
import type { BILLING_PERIODS } from "./billing-schedule.schema";
import type { InvoiceLineInput } from "./invoices/invoice.schema";

/**
 * The rules of the billing run (issue 19, SPEC 9; docs/billing.md "The billing run"), pure: which period a schedule
 * invoices on which day, and the invoice lines of a customer's billable period. The I/O (reading the usage records,
 * prices, users) is billable-lines.ts; the run itself billing-run.ts.
 */

export type BillingPeriod = (typeof BILLING_PERIODS)[number];
export interface Period {
  from: string;
  to: string;
}

const MONTHS: Record<BillingPeriod, number> = { monthly: 1, quarterly: 3, yearly: 12 };
export const monthsOf = (kind: BillingPeriod) => MONTHS[kind];

const ymd = (y: number, m: number, d: number) => new Date(Date.UTC(y, m - 1, d)).toISOString().slice(0, 10);

/**
 * The last whole period of `kind` before `today`: the previous month; the previous calendar quarter; the previous
 * year. A run invoices what is over, never a period still running (its usage is not final).
 */
export function lastPeriod(kind: BillingPeriod, today: string): Period {
  const [y, m] = today.split("-").map(Number) as [number, number];
  const months = MONTHS[kind];
  // the first month of the period `today` is in (quarters start in Jan, Apr, Jul, Oct; years in Jan)
  const startMonth = months === 1 ? m : months === 3 ? m - ((m - 1) % 3) : 1;
  const start = new Date(Date.UTC(y, startMonth - 1 - months, 1));
  const from = start.toISOString().slice(0, 10);
  const to = ymd(y, startMonth, 0); // day 0 of the period's first month: the last day of the month before
  return { from, to };
}

/**
 * Whether a schedule issues on `today` (Oslo): on its day of issue (1–28, so every month has it) of a period's first
 * month (every month; January, April, July, October; January).
 */
export function isIssueDay(s: { period: BillingPeriod; dayOfIssue: number }, today: string): boolean {
  const [, m, d] = today.split("-").map(Number) as [number, number, number];
  return d === s.dayOfIssue && (m - 1) % MONTHS[s.period] === 0;
}

/** The identity of one customer's invoice of one schedule's period: at most one invoice each (billing-run.ts). */
export const periodKey = (scheduleId: string, p: Period) => `${scheduleId}#${p.from}#${p.to}`;

/** What a customer's period holds to invoice (billable-lines.ts reads it). */
export interface Billable {
  /** The lines of the period's purchases (plan fees, top-ups) as bought: price ex. VAT, a coupon's discount. */
  purchases: InvoiceLineInput[];
  /** Step runs per step kind, with the price of one (the customer's own step cost, else its plan's per-send price). */
  steps: { stepKind: string; count: number; priceOre: number }[];
  /** Invoice-copy pages by post (SPEC 9: NOK 2 a page). */
  invoiceCopyPages: number;
  /** Users beyond the plan's included (5 free), and the plan's yearly price of one. */
  extraUsers: number;
  perUserYearOre: number;
  /** The partner fee's lines (SPEC 9); none until partner agreements exist (billable-lines.ts `partnerFeeLines`). */
  partnerFee: InvoiceLineInput[];
}

const both = (key: string, params: Record<string, string | number> = {}) => ({
  no: t("no", key, params).slice(0, 200),
  en: t("en", key, params).slice(0, 200),
});

/**
 * The invoice lines of a period, in a fixed order (purchases, steps, invoice-copy pages, users, partner fee). Extra
 * users pay the plan's yearly price in proportion to the period's months, rounded half up to whole øre per user.
 * Empty when nothing is billable (no invoice is issued then).
 */
export function invoiceLinesOf(b: Billable, kind: BillingPeriod, period: Period): InvoiceLineInput[] {
  const lines: InvoiceLineInput[] = [];
  lines.push(...b.purchases);
  for (const s of [...b.steps].sort((x, y) => x.stepKind.localeCompare(y.stepKind)))
    if (s.count > 0)
      lines.push({
        description: {
          no: t("no", "billingRun.step", { kind: t("no", `law.stepKind.${s.stepKind}`) }),
          en: t("en", "billingRun.step", { kind: t("en", `law.stepKind.${s.stepKind}`) }),
        },
        quantity: s.count,
        unit: "piece",
        unitPriceOre: s.priceOre,
      });
  if (b.invoiceCopyPages > 0)
    lines.push({
      description: both("billingRun.invoiceCopyPages"),
      quantity: b.invoiceCopyPages,
      unit: "page",
      unitPriceOre: INVOICE_COPY_PAGE_ORE,
    });
  if (b.extraUsers > 0 && b.perUserYearOre > 0)
    lines.push({
      description: both("billingRun.extraUsers", { from: show(period.from), to: show(period.to) }),
      quantity: b.extraUsers,
      unit: "user",
      unitPriceOre: Math.round((b.perUserYearOre * MONTHS[kind]) / 12),
    });
  lines.push(...b.partnerFee);
  return lines;
}

/**
 * A referral reward's percent off the referrer's next invoice (docs/billing.md "Refer and earn / The reward"): each
 * line with something to pay gets `percent` of its net (after any coupon's discount) as more discount, rounded half
 * up to the øre (as a coupon's percent, coupon-rules.ts), so no line goes below 0 and the EHF carries it as the
 * line's allowance; its description says why. A line that is already free is left as it is.
 */
export function withReferralDiscount(lines: InvoiceLineInput[], percent: number): InvoiceLineInput[] {
  return lines.map((l) => {
    const net = lineNetOre(l.quantity, l.unitPriceOre, l.discountOre ?? 0);
    const off = Math.min(net, Math.round((net * percent) / 100));
    if (off <= 0) return l;
    const description = {
      no: t("no", "billingRun.referralDiscount", { line: l.description.no, percent }).slice(0, 200),
      en: t("en", "billingRun.referralDiscount", { line: l.description.en, percent }).slice(0, 200),
    };
    return { ...l, description, discountOre: (l.discountOre ?? 0) + off };
  });
}

const show = (day: string) => day.split("-").reverse().join(".");

/** A partner agreement as the run reads it (purchase.entity.ts `partnerAgreement`). */
export interface PartnerAgreement {
  startDate: string;
  /** An agreed monthly fee ex. VAT; absent: the figure in force (invoice-figures.ts `PARTNER_FEES`). */
  monthlyFeeOre?: number | undefined;
}

const monthOf = (day: string) => day.slice(0, 7);
const addMonths = (month: string, n: number) => {
  const [y, m] = month.split("-").map(Number) as [number, number];
  return new Date(Date.UTC(y, m - 1 + n, 1)).toISOString().slice(0, 7);
};
const monthsBetween = (a: string, b: string) => {
  const [ya, ma] = a.split("-").map(Number) as [number, number];
  const [yb, mb] = b.split("-").map(Number) as [number, number];
  return (yb - ya) * 12 + (mb - ma);
};
/** The last month of a month's calendar quarter (March, June, September, December). */
const quarterEnd = (month: string) => addMonths(month, 2 - ((Number(month.slice(5, 7)) - 1) % 3));

/**
 * The partner fee's months a period invoices (SPEC 9; docs/billing.md "Partner fee"), as YYYY-MM. Fee month 1 is the
 * start date's month (set-up is free; the first month is a whole month). Month i is DUE in its own month while
 * i ≤ `monthlyMonths` (3: invoiced monthly), later in the last month of its calendar quarter (invoiced quarterly). A
 * period invoices the months due within it. A monthly schedule so invoices months 1–3 one by one and then, on the
 * period ending a quarter, that quarter's later months together; a quarterly or yearly one invoices every fee month
 * in its period. Each month is due in exactly one month, and a schedule's periods do not overlap, so a month is
 * invoiced once whichever schedule the customer is on.
 */
export function partnerFeeMonths(a: PartnerAgreement, period: Period, monthlyMonths: number): string[] {
  const start = monthOf(a.startDate);
  const from = monthOf(period.from);
  const to = monthOf(period.to);
  const out: string[] = [];
  // a month due in the period is at most two months before it (its quarter's end is in it)
  for (let m = addMonths(from, -2); m <= to; m = addMonths(m, 1)) {
    if (m < start) continue;
    const due = monthsBetween(start, m) + 1 <= monthlyMonths ? m : quarterEnd(m);
    if (due >= from && due <= to) out.push(m);
  }
  return out;
}

/** The partner fee's invoice lines of a period: one per fee month, at the agreed fee or the figure in force. */
export function partnerFeeLinesOf(a: PartnerAgreement | null, period: Period): InvoiceLineInput[] {
  if (!a) return [];
  const { monthlyMonths } = partnerFeeOn(a.startDate);
  return partnerFeeMonths(a, period, monthlyMonths).map((m) => {
    const month = `${m.slice(5, 7)}.${m.slice(0, 4)}`;
    return {
      description: both("billingRun.partnerFee", { month }),
      quantity: 1,
      unit: "month" as const,
      unitPriceOre: a.monthlyFeeOre ?? partnerFeeOn(`${m}-01`).monthlyOre,
    };
  });
}
