import "../entities"; // registers the entities named here
import "../../accounts/entities"; // registers the entities named here
import "../../i18n/plans"; // registers the texts of the keys named here
import type { EntityItem } from "electrodb";
import { ulid } from "ulid";
import { Clock } from "../../clock";
import { db } from "../../dynamo/db";
import { AppError, fieldError } from "../../util/error";
import { log } from "../../util/log";
import type { CaseActor } from "../start";
import { caseCommand } from "../command";
import { getCase, nextVersion, type Case } from "../store";
import type { CaseStatus } from "../vocabulary";
import { queuePlanLetter } from "./plan-letter";
import { MISSED_AFTER_DAYS, planProgress, type DownPaymentPlan } from "./plan-rules";
import type { CasePlanEntity } from "./plan.entity";
import type { DownPaymentPlanViewType, MissedPlanListView, MissedPlanView } from "./plan-views.schema";

/**
 * Down-payment plans (issue 11; docs/case-operations.md "Down-payment plans"). Agreeing one writes the plan item,
 * the case (its next version: status unchanged, SPEC 4 names no plan status) and the case's `plan-agreed` event in
 * one transaction conditioned on the case's version, so `paidAtStartOre` is exactly the case's paidOre at that
 * version: a payment committed in between makes the transaction fail and it is retried on a fresh read. The plan
 * letter is queued after the commit (letters.render-letter, keyed by the plan id: queued twice, rendered once).
 */

export type CasePlan = EntityItem<typeof CasePlanEntity>;

/** The case statuses a plan may be agreed on: started and not closed or merged. */
const RUNNING: ReadonlySet<CaseStatus> = new Set(["waiting", "ready", "active", "paused", "ongoing-payroll"]);
/** The most active plans the dashboard's notice checks (each costs one case read, batched by 100). */
export const MAX_PLANS_CHECKED = 1000;

export interface PlanActor extends CaseActor {
  /** The user's name for the case's events. */
  byName?: string;
}

/** The user's name for the events (the events tab shows who), when the caller did not give it. */
async function withName(actor: PlanActor): Promise<PlanActor> {
  if (actor.byName !== undefined) return actor;
  const { data } = await db().entities.user.get({ userId: actor.userId }).go();
  const name = data ? `${data.firstName} ${data.lastName}`.trim() : "";
  return Object.assign(actor, { byName: name || undefined });
}

/** Principal plus fees less what is paid (SPEC 5 "the currently owed amount (principal plus fees)"). */
export const owedNow = (c: Pick<Case, "principalOre" | "feesOre" | "paidOre">) =>
  c.principalOre + c.feesOre - c.paidOre;

export const getPlanItem = async (customerId: string, caseId: string) =>
  (await db().entities.casePlan.get({ customerId, caseId }).go({ consistent: true })).data;

/** The plan as the API shows it, its instalments' state on `today` from the case's payments since it began. */
export function planView(plan: CasePlan, c: Pick<Case, "paidOre">, today = Clock.today()): DownPaymentPlanViewType {
  const p = planProgress(
    {
      agreedOre: plan.agreedOre,
      monthlyOre: plan.monthlyOre,
      instalments: plan.instalments,
      firstPaymentDate: plan.firstPaymentDate,
    },
    c.paidOre - plan.paidAtStartOre,
    today,
  );
  return {
    caseId: plan.caseId,
    planId: plan.planId,
    letterId: plan.planId,
    agreedOre: plan.agreedOre,
    monthlyOre: plan.monthlyOre,
    instalmentCount: plan.instalments,
    firstPaymentDate: plan.firstPaymentDate,
    calculateInterest: plan.calculateInterest,
    owedAtStartOre: plan.owedAtStartOre,
    paidSinceOre: p.paidSinceOre,
    remainingOre: p.remainingOre,
    missed: p.missed,
    completed: p.completed,
    next: p.next,
    missedAfterDays: MISSED_AFTER_DAYS,
    agreedAt: plan.agreedAt,
    agreedByName: plan.agreedByName ?? null,
    instalments: p.instalments,
  };
}

/**
 * Agrees a plan on the case, replacing the active one if any (a new POST replaces: the debtor and creditor agree
 * anew, the old plan's letter stays on the documents tab, the event names the plan replaced).
 */
