import "./purchase.entity"; // registers the entities named here (customerPlan)
import type { EntityItem } from "electrodb";
import { Clock } from "../clock";
import { db } from "../dynamo/db";
import { committed, failedAt } from "../dynamo/transaction";
import { addDays } from "../law/dates";
import { purchaseCredit, readAllowance } from "./entitlements";
import { hasOverdueInvoice } from "./invoices/invoice-payments";
import { planDueOn, planEndAction, type PlanEndAction } from "./plan-end-rules";
import { plans } from "./plan-stores";
import { planLines } from "./purchase-rules";
import { PlanChanged, writeOrder } from "./purchase";
import type { CustomerPlanEntity } from "./purchase.entity";
import { retrying } from "../command/retrying";

/**
 * A plan's end (issue 19; docs/billing.md "When a plan ends (decision)"). The daily schedule `plan-ends` (job
 * `billing.plan-ends`) finds the customers whose current plan has something due (`byDue`: `dueOn` ≤ today) and
 * queues one keyed job each (`billing.plan-end`), which does what plan-end-rules.ts `planEndAction` says:
 *
 * - renew: the same plan bought again through buying's one write path (purchase.ts `writeOrder`), at its price that
 *   day, from the day after `until`; the billing run invoices the purchase like any other. Conditioned on the
 *   current plan still being the one renewed, so a second run or a retried job renews once.
 * - end: `endedOn` set (conditioned on the same plan and not ended yet); the units left of a plan that does not
 *   carry forward lapse in the same transaction (`purchaseCredit(…, lapse)`, a `lapse` usage record).
 * - expire: the units left lapse and `unitsExpireOn` is removed (conditioned on it being the day read).
 */

const SYSTEM = { userId: "system" };
const PAGE = 100;
const MAX_PAGES = 100;
const TRIES = 5;

/** The customers whose current plan has something due by `today` (renew, end, lapse), at most 10 000 a day. */
export async function duePlanCustomers(today: string = Clock.today()): Promise<string[]> {
  const out: string[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < MAX_PAGES; page++) {
    const res: { data: { customerId: string }[]; cursor: string | null } = await db()
      .entities.customerPlan.query.byDue({ listed: "customer-plans" })
      // the sort key goes on with the customer id: a day's bound alone sorts before that day's items
      .lt({ dueOn: addDays(today, 1) })
      .go({ limit: PAGE, cursor, attributes: ["customerId"] });
    out.push(...res.data.map((p) => p.customerId));
    cursor = res.cursor;
    if (!cursor) break;
  }
  return out;
}

/** The daily job: one keyed `billing.plan-end` job per due customer. */
export async function startPlanEnds(today: string = Clock.today()): Promise<number> {
  const ids = await duePlanCustomers(today);
  if (ids.length === 0) return 0;
  const { enqueueMany } = await import("../jobs/queue");
  const { planEndJob } = await import("./plan-end.spec");
  await enqueueMany(
    planEndJob,
    ids.map((customerId) => ({ customerId, day: today })),
    { key: (p) => `${p.customerId}#${p.day}` },
  );
  return ids.length;
}

/**
 * One customer's plan end on `today` (read again: the index may lag). What was done; "none" when nothing was due
 * or another run did it first.
 */
export async function settlePlanEnd(customerId: string, today: string = Clock.today()): Promise<PlanEndAction["kind"]> {
  for (let attempt = 1; ; attempt++) {
    const current = (await db().entities.customerPlan.get({ customerId }).go({ consistent: true })).data;
    if (!current) return "none";
    const plan = await plans.get(current.planId).catch(() => null);
    const overdue = !current.endedOn && current.until < today && (await hasOverdueInvoice(customerId));
    const action = planEndAction(current, plan, today, overdue);
    try {
      if (action.kind === "none") return "none";
      if (action.kind === "renew") {
        const order = {
          kind: "plan" as const,
          plan: plan!,
          coupon: null,
          lines: planLines(plan!, null),
          units: { cases: plan!.includedCases, sends: plan!.includedSends, creditChecks: 0 },
          renewal: { of: current.purchaseId, from: action.from, lapseAll: action.lapseAll },
        };
        await writeOrder(customerId, order, SYSTEM);
        return "renew";
      }
      await endOrExpire(current, action, today);
      return action.kind;
    } catch (err) {
      if (err instanceof PlanChanged || (err instanceof Changed && attempt >= TRIES)) return "none";
      if (err instanceof Changed) continue; // a use between the read and the lapse: read again
      throw err;
    }
  }
}

class Changed extends Error {}

type CurrentItem = EntityItem<typeof CustomerPlanEntity>;

/** The end of a plan, or the lapse of expired units: one transaction, conditioned on the plan read. */
async function endOrExpire(current: CurrentItem, action: PlanEndAction & { kind: "end" | "expire" }, today: string) {
  const { customerId } = current;
  const lapse = action.kind === "expire" || action.lapse;
  const left = lapse ? await readAllowance(customerId) : null;
  const units = left && { cases: left.cases, halfSends: left.halfSends, creditChecks: left.creditChecks };
  const endedOn = action.kind === "end" ? today : (current.endedOn ?? null);
  const dueOn = planDueOn({ until: current.until, unitsExpireOn: lapse ? null : current.unitsExpireOn, endedOn });
  try {
    await retrying(() =>
      committed(
        db()
          .transaction.write((e) => {
            const set = e.customerPlan
              .update({ customerId })
              .set({ listed: "customer-plans", dueOn, ...(endedOn ? { endedOn } : {}) });
            const upd = lapse ? set.remove(["unitsExpireOn"]) : set;
            const plan = upd
              .where((a, { eq, notExists }) =>
                action.kind === "end"
                  ? `${eq(a.purchaseId, current.purchaseId)} AND ${notExists(a.endedOn)}`
                  : `${eq(a.purchaseId, current.purchaseId)} AND ${eq(a.unitsExpireOn, current.unitsExpireOn ?? "")}`,
              )
              .commit();
            return [
              plan,
              ...(units ? purchaseCredit(e, customerId, {}, { ref: current.purchaseId, reason: "lapse", by: "system" }, units) : []),
            ] as never;
          })
          .go(),
      ),
    );
  } catch (err) {
    if (failedAt(err, 0)) throw new PlanChanged();
    if (failedAt(err, 1)) throw new Changed();
    throw err;
  }
}
