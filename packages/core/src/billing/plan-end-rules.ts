import { addDays } from "../law/dates";

/**
 * What happens when a customer's plan reaches its end (issue 19; docs/billing.md "When a plan ends (decision)"),
 * pure: the day something is next due on a current plan (`planDueOn`, the key the daily job finds it by) and what
 * the job does with it (`planEndAction`). plan-ends.ts reads and writes; the web imports `renewsOn` for the plan tab.
 */

/** The `dueOn` of a plan on which nothing is due any more (ended, no units left to expire). */
export const NOTHING_DUE = "9999-12-31";

export interface CurrentPlanState {
  until: string;
  unitsExpireOn?: string | null | undefined;
  endedOn?: string | null | undefined;
  carryForward: boolean;
}

/** The plan as the end's rule needs it (plan.schema.ts). */
export interface PlanOffer {
  active: boolean;
  starter?: boolean | null | undefined;
  availableUntil?: string | null | undefined;
}

/**
 * The first day something is due on a current plan: the day after `until` (it renews or ends), or the day after
 * `unitsExpireOn` (the units left lapse), whichever comes first; after the plan ended only the expiry.
 */
export function planDueOn(p: Pick<CurrentPlanState, "until" | "unitsExpireOn" | "endedOn">): string {
  const expiry = p.unitsExpireOn ? addDays(p.unitsExpireOn, 1) : NOTHING_DUE;
  if (p.endedOn) return expiry;
  const end = addDays(p.until, 1);
  return end < expiry ? end : expiry;
}

/**
 * Whether a plan renews at its end: a plan still on sale (active, its `availableUntil` not past) that is not the
 * free starter plan (a trial is taken once: it ends, and the customer chooses a plan). `overdue`: an unpaid invoice
 * of ours past its due date stops the renewal as it stops top-ups (the plan ends; paying and choosing again is the way on).
 */
export function renews(plan: PlanOffer | null, today: string, overdue = false): boolean {
  if (!plan || !plan.active || plan.starter || overdue) return false;
  return !plan.availableUntil || plan.availableUntil >= today;
}

/** The day a running plan renews (the day after `until`) or, when it does not renew, ends (`until`). */
export const renewsOn = (until: string) => addDays(until, 1);

export type PlanEndAction =
  | { kind: "none" }
  /** The units left lapse (their `unitsExpireOn` has passed); the plan runs on. */
  | { kind: "expire" }
  /** The same plan bought again from `from`; `lapseAll`: the units left lapse first (expired). */
  | { kind: "renew"; from: string; lapseAll: boolean }
  /** The plan ends; `lapse`: the units left lapse (it does not carry forward, or they expired). */
  | { kind: "end"; lapse: boolean };

/**
 * What the daily job does with a customer's current plan on `today`. A renewal starts the day after `until`, or
 * today when the job comes late (a renewal never charges for days already past).
 */
export function planEndAction(
  current: CurrentPlanState,
  plan: PlanOffer | null,
  today: string,
  overdue = false,
): PlanEndAction {
  const expired = !!current.unitsExpireOn && current.unitsExpireOn < today;
  if (!current.endedOn && current.until < today) {
    if (renews(plan, today, overdue)) {
      const next = addDays(current.until, 1);
      return { kind: "renew", from: next < today ? today : next, lapseAll: expired };
    }
    return { kind: "end", lapse: expired || !current.carryForward };
  }
  return expired ? { kind: "expire" } : { kind: "none" };
}
