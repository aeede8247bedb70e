import "../accounts/entities"; // registers the entities named here (customer)
import "./purchase.entity"; // registers the entities named here (customerPlan, purchase)
import "./invoices/invoice.entity"; // registers the entities named here (customerInvoice)
import "../i18n/purchases"; // registers the texts of the keys named here
import "../i18n/offers"; // registers the texts of the keys named here
import type { EntityItem } from "electrodb";
import { ulid } from "ulid";
import { activityWrite } from "../activity/activity";
import { Clock } from "../clock";
import { db } from "../dynamo/db";
import { committed, failedAt } from "../dynamo/transaction";
import { addDays } from "../law/dates";
import { firstOf, idempotentRequest } from "../command/idempotency";
import { type LedgerActor } from "../ledger/new-voucher";
import { AppError } from "../util/error";
import { couponRefusal } from "./coupon-rules";
import { hasOverdueInvoice } from "./invoices/invoice-payments";
import { purchaseCredit, readAllowance } from "./entitlements";
import { planDueOn } from "./plan-end-rules";
import { coupons, plans } from "./plan-stores";
import { availablePlans, currentPlanItem } from "./current-plan";
import {
  netOf,
  planLines,
  topUpLines,
  withVat,
  type ChoosePlanInput,
  type PurchaseLine,
  type TopUpInput,
} from "./purchase-rules";
import type { PurchaseEntity } from "./purchase.entity";
import { retrying } from "../command/retrying";
import { activityOf, activityWritten } from "../command/actor";

/**
 * Buying (issue 19; docs/billing.md "Buying"): a plan (the customer's current plan for `durationDays` days, its
 * included units credited) or a top-up (cases, sends, credit checks at the plan's top-up prices), each with an
 * optional coupon. ONE transaction per purchase: the purchase record (what the billing run invoices), the credit
 * (entitlements.ts `purchaseCredit`), the coupon's use (conditioned on uses < maxUses: of two last uses at once one
 * wins), the current plan (a plan purchase; the starter plan conditioned on never taken before), the Idempotency-Key's
 * lock and the activity entry. A refused purchase writes nothing.
 */

type Plan = Awaited<ReturnType<typeof plans.get>>;
type Coupon = Awaited<ReturnType<typeof coupons.get>>;
type Loose = any;

/** The Idempotency-Key of a purchase (ledger/idempotency.ts), and the request it came with. */
export interface PurchaseRequest {
  key: string;
  method: string;
  path: string;
  body: unknown;
}

export interface PurchaseView {
  purchaseId: string;
  kind: "plan" | "top-up";
  day: string;
  planId: string;
  lines: PurchaseLine[];
  netOre: number;
  vatOre: number;
  totalOre: number;
  units: { cases: number; sends: number; creditChecks: number };
  couponId: string | null;
}

type PurchaseItem = EntityItem<typeof PurchaseEntity>;

const viewOf = (p: PurchaseItem): PurchaseView => ({
  purchaseId: p.purchaseId,
  kind: p.kind,
  day: p.day,
  planId: p.planId,
  lines: JSON.parse(p.lines) as PurchaseLine[],
  netOre: p.netOre,
  vatOre: withVat(p.netOre) - p.netOre,
  totalOre: withVat(p.netOre),
  units: { cases: p.cases, sends: p.sends, creditChecks: p.creditChecks },
  couponId: p.couponId ?? null,
});

/** The coupon of a code (its unique lock names it), refused with couponRefusal's message on the field `coupon`. */
async function couponOf(code: string | undefined): Promise<Coupon | null> {
  if (!code) return null;
  const lock = (await db().entities.unique.get({ field: "coupon#code", value: code.trim().toLowerCase() }).go()).data;
  const id = lock?.ownerId.split("#").pop();
  const coupon = id ? await coupons.get(id).catch(() => null) : null;
  const refusal = couponRefusal(coupon as never, Clock.today());
  if (refusal)
    throw new AppError(
      "VALIDATION",
      "validation.invalid",
      {},
      { coupon: [refusal.message] },
      { coupon: refusal.params },
    );
  return coupon;
}

/** An unpaid invoice of ours past its due date blocks top-ups (issue 19). */
async function refuseOverdue(customerId: string) {
  if (await hasOverdueInvoice(customerId))
    throw new AppError("VALIDATION", "purchase.overdue", {}, { purchase: ["purchase.overdue"] });
}

/**
 * What one purchase writes. `staff`: a plan set by staff (customer-plans.ts `changePlan`): any plan, the starter plan
 * too without its once-only condition, from `from` (default today), with the staff's reason on the purchase, the
 * usage record and the activity entry.
 */
