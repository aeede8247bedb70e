import "../accounts/entities"; // registers the entities named here (customer)
import "./purchase.entity"; // registers the entities named here (customerPlan, purchase, partnerAgreement)
import "../i18n/purchases"; // registers the texts of the keys named here
import { activityWrite } from "../activity/activity";
import { listCustomers } from "../accounts/customer-account";
import { Clock } from "../clock";
import { db } from "../dynamo/db";
import { committed } from "../dynamo/transaction";
import { t, type Language, type MessageKey } from "../i18n/messages";
import { addDays } from "../law/dates";
import { type LedgerActor } from "../ledger/new-voucher";
import { AppError } from "../util/error";
import { csvDate, toCsv } from "../util/csv";
import { fieldErrorsFrom } from "../util/field-errors";
import { readAllowance } from "./entitlements";
import { plans } from "./plan-stores";
import { planLines } from "./purchase-rules";
import { writeOrder } from "./purchase";
import {
  ChangePlanInput,
  CustomerPlansQuery,
  CustomerPlansReportInput,
  MAX_FROM_DAYS,
  PartnerAgreementInput,
} from "./customer-plan-rules";
import { activityOf, activityWritten } from "../command/actor";

/**
 * Staff's side of customers' plans (issue 19; docs/billing.md "Staff: customers' plans"): set a customer's plan, the
 * list of customers with their plans, its CSV report, and the partner agreement. A plan set by staff is a purchase
 * of kind "plan" (purchase.ts `writeOrder`: one transaction with the current plan, the credit of its units through
 * the metering module, the lapse of a plan that does not carry forward, the activity entry with the reason), at the
 * plan's price unless staff make it free.
 */

const invalid = (field: string, key: MessageKey) =>
  new AppError("VALIDATION", "validation.invalid", {}, { [field]: [key] });

async function existingCustomer(customerId: string) {
  const customer = (await db().entities.customer.get({ customerId }).go()).data;
  if (!customer || customer.deletedAt) throw new AppError("NOT_FOUND", "errors.notFound");
  return customer;
}

/** Staff set a customer's plan (PUT /customers/{id}/plan): any plan, from `from` (default today), with a reason. */
export async function changePlan(customerId: string, input: unknown, actor: LedgerActor) {
  const parsed = ChangePlanInput.safeParse(input);
  if (!parsed.success) throw new AppError("VALIDATION", "validation.invalid", {}, fieldErrorsFrom(parsed.error));
  const { planId, reason, from, free } = parsed.data;
  const plan = await plans.get(planId).catch(() => null);
  if (!plan) throw invalid("planId", "customerPlans.unknownPlan");
  const today = Clock.today();
  if (from && (from < addDays(today, -MAX_FROM_DAYS) || from > addDays(today, MAX_FROM_DAYS)))
    throw invalid("from", "customerPlans.fromRange");
  await existingCustomer(customerId);
  // free: the plan's line with its whole price as the discount, so the run leaves the purchase out (net 0)
  const lines = planLines(plan, null).map((l) => (free ? { ...l, discountOre: l.quantity * l.unitPriceOre } : l));
  const units = { cases: plan.includedCases, sends: plan.includedSends, creditChecks: 0 };
  const staff = { reason, ...(from ? { from } : {}) };
  const res = await writeOrder(customerId, { kind: "plan", plan, coupon: null, lines, units, staff }, actor);
  return { purchase: res.purchase, plan };
}

/** Staff set (or replace) a customer's partner agreement (PUT /customers/{id}/partner-agreement). */
export async function setPartnerAgreement(customerId: string, input: unknown, actor: LedgerActor) {
  const parsed = PartnerAgreementInput.safeParse(input);
  if (!parsed.success) throw new AppError("VALIDATION", "validation.invalid", {}, fieldErrorsFrom(parsed.error));
  const { startDate, monthlyFeeOre } = parsed.data;
  await existingCustomer(customerId);
  const entry = activityOf(actor);
  await committed(
    db()
      .transaction.write((e) => [
        e.partnerAgreement
          .put({ customerId, startDate, by: actor.userId, ...(monthlyFeeOre != null ? { monthlyFeeOre } : {}) })
          .commit(),
        ...(entry ? activityWrite(e, entry) : []),
      ])
      .go(),
  );
  activityWritten(actor);
  return partnerAgreementOf(customerId);
}

export async function partnerAgreementOf(customerId: string) {
  const a = (await db().entities.partnerAgreement.get({ customerId }).go({ consistent: true })).data;
  return a ? { startDate: a.startDate, monthlyFeeOre: a.monthlyFeeOre ?? null } : null;
}

