import "../accounts/entities"; // registers the entities named here (customer)
import "../cases/settings.entity"; // registers the entities named here (caseAllowance)
import "./entitlements.entity"; // registers the entities named here (entitlementMovement)
import "../i18n/cases"; // registers the texts of the keys named here
import "../i18n/entitlements"; // registers the texts of the keys named here
import { ulid } from "ulid";
import { activityWrite } from "../activity/activity";
import type { AllowanceView } from "../cases/case-views.schema";
import { Clock } from "../clock";
import { db } from "../dynamo/db";
import { committed, failedAt } from "../dynamo/transaction";
import { type LedgerActor } from "../ledger/new-voucher";
import { AppError } from "../util/error";
import { COUNTERS, costOf, NONE, TOP_UP_PATH, type Cost, type Units, type Use } from "./entitlement-rules";
import type { EntitlementMove } from "./entitlements.entity";
import { retrying } from "../command/retrying";
import { activityOf, activityWritten } from "../command/actor";

export { costOf, TOP_UP_PATH, type Units, type Use } from "./entitlement-rules";

/**
 * Metering (issue 19; docs/billing.md): the ONE module through which every countable use of the product goes, and
 * every credit of units. The units are counters on the customer's allowance item (cases, sends in half-sends,
 * credit checks); no other module writes them (entitlements.guard.test.ts reads the sources). A use is
 * `consume(e, customerId, use)`: the transaction items to put in the SAME transaction as the thing it pays for (the
 * case, the step run, the mail, the print item), the counters conditioned on enough being left, so that concurrent
 * uses never overdraw, and one usage record (`entitlementMovement`) that a billing run sums (`usageOf`). A refused
 * use is told apart from the transaction's other failures by `refusalAt(err, index, use)`: the SPEC 8 message, on
 * the field `allowance`, with where to buy more (`details.topUp`). A credit (`credit`: an admin's grant now,
 * purchases later) adds units with its reason, in the usage record and the activity log.
 */

/** The refusal for want of `counter`: SPEC 8's message on the field `allowance`, and the top-up page. */
export function notEnough(counter: keyof Units): AppError {
  const key =
    counter === "cases"
      ? "cases.notEnoughCases"
      : counter === "halfSends"
        ? "cases.notEnoughSends"
        : "entitlements.notEnoughCreditChecks";
  return new AppError("VALIDATION", key, {}, { allowance: [key] }, undefined, { topUp: TOP_UP_PATH });
}

/** The first counter the cost needs (the one a refusal names). */
const needed = (cost: Units) => COUNTERS.find((k) => cost[k] > 0);

/** The entities a use's items are written with (those of a write transaction's callback). */
type TxEntities = Parameters<Parameters<ReturnType<typeof db>["transaction"]["write"]>[0]>[0];
type MeterEntities = Pick<TxEntities, "caseAllowance" | "entitlementMovement">;

/** The usage record of a use or a credit: one item, created (its id is new). */
function movementItem(
  e: MeterEntities,
  customerId: string,
  move: EntitlementMove,
  units: Cost,
  about: { caseId?: string; ref?: string; reason?: string; by?: string; stepKind?: string },
) {
  const at = Clock.nowMs();
  return e.entitlementMovement
    .create({
      customerId,
      day: Clock.today(),
      movementId: ulid(at),
      at,
      move,
      ...units,
      ...(about.caseId ? { caseId: about.caseId } : {}),
      ...(about.ref ? { ref: about.ref } : {}),
      ...(about.stepKind ? { stepKind: about.stepKind } : {}),
      ...(about.reason ? { reason: about.reason } : {}),
      ...(about.by ? { by: about.by } : {}),
    })
    .commit();
}

/**
 * The transaction items of one use, to put in the transaction of what it pays for: first the allowance's counters
 * taken (conditioned on enough being left; absent when the use costs no units), then its usage record (absent when
 * it costs nothing at all). Tell its refusal apart with `refusalAt(err, index of the first item, use)`.
 *
 *     const at = items.length;
 *     items.push(...consume(e, customerId, { kind: "post", caseId, ref: letterId }));
 */