export async function agreePlan(
  customerId: string,
  caseId: string,
  input: DownPaymentPlan,
  actor: PlanActor,
): Promise<{ plan: DownPaymentPlanViewType; replaced: boolean }> {
  await withName(actor);
  // the plan of the try that committed (caseCommand plans again on a concurrent change)
  const { c, plan, replaced } = await caseCommand(customerId, caseId, actor, async (c) => {
    const before = await getPlanItem(customerId, caseId);
    if (!RUNNING.has(c.status)) throw new AppError("VALIDATION", "plans.caseNotRunning");
    const owed = owedNow(c);
    if (owed <= 0) throw new AppError("VALIDATION", "plans.nothingOwed");
    if (input.agreedAmount < owed) throw fieldError("agreedAmount", "plans.belowOwed");
    const at = Clock.nowMs();
    const replaced = before?.state === "active" ? before : null;
    const plan: CasePlan = {
      customerId,
      caseId: String(c.caseNumber),
      caseKey: c.caseKey,
      planId: ulid(),
      state: "active",
      agreedOre: input.agreedAmount,
      monthlyOre: input.monthlyAmount,
      instalments: input.instalments,
      firstPaymentDate: input.firstPaymentDate,
      calculateInterest: input.calculateInterest,
      paidAtStartOre: c.paidOre,
      owedAtStartOre: owed,
      agreedBy: actor.userId,
      agreedByName: actor.byName,
      agreedAt: at,
      createdAt: at,
      updatedAt: at,
    };
    return {
      result: { c, plan, replaced: !!replaced },
      after: nextVersion(c, { planId: plan.planId }),
      event: {
        kind: "plan-agreed",
        by: actor.userId,
        byName: actor.byName,
        data: {
          planId: plan.planId,
          agreedOre: plan.agreedOre,
          monthlyOre: plan.monthlyOre,
          instalments: plan.instalments,
          firstPaymentDate: plan.firstPaymentDate,
          calculateInterest: plan.calculateInterest,
          ...(replaced ? { replacedPlanId: replaced.planId } : {}),
        },
      },
      extra: (e) => [e.casePlan.put(plan).commit()],
    };
  });
  try {
    await queuePlanLetter(c, plan);
  } catch (err) {
    // the plan stands (it is the agreement); its letter can be made again by agreeing it anew
    log.error("plans.letterNotQueued", { customerId, caseId, planId: plan.planId, error: String(err) });
  }
  return { plan: planView(plan, c), replaced };
}

/** The case's active plan today (404 "no active plan" when it has none). */
export async function readPlan(customerId: string, caseId: string): Promise<DownPaymentPlanViewType> {
  const [c, plan] = await Promise.all([getCase(customerId, caseId), getPlanItem(customerId, caseId)]);
  if (!plan || plan.state !== "active") throw new AppError("NOT_FOUND", "plans.noPlan");
  return planView(plan, c);
}

/** Cancels the case's active plan (DELETE): the plan item is kept as cancelled, the case gets a `plan-cancelled` event. */
export async function cancelPlan(customerId: string, caseId: string, actor: PlanActor): Promise<Case> {
  await withName(actor);
  // as before: the case as read by the try that committed
  return caseCommand(customerId, caseId, actor, async (c) => {
    const plan = await getPlanItem(customerId, caseId);
    if (!plan || plan.state !== "active") throw new AppError("NOT_FOUND", "plans.noPlan");
    const at = Clock.nowMs();
    return {
      result: c,
      after: nextVersion(c, { planId: undefined }),
      event: { kind: "plan-cancelled", by: actor.userId, byName: actor.byName, data: { planId: plan.planId } },
      extra: (e) => [
        e.casePlan
          .put({ ...plan, state: "cancelled", cancelledAt: at, cancelledBy: actor.userId, updatedAt: at })
          .where((a, { eq }) => eq(a.planId, plan.planId))
          .commit(),
      ],
    };
  });
}

/**
 * The customer's running cases whose active plan has a missed instalment today, oldest due first. Computed on read
 * (exact: the cover is the case's paidOre now against the plan's start), from at most MAX_PLANS_CHECKED active
 * plans (one Query of the active-plan index) and their cases (batch gets).
 */
export async function missedPlans(customerId: string, today = Clock.today()): Promise<MissedPlanListView> {
  const { data: plans } = await db()
    .entities.casePlan.query.byState({ customerId, state: "active" })
    .go({ limit: MAX_PLANS_CHECKED, pages: "all" });
  const checked = plans.slice(0, MAX_PLANS_CHECKED);
  const cases = new Map<string, Case>();
  for (let i = 0; i < checked.length; i += 100) {
    const { data } = await db()
      .entities.case.get(checked.slice(i, i + 100).map((p) => ({ customerId, caseKey: p.caseKey })))
      .go();
    for (const c of data) cases.set(String(c.caseNumber), c);
  }
  const data: MissedPlanView[] = [];
  for (const plan of checked) {
    const c = cases.get(plan.caseId);
    if (!c || !RUNNING.has(c.status)) continue;
    const v = planView(plan, c, today);
    if (v.missed > 0 && v.next)
      data.push({
        caseId: plan.caseId,
        caseNumber: c.caseNumber,
        debtorName: c.debtorName,
        missed: v.missed,
        dueDate: v.next.dueDate,
        remainingOre: v.remainingOre,
      });
  }
  data.sort((a, b) => a.dueDate.localeCompare(b.dueDate) || a.caseNumber - b.caseNumber);
  return { data, total: data.length, checked: checked.length };
}
