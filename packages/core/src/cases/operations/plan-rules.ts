import "../../i18n/plans"; // registers the texts of the keys named here
import { z } from "zod";
import { Clock } from "../../clock";
import { addDays, addMonths } from "../../law/dates";
import { amount, date } from "../../ledger/ledger.schema";

/**
 * Down-payment plans (issue 11, docs/case-operations.md "Down-payment plans"): the request, the schedule of
 * instalments and their state. Pure, no I/O: the web's form previews the schedule with these same functions.
 *
 * Decisions (docs/case-operations.md): an instalment falls due on the first payment date's day of the month, each
 * month, clamped to the month's last day (first payment 31.01 → 28.02/29.02 → 31.03 → 30.04; each date is counted
 * from the first one, so a short month does not pull the later ones back). Every instalment is the monthly amount
 * but the last, which is the rest; so the number of instalments is exactly ceil(agreed / monthly).
 */

/** At most ten years of monthly instalments. */
export const MAX_PLAN_INSTALMENTS = 120;
/** The first instalment at the latest a year from today. */
export const MAX_FIRST_PAYMENT_DAYS = 365;
/**
 * An instalment is missed when its due date has passed by more than this many days without the payments made
 * since the plan began covering it (with every earlier one): a bank transfer made on the due date may take a few
 * banking days to reach the creditor's account, and a weekend or holiday can add two more.
 */
export const MISSED_AFTER_DAYS = 7;

export const INSTALMENT_STATES = ["paid", "due", "missed", "upcoming"] as const;
export type InstalmentState = (typeof INSTALMENT_STATES)[number];

/** How many instalments of `monthlyOre` pay `agreedOre` (the last one the rest). */
export const instalmentsNeeded = (agreedOre: number, monthlyOre: number) => Math.ceil(agreedOre / monthlyOre);

/** The instalment count the agreed and monthly amounts call for, refusing a count that does not match it. */
function consistent(
  v: { agreedAmount: number; monthlyAmount: number; instalments: number },
  ctx: z.RefinementCtx,
): void {
  // a field already refused has its own message (zod runs this refinement whenever the amounts parsed)
  const count = v.instalments;
  if (typeof v.agreedAmount !== "number" || typeof v.monthlyAmount !== "number") return;
  if (!Number.isInteger(count) || count < 1 || count > MAX_PLAN_INSTALMENTS) return;
  if (v.monthlyAmount > v.agreedAmount) {
    ctx.addIssue({ code: "custom", path: ["monthlyAmount"], message: "plans.monthlyAboveAgreed" });
    return;
  }
  const needed = instalmentsNeeded(v.agreedAmount, v.monthlyAmount);
  if (needed > MAX_PLAN_INSTALMENTS)
    ctx.addIssue({ code: "custom", path: ["monthlyAmount"], message: "plans.monthlyTooSmall" });
  else if (needed !== v.instalments)
    ctx.addIssue({
      code: "custom",
      path: ["instalments"],
      message: v.instalments < needed ? "plans.instalmentsTooFew" : "plans.instalmentsTooMany",
    });
}

/** A first payment date: today (Oslo) or later, at most MAX_FIRST_PAYMENT_DAYS ahead. */
const isIso = (v: string) => /^\d{4}-\d{2}-\d{2}$/.test(v);
const firstPaymentDate = () =>
  date()
    .refine((v) => !isIso(v) || v >= Clock.today(), { error: "plans.firstDateInPast" })
    .refine((v) => !isIso(v) || v <= addDays(Clock.today(), MAX_FIRST_PAYMENT_DAYS), { error: "plans.firstDateTooLate" });

/** POST /cases/{id}/down-payment-plan (SPEC 3 "Down-payment plan"): amounts typed in NOK become øre. */
export const DownPaymentPlanInput = z
  .object({
    agreedAmount: amount(),
    monthlyAmount: amount(),
    instalments: z
      .number({ error: "validation.required" })
      .int({ error: "plans.instalmentsWhole" })
      .min(1, { error: "plans.instalmentsWhole" })
      .max(MAX_PLAN_INSTALMENTS, { error: "plans.instalmentsMax" }),
    firstPaymentDate: firstPaymentDate(),
    calculateInterest: z.boolean({ error: "validation.oneOf" }).default(false),
  })
  .superRefine(consistent);
export type DownPaymentPlanInput = z.input<typeof DownPaymentPlanInput>;
export type DownPaymentPlan = z.output<typeof DownPaymentPlanInput>;

export interface Instalment {
  /** 1-based. */
  number: number;
  dueDate: string;
  amountOre: number;
}

/** The instalments of a plan: monthly from the first date (clamped to month ends), the last one the rest. */
export function planSchedule(p: {
  agreedOre: number;
  monthlyOre: number;
  instalments: number;
  firstPaymentDate: string;
}): Instalment[] {
  const count = Math.min(Math.max(0, Math.floor(p.instalments)), MAX_PLAN_INSTALMENTS);
  return Array.from({ length: count }, (_, i) => ({
    number: i + 1,
    dueDate: addMonths(p.firstPaymentDate, i),
    amountOre: i === count - 1 ? p.agreedOre - p.monthlyOre * (count - 1) : p.monthlyOre,
  }));
}

export interface InstalmentWithState extends Instalment {
  state: InstalmentState;
  /** What the payments since the plan began cover of it. */
  coveredOre: number;
  /** The day after which it is missed when not covered. */
  missedAfter: string;
}

/**
 * Each instalment's state on `today`, from what has been paid since the plan began (`paidSinceOre`), applied to
 * the instalments in order (cumulative cover: paying two months at once covers both; a part payment covers the
 * oldest first). Covered → paid; not covered and more than MISSED_AFTER_DAYS past its due date → missed; due
 * date today or passed (within the grace) → due; else upcoming.
 */
export function instalmentStates(schedule: readonly Instalment[], paidSinceOre: number, today: string): InstalmentWithState[] {
  let left = Math.max(0, paidSinceOre);
  return schedule.map((i) => {
    const coveredOre = Math.min(left, i.amountOre);
    left -= coveredOre;
    const missedAfter = addDays(i.dueDate, MISSED_AFTER_DAYS);
    const state: InstalmentState =
      coveredOre >= i.amountOre ? "paid" : today > missedAfter ? "missed" : today >= i.dueDate ? "due" : "upcoming";
    return { ...i, coveredOre, missedAfter, state };
  });
}

export interface PlanProgress {
  instalments: InstalmentWithState[];
  paidSinceOre: number;
  /** The agreed amount not yet paid. */
  remainingOre: number;
  missed: number;
  /** The first instalment not covered (null when all are). */
  next: InstalmentWithState | null;
  /** Every instalment covered. */
  completed: boolean;
}

export function planProgress(
  plan: { agreedOre: number; monthlyOre: number; instalments: number; firstPaymentDate: string },
  paidSinceOre: number,
  today: string,
): PlanProgress {
  const instalments = instalmentStates(planSchedule(plan), paidSinceOre, today);
  const next = instalments.find((i) => i.state !== "paid") ?? null;
  return {
    instalments,
    paidSinceOre: Math.max(0, paidSinceOre),
    remainingOre: Math.max(0, plan.agreedOre - Math.max(0, paidSinceOre)),
    missed: instalments.filter((i) => i.state === "missed").length,
    next,
    completed: next === null,
  };
}
