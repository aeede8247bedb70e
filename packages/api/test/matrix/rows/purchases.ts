/**
 * Rows of buying (issue 19, routes/billing/purchases.ts): routes on the customer loaded in the session. The world's
 * customer gets the seeded plans and the Small plan once (its top-up prices); each allowed cell buys for itself.
 */
import { buyPlan } from "@innfri/core/billing/purchase";
import { seedPlans } from "@innfri/core/billing/plan-seed";
import { secretsOf, type Row } from "../row";
import type { World } from "../worlds";

const ready = new Map<string, Promise<unknown>>();
const planned = (w: World) => {
  let p = ready.get(w.customerId);
  if (!p) {
    p = seedPlans().then(() => buyPlan(w.customerId, { planId: "plan-small" }, { userId: "system" }));
    ready.set(w.customerId, p);
  }
  return p;
};

const row = (method: string, path: string, body?: unknown): Row => ({
  method,
  path,
  req: async ({ world }) => {
    const w = await world();
    await planned(w);
    return { method, path, body, secrets: secretsOf(w) };
  },
});

export const PURCHASE_ROWS: Row[] = [
  row("GET", "/plans/available"),
  row("GET", "/customer-plans/current"),
  row("POST", "/customer-plans", { planId: "plan-small" }),
  row("POST", "/top-ups", { cases: 1 }),
];