export function consume(e: MeterEntities, customerId: string, use: Use) {
  const cost = costOf(use);
  const taken = COUNTERS.filter((k) => cost[k] > 0);
  const items = [];
  if (taken.length > 0)
    items.push(
      e.caseAllowance
        .update({ customerId })
        .subtract(Object.fromEntries(taken.map((k) => [k, cost[k]])) as Partial<Units>)
        .where((a, { gte }) => taken.map((k) => gte(a[k], cost[k])).join(" AND "))
        .commit(),
    );
  if (taken.length > 0 || cost.amountOre > 0) {
    const used = { ...cost, cases: -cost.cases, halfSends: -cost.halfSends, creditChecks: -cost.creditChecks };
    items.push(movementItem(e, customerId, use.kind, used, use));
  }
  return items;
}

/**
 * The refusal of `use` when the transaction was cancelled on its allowance item (at `index`, where its `consume`
 * items began): "Not enough cases" / "Not enough sends" / credit checks, with the top-up page. Null for any other
 * failure (the caller's own conditions, a conflict to retry).
 */
export function refusalAt(err: unknown, index: number, use: Use): AppError | null {
  const counter = needed(costOf(use));
  return counter && failedAt(err, index) ? notEnough(counter) : null;
}

/**
 * Refuses a use before anything is written, when what is left cannot pay for it (a command that writes other
 * things first, like typed claims becoming invoices): the transaction's condition still decides a race.
 */
export function refuseShort(left: Partial<Units> | null, use: Use): void {
  const cost = costOf(use);
  const short = COUNTERS.find((k) => cost[k] > 0 && (left?.[k] ?? 0) < cost[k]);
  if (short) throw notEnough(short);
}

export function allowanceView(customerId: string, a: (Partial<Units> & { updatedAt?: number }) | null): AllowanceView {
  const halfSends = a?.halfSends ?? 0;
  return {
    customerId,
    cases: a?.cases ?? 0,
    halfSends,
    sends: halfSends / 2,
    creditChecks: a?.creditChecks ?? 0,
    updatedAt: a?.updatedAt ?? null,
  };
}

/** What is left (zero when never credited). */
export async function readAllowance(customerId: string): Promise<AllowanceView> {
  const { data } = await db().entities.caseAllowance.get({ customerId }).go({ consistent: true });
  return allowanceView(customerId, data);
}

/** The counters moved by a credit; the parts taken away conditioned on that much being left. */
function creditItem(
  e: MeterEntities,
  customerId: string,
  moved: Units,
  parts: (keyof Units)[],
  debits: (keyof Units)[],
) {
  const added = e.caseAllowance
    .update({ customerId })
    .add(Object.fromEntries(parts.map((k) => [k, moved[k]])) as Partial<Units>);
  if (debits.length === 0) return added.commit();
  return added.where((a, { gte }) => debits.map((k) => gte(a[k], -moved[k])).join(" AND ")).commit();
}

/**
 * The items of a purchase's credit (billing/purchase.ts), to put in the purchase's own transaction: the counters
 * added and the usage record `purchase` with its reason. `lapse`: the units left (as read) of a plan that does not
 * carry forward, taken away in the same write when the next plan is bought (docs/billing.md "Buying"), conditioned
 * on the counters still being what was read (a use in between fails the transaction at the first item: read again),
 * with a usage record `lapse`. The first item is always the allowance's. `move: "grant"`: units given in another
 * command's transaction (a referral's reward, referrals.ts), recorded as a grant with its reason.
 */
