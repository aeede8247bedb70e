import { Clock } from "../clock";
import { readCounters } from "../dynamo/counters";
import { db } from "../dynamo/db";
import type { CaseClaimAmountStatisticsView, CaseStatisticsView, CaseStepStatisticsView } from "./case-views.schema";
import { CASE_COUNTERS, DAY_PREFIXES } from "./case-rules";
import { CASE_STATUSES, STEP_KINDS } from "./vocabulary";

/**
 * The dashboard's case figures (SPEC 2), all from the counters every case change keeps (case-rules
 * `caseContributions`), never from the cases: per creation day the cases and their amount owed, how many of them
 * are closed, what was paid on them and what remains; per status and per last step the open cases; per payment day
 * the money recovered (case-rules `recoveredCounters`). A period costs one Query per day-counter family (at most
 * one item per day of the period).
 */

const startOfYear = (today: string) => `${today.slice(0, 4)}-01-01`;

export function periodOf(q: { from?: string; to?: string }) {
  const today = Clock.today();
  return { from: q.from ?? startOfYear(today), to: q.to ?? today };
}

/** The day counters of one family within [from, to], as (day, figure) pairs. */
async function days(customerId: string, prefix: string, from: string, to: string) {
  const { data } = await db()
    .entities.counter.query.byName({ scope: customerId })
    .between({ name: `${prefix}${from}` }, { name: `${prefix}${to}` })
    .go({ pages: "all" });
  return data.map((c) => [c.name.slice(prefix.length), { count: c.count, amountOre: c.amountOre ?? 0 }] as const);
}

const sum = (rows: readonly (readonly [string, { count: number; amountOre: number }])[]) =>
  rows.reduce((s, [, v]) => ({ count: s.count + v.count, amountOre: s.amountOre + v.amountOre }), {
    count: 0,
    amountOre: 0,
  });

/** GET /cases/case-statistics: the cases started in the period (open, closed, total), their money; all by status. */
export async function caseStatistics(
  customerId: string,
  q: { from?: string; to?: string },
): Promise<CaseStatisticsView> {
  const { from, to } = periodOf(q);
  const [started, closed, paid, remaining, statuses] = await Promise.all([
    days(customerId, DAY_PREFIXES.day, from, to),
    days(customerId, DAY_PREFIXES.closed, from, to),
    days(customerId, DAY_PREFIXES.paid, from, to),
    days(customerId, DAY_PREFIXES.remaining, from, to),
    readCounters(customerId, CASE_STATUSES.map(CASE_COUNTERS.status)),
  ]);
  const total = sum(started);
  const closedCount = sum(closed).count;
  return {
    from,
    to,
    open: total.count - closedCount,
    closed: closedCount,
    total: total.count,
    byStatus: Object.fromEntries(CASE_STATUSES.map((s) => [s, statuses[CASE_COUNTERS.status(s)]!.count])),
    registeredOre: total.amountOre,
    paymentsReceivedOre: sum(paid).amountOre,
    outstandingOre: sum(remaining).amountOre,
  };
}

/**
 * GET /cases/case-statistics-claim-amount: per month of the period, cases started and amount registered (by the
 * cases' creation day), and money recovered by the payments' own dates (C15: a payment of 08.12 on a case of November
 * is December's), from the per-payment-day counters the payments' transactions write.
 */
export async function caseClaimAmountStatistics(
  customerId: string,
  q: { from?: string; to?: string },
): Promise<CaseClaimAmountStatisticsView> {
  const { from, to } = periodOf(q);
  const [started, paid] = await Promise.all([
    days(customerId, DAY_PREFIXES.day, from, to),
    days(customerId, DAY_PREFIXES.recovered, from, to),
  ]);
  const months = new Map<string, { month: string; cases: number; registeredOre: number; recoveredOre: number }>();
  for (let m = from.slice(0, 7); m <= to.slice(0, 7); m = nextMonth(m))
    months.set(m, { month: m, cases: 0, registeredOre: 0, recoveredOre: 0 });
  for (const [day, v] of started) {
    const row = months.get(day.slice(0, 7));
    if (row) {
      row.cases += v.count;
      row.registeredOre += v.amountOre;
    }
  }
  for (const [day, v] of paid) {
    const row = months.get(day.slice(0, 7));
    if (row) row.recoveredOre += v.amountOre;
  }
  return { from, to, months: [...months.values()] };
}

const nextMonth = (m: string) => {
  const [y, mo] = m.split("-").map(Number) as [number, number];
  return mo === 12 ? `${y + 1}-01` : `${y}-${String(mo + 1).padStart(2, "0")}`;
};

/** GET /cases/case-steps: the open cases per last step ("none": no step yet), every step kind in ladder order. */
export async function caseSteps(customerId: string): Promise<CaseStepStatisticsView> {
  const keys = ["none", ...STEP_KINDS] as const;
  const counts = await readCounters(customerId, keys.map(CASE_COUNTERS.step));
  return { data: keys.map((step) => ({ step, count: counts[CASE_COUNTERS.step(step)]!.count })) };
}