export interface Order {
  kind: "plan" | "top-up";
  plan: Plan;
  coupon: Coupon | null;
  lines: PurchaseLine[];
  units: { cases: number; sends: number; creditChecks: number };
  request?: { key: string; hash: string };
  staff?: { reason: string; from?: string };
  /**
   * A renewal (plan-ends.ts): the plan bought again from `from`, conditioned on the current plan still being the
   * purchase `of` (a second run, or a plan bought meanwhile, fails it: `PlanChanged`); `lapseAll`: the units left
   * lapse in the same write (their expiry has passed), whether or not the plan carries forward.
   */
  renewal?: { of: string; from: string; lapseAll: boolean };
}

/** A renewal's current plan was no longer the one it renews (renewed already, or another plan bought): nothing written. */
export class PlanChanged extends Error {
  constructor() {
    super("the current plan changed");
  }
}

/** A repeat of a keyed purchase answers the first; the key with another request is refused. */
async function repeatOf(customerId: string, request: { key: string; hash: string } | undefined) {
  if (!request) return null;
  const lock = (
    await db()
      .entities.unique.get({ field: `purchase#${customerId}`, value: request.key })
      .go({ consistent: true })
  ).data;
  if (!lock) return null;
  const p = (await db().entities.purchase.get({ customerId, purchaseId: lock.ownerId }).go({ consistent: true })).data;
  return viewOf(firstOf(p, request.hash));
}

const MAX_TRIES = 5;

/** Writes an order in one transaction (see the module's note); the refusals of its conditions as 422s. */
export async function writeOrder(
  customerId: string,
  order: Order,
  actor: LedgerActor,
): Promise<{ purchase: PurchaseView; created: boolean }> {
  const first = await repeatOf(customerId, order.request);
  if (first) return { purchase: first, created: false };
  const customer = (await db().entities.customer.get({ customerId }).go()).data;
  if (!customer || customer.deletedAt) throw new AppError("NOT_FOUND", "errors.notFound");
  const { plan, coupon, lines, units } = order;
  const netOre = netOf(lines);
  const entry = activityOf(actor);
  const reason = order.staff
    ? order.staff.reason
    : order.renewal
      ? `renewal: ${plan.nameNo}`
      : `${order.kind}: ${plan.nameNo}`;
  const summary = entry && order.staff ? { ...entry, summary: `${entry.summary}: ${order.staff.reason}` } : entry;
  for (let attempt = 1; ; attempt++) {
    const purchaseId = ulid(Clock.nowMs());
    const today = Clock.today();
    const current = order.kind === "plan" ? await currentPlanItem(customerId) : null;
    const lapses = current && (!current.carryForward || order.renewal?.lapseAll);
    const read = lapses ? await readAllowance(customerId) : null;
    const left = read && { cases: read.cases, halfSends: read.halfSends, creditChecks: read.creditChecks };
    const at: Record<string, number> = {};
    try {
      await retrying(() =>
        committed(
          db()
            .transaction.write((e) => {
              const ent = e as Loose;
              const items: unknown[] = [];
              items.push(
                e.purchase
                  .create({
                    customerId,
                    purchaseId,
                    kind: order.kind,
                    day: today,
                    planId: plan.id,
                    lines: JSON.stringify(lines),
                    netOre,
                    ...units,
                    ...(coupon ? { couponId: coupon.id } : {}),
                    ...(order.staff ? { reason: order.staff.reason } : order.renewal ? { reason } : {}),
                    ...(order.request ? { requestKey: order.request.key, requestHash: order.request.hash } : {}),
                    by: actor.userId,
                  })
                  .commit(),
              );
              if (order.request) {
                at.key = items.length;
                items.push(
                  e.unique
                    .create({ field: `purchase#${customerId}`, value: order.request.key, ownerId: purchaseId })
                    .commit(),
                );
              }
              if (coupon) {
                at.coupon = items.length;
                items.push(
                  ent.coupon
                    .update({ listed: "coupons", id: coupon.id })
                    .add({ uses: 1 })
                    .where((a: Loose, { lt }: Loose) => lt(a.uses, coupon.maxUses))
                    .commit(),
                );
              }
              if (order.kind === "plan") {
                at.plan = items.length;
                const from = order.staff?.from ?? order.renewal?.from ?? today;
                const until = addDays(from, plan.durationDays - 1);
                const expire = plan.unitsExpireDays ? addDays(from, plan.unitsExpireDays - 1) : null;
                const set = {
                  planId: plan.id,
                  from,
                  until,
                  carryForward: plan.carryForward,
                  purchaseId,
                  listed: "customer-plans",
                  dueOn: planDueOn({ until, unitsExpireOn: expire }),
                  ...(plan.starter ? { starterTaken: true } : {}),
                };
                // a plan bought runs: an earlier plan's end (endedOn) is gone with it
                const upd = e.customerPlan.update({ customerId }).set(set);
                const withExpiry = expire ? upd.remove(["endedOn"]) : upd.remove(["unitsExpireOn", "endedOn"]);
                const planItem = expire ? withExpiry.set({ unitsExpireOn: expire }) : withExpiry;
                const renewal = order.renewal;
                items.push(
                  (renewal
                    ? planItem.where((a, { eq }) => eq(a.purchaseId, renewal.of))
                    : plan.starter && !order.staff
                      ? planItem.where((a, { notExists }) => notExists(a.starterTaken))
                      : planItem
                  ).commit(),
                );
              }
              at.credit = items.length;
              items.push(
                ...purchaseCredit(
                  e,
                  customerId,
                  { cases: units.cases, halfSends: units.sends * 2, creditChecks: units.creditChecks },
                  { ref: purchaseId, reason, by: actor.userId },
                  left ?? undefined,
                ),
              );
              if (summary) items.push(...activityWrite(e, summary));
              return items as never;
            })
            .go(),
        ),
      );
      activityWritten(actor);
      return { purchase: (await purchaseOf(customerId, purchaseId))!, created: true };
    } catch (err) {
      if (at.key !== undefined && failedAt(err, at.key)) {
        const repeat = await repeatOf(customerId, order.request);
        if (repeat) return { purchase: repeat, created: false };
      }
      if (at.coupon !== undefined && failedAt(err, at.coupon))
        throw new AppError(
          "VALIDATION",
          "validation.invalid",
          {},
          { coupon: ["coupon.usedUp"] },
          { coupon: { max: coupon!.maxUses } },
        );
      if (order.renewal && at.plan !== undefined && failedAt(err, at.plan)) throw new PlanChanged();
      if (at.plan !== undefined && failedAt(err, at.plan))
        throw new AppError("VALIDATION", "purchase.starterTaken", {}, { planId: ["purchase.starterTaken"] });
      // a use between reading what was left and the lapse: read again
      if (left && at.credit !== undefined && failedAt(err, at.credit) && attempt < MAX_TRIES) continue;
      if (left && at.credit !== undefined && failedAt(err, at.credit))
        throw new AppError("CONFLICT", "errors.conflict");
      throw err;
    }
  }
}

