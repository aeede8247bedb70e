import "./plan-stores"; // registers the entities named here
import "../i18n/offers"; // registers the texts of the keys named here
import { Clock } from "../clock";
import { db } from "../dynamo/db";
import { AppError } from "../util/error";
import { plans } from "./plan-stores";
import type { StepKind } from "../law/vocabulary";
import { CustomerStepCostResource, type StepCostView } from "./step-cost.schema";

type Loose = any;

/** The most own prices one customer's step kind is read for (a price a year for decades). */
const MAX_OWN_PRICES = 1000;

/**
 * What a step costs a customer on `day` (GET /v1/step-cost; docs/billing.md): its own price of that step kind in
 * force that day (the latest `fromDate` on or before it), else the per-send price of its plan. Customers have no
 * plan of their own yet (a later part of issue 19): the caller names the plan, and without one the active starter
 * plan's price applies; with neither, 422 `stepCost.noPrice`.
 */
export async function stepCostFor(
  q: { customerId: string; stepKind: StepKind; planId?: string | undefined },
  day: string = Clock.today(),
): Promise<StepCostView> {
  // a field resource's entity is not typed in db() (dynamo/field-store.ts): its index is by_<sort field>
  const entity = (db().entities as unknown as Record<string, Loose>).customerStepCost;
  const { data } = await entity.query
    .by_fromDate({ listed: CustomerStepCostResource.name })
    .lte({ fromDateKey: `${day}\uffff` })
    .where((a: Loose, { eq }: Loose) => `${eq(a.customerId, q.customerId)} AND ${eq(a.stepKind, q.stepKind)}`)
    .go({ order: "desc", limit: MAX_OWN_PRICES, pages: "all" });
  const own = (data as { priceOre: number; fromDate: string }[])[0];
  if (own) return { priceOre: own.priceOre, source: "customer", fromDate: own.fromDate, planId: null };
  const plan = q.planId ? await plans.get(q.planId) : await starterPlan();
  if (!plan) throw new AppError("VALIDATION", "stepCost.noPrice");
  return { priceOre: plan.perSendOre, source: "plan", fromDate: null, planId: plan.id };
}

/** The active plan marked `starter` (the first by name when, by mistake, there are several). */
export async function starterPlan() {
  const { data } = await plans.list({
    page: 1,
    rowsPerPage: 100,
    sort: { field: "nameNo", desc: false },
    filters: { active: "true" },
  });
  return data.find((p) => p.starter) ?? null;
}