export function purchaseCredit(
  e: MeterEntities,
  customerId: string,
  units: Partial<Units>,
  about: { ref: string; reason: string; by: string; move?: "purchase" | "grant" },
  lapse?: Units,
) {
  const moved = Object.fromEntries(COUNTERS.map((k) => [k, units[k] ?? 0])) as unknown as Units;
  const lapsed = COUNTERS.filter((k) => (lapse?.[k] ?? 0) > 0);
  const delta = Object.fromEntries(COUNTERS.map((k) => [k, moved[k] - (lapse?.[k] ?? 0)])) as unknown as Units;
  const parts = COUNTERS.filter((k) => delta[k] !== 0);
  const items = [];
  if (parts.length > 0 || lapsed.length > 0) {
    const added = e.caseAllowance
      .update({ customerId })
      .add(Object.fromEntries(parts.map((k) => [k, delta[k]])) as Partial<Units>);
    items.push(
      lapsed.length > 0
        ? added.where((a, { eq }) => lapsed.map((k) => eq(a[k], lapse![k])).join(" AND ")).commit()
        : added.commit(),
    );
  }
  if (lapsed.length > 0) {
    const taken = Object.fromEntries(lapsed.map((k) => [k, -lapse![k]]));
    items.push(movementItem(e, customerId, "lapse", { ...NONE, ...taken }, { ...about, reason: "lapse" }));
  }
  if (COUNTERS.some((k) => moved[k] > 0))
    items.push(movementItem(e, customerId, about.move ?? "purchase", { ...NONE, ...moved }, about));
  return items;
}

/**
 * Credits units to a customer (an admin's grant; later a purchase), signed: a negative part takes units away
 * (conditioned on that much being left: 422 otherwise). One transaction: the counters (one atomic add, so
 * concurrent credits and uses all count; the item is made on the first), the usage record with the reason, and
 * the request's activity entry, whose summary carries the reason.
 */
export async function credit(
  customerId: string,
  units: Partial<Units>,
  reason: string,
  actor: LedgerActor,
  move: "grant" | "purchase" = "grant",
): Promise<AllowanceView> {
  const moved = Object.fromEntries(COUNTERS.map((k) => [k, units[k] ?? 0])) as unknown as Units;
  const parts = COUNTERS.filter((k) => moved[k] !== 0);
  if (parts.some((k) => !Number.isSafeInteger(moved[k])) || parts.length === 0)
    throw new AppError("VALIDATION", "validation.invalid", {}, { units: ["validation.required"] });
  const customer = (await db().entities.customer.get({ customerId }).go()).data;
  if (!customer || customer.deletedAt) throw new AppError("NOT_FOUND", "errors.notFound");
  const debits = parts.filter((k) => moved[k] < 0);
  const entry = activityOf(actor);
  await retrying(async () => {
    try {
      await committed(
        db()
          .transaction.write((e) => [
            creditItem(e, customerId, moved, parts, debits),
            movementItem(e, customerId, move, { ...NONE, ...moved }, { reason, by: actor.userId }),
            ...(entry
              ? activityWrite(e, { ...entry, summary: reason ? `${entry.summary}: ${reason}` : entry.summary })
              : []),
          ])
          .go(),
      );
    } catch (err) {
      if (debits.length > 0 && failedAt(err, 0))
        throw new AppError("VALIDATION", "entitlements.belowZero", {}, { units: ["entitlements.belowZero"] });
      throw err;
    }
  });
  activityWritten(actor);
  return readAllowance(customerId);
}

/** A period's usage and credits of one customer, summed per kind of movement (a billing run's input). */
export type Usage = Partial<Record<EntitlementMove, Cost & { count: number }>>;

const dayAfter = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** The usage records of the days `from` to `to` (YYYY-MM-DD, Oslo, both included), in time order. */
export async function movementsOf(customerId: string, from: string, to: string) {
  // the sort key is day#movementId: a day's bound alone sorts before that day's items, so the range ends at the next
  const { data } = await db()
    .entities.entitlementMovement.query.byCustomer({ customerId })
    .between({ day: from }, { day: dayAfter(to) })
    .where((a, { lte }) => lte(a.day, to))
    .go({ pages: "all", consistent: true });
  return data;
}

/** The movements of the days `from` to `to` (YYYY-MM-DD, Oslo, both included), summed per kind. */
export async function usageOf(customerId: string, from: string, to: string): Promise<Usage> {
  const data = await movementsOf(customerId, from, to);
  const out: Usage = {};
  for (const m of data) {
    const sum = (out[m.move] ??= { ...NONE, count: 0 });
    sum.count += 1;
    for (const k of [...COUNTERS, "pages", "amountOre"] as const) sum[k] += m[k];
  }
  return out;
}