export async function purchaseOf(customerId: string, purchaseId: string): Promise<PurchaseView | null> {
  const { data } = await db().entities.purchase.get({ customerId, purchaseId }).go({ consistent: true });
  return data ? viewOf(data) : null;
}

const requestOf = (req: PurchaseRequest | undefined) =>
  req && idempotentRequest("purchases", req.key, req.method, req.path, req.body);

/** Chooses (buys) a plan: it becomes the customer's current plan from today, its included units credited. */
export async function buyPlan(customerId: string, input: ChoosePlanInput, actor: LedgerActor, req?: PurchaseRequest) {
  const request = requestOf(req);
  const first = await repeatOf(customerId, request);
  if (first) return { purchase: first, created: false };
  const plan = (await availablePlans(customerId)).find((p) => p.id === input.planId);
  if (!plan) {
    const taken = (await currentPlanItem(customerId))?.starterTaken;
    const isStarter = taken && (await plans.get(input.planId).catch(() => null))?.starter;
    throw new AppError(
      "VALIDATION",
      "validation.invalid",
      {},
      {
        planId: [isStarter ? "purchase.starterTaken" : "purchase.planUnavailable"],
      },
    );
  }
  const coupon = await couponOf(input.coupon);
  const units = { cases: plan.includedCases, sends: plan.includedSends, creditChecks: 0 };
  const order: Order = { kind: "plan", plan, coupon, lines: planLines(plan, coupon as never), units, request };
  return writeOrder(customerId, order, actor);
}

/** A top-up at the current plan's top-up prices; refused without a plan or with an overdue invoice of ours. */
export async function topUp(customerId: string, input: TopUpInput, actor: LedgerActor, req?: PurchaseRequest) {
  const request = requestOf(req);
  const first = await repeatOf(customerId, request);
  if (first) return { purchase: first, created: false };
  await refuseOverdue(customerId);
  const current = await currentPlanItem(customerId);
  // a plan that ended (plan-ends.ts) prices nothing more: the customer chooses a plan first
  const plan = current && !current.endedOn ? await plans.get(current.planId).catch(() => null) : null;
  if (!plan) throw new AppError("VALIDATION", "purchase.noPlan", {}, { purchase: ["purchase.noPlan"] });
  const coupon = await couponOf(input.coupon);
  const lines = topUpLines(plan, input, coupon as never);
  const free = coupon?.kind === "units" ? coupon : null;
  const units = {
    cases: input.cases + (free?.freeCases ?? 0),
    sends: input.sends + (free?.freeSends ?? 0),
    creditChecks: input.creditChecks + (free?.freeCreditChecks ?? 0),
  };
  return writeOrder(customerId, { kind: "top-up", plan, coupon, lines, units, request }, actor);
}