type PlanItem = Awaited<ReturnType<typeof plans.get>>;
interface Customerish {
  id: string;
  name: string;
  orgNumber: string;
}

/** A page's or a report's plans, each read once. */
type PlanCache = Map<string, Promise<PlanItem | null>>;
const planOf = (cache: PlanCache, planId: string) => {
  let p = cache.get(planId);
  if (!p) cache.set(planId, (p = plans.get(planId).catch(() => null)));
  return p;
};

/** One row of the staff list: the customer, its current plan and period, units left, last purchase, agreement. */
async function rowOf(c: Customerish, expand: boolean, cache: PlanCache) {
  const customerId = c.id;
  const [current, left, last, partner] = await Promise.all([
    db().entities.customerPlan.get({ customerId }).go(),
    readAllowance(customerId),
    db().entities.purchase.query.byCustomer({ customerId }).go({ order: "desc", limit: 1 }),
    partnerAgreementOf(customerId),
  ]);
  const item = current.data;
  const plan = item ? await planOf(cache, item.planId) : null;
  const lastPurchase = last.data[0];
  return {
    customerId,
    name: c.name,
    orgNumber: c.orgNumber,
    planId: item?.planId ?? null,
    planName: plan ? { no: plan.nameNo, en: plan.nameEn } : null,
    from: item?.from ?? null,
    until: item?.until ?? null,
    carryForward: item?.carryForward ?? null,
    left: { cases: left.cases, sends: left.sends, creditChecks: left.creditChecks },
    lastPurchase: lastPurchase ? { day: lastPurchase.day, kind: lastPurchase.kind, netOre: lastPurchase.netOre } : null,
    partnerAgreement: partner,
    ...(expand ? { plan } : {}),
  };
}
export type CustomerPlanRow = Awaited<ReturnType<typeof rowOf>>;

/** GET /customer-plans (staff): one customer (`customerId`) or a page of customers by name, with their plans. */
export async function listCustomerPlans(
  query: unknown,
  cache: PlanCache = new Map(),
): Promise<{ data: CustomerPlanRow[]; total: number }> {
  const parsed = CustomerPlansQuery.safeParse(query);
  if (!parsed.success) throw new AppError("VALIDATION", "validation.invalid", {}, fieldErrorsFrom(parsed.error));
  const q = parsed.data;
  const expand = q.expand === "plan";
  if (q.customerId) {
    const c = await existingCustomer(q.customerId);
    return { data: [await rowOf({ id: c.customerId, name: c.name, orgNumber: c.orgNumber }, expand, cache)], total: 1 };
  }
  const page = await listCustomers({
    page: q.page,
    rowsPerPage: q.rowsPerPage,
    sort: { field: "name", desc: false },
    ...(q.search ? { search: q.search } : {}),
  });
  return { data: await Promise.all(page.data.map((c) => rowOf(c, expand, cache))), total: page.total };
}

/** At most this many customers in one report (100 pages of 100); a larger book needs a batch export. */
const REPORT_PAGES = 100;

/**
 * POST /customer-plans/get-report (staff): every customer's plan (or those of the list's search) as CSV in the
 * caller's language. About five reads a customer: a book of thousands is slow (see docs/billing.md).
 */
export async function customerPlansReport(input: unknown, lang: Language): Promise<{ filename: string; csv: string }> {
  const parsed = CustomerPlansReportInput.safeParse(input ?? {});
  if (!parsed.success) throw new AppError("VALIDATION", "validation.invalid", {}, fieldErrorsFrom(parsed.error));
  const { search } = parsed.data;
  const rows: string[][] = [];
  const cache: PlanCache = new Map();
  for (let page = 1; page <= REPORT_PAGES; page++) {
    const { data } = await listCustomerPlans({ page, rowsPerPage: 100, ...(search ? { search } : {}) }, cache);
    for (const r of data)
      rows.push([
        r.name,
        r.orgNumber,
        r.planName ? (lang === "en" ? r.planName.en : r.planName.no) : "",
        csvDate(r.from),
        csvDate(r.until),
        String(r.left.cases),
        String(r.left.sends).replace(".", ","), // a letter by post uses half a send
        String(r.left.creditChecks),
        csvDate(r.lastPurchase?.day),
      ]);
    if (data.length < 100) break;
  }
  const header = [
    "customer",
    "orgNumber",
    "plan",
    "from",
    "until",
    "cases",
    "sends",
    "creditChecks",
    "lastPurchase",
  ].map((k) => t(lang, `customerPlans.${k}`));
  return { filename: `customer-plans-${Clock.today()}.csv`, csv: toCsv(header, rows) };
}
