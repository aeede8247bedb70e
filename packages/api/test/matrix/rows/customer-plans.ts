/**
 * Rows of staff's side of customers' plans (issue 19, routes/billing/customer-plans-staff.ts): role `staff` (SPEC 6:
 * sales keeps manage customer plans), on the world's customer. Each allowed cell sets the plan again (a purchase
 * each) or the same agreement: a cell does not change what the next one gets.
 */
import { seedPlans } from "@innfri/core/billing/plan-seed";
import { secretsOf, type Row } from "../row";

let seeded: Promise<unknown> | undefined;

const row = (method: string, path: string, req: (customerId: string) => { path: string; body?: unknown }): Row => ({
  method,
  path,
  req: async ({ world }) => {
    const w = await world();
    await (seeded ??= seedPlans());
    const r = req(w.customerId);
    return { method, ...r, secrets: secretsOf(w) };
  },
});

export const CUSTOMER_PLAN_ROWS: Row[] = [
  row("PUT", "/customers/{id}/plan", (id) => ({
    path: `/customers/${id}/plan`,
    body: { planId: "plan-small", reason: "Matrise" },
  })),
  row("PUT", "/customers/{id}/partner-agreement", (id) => ({
    path: `/customers/${id}/partner-agreement`,
    body: { startDate: "2026-10-01" },
  })),
  row("GET", "/customer-plans", (id) => ({ path: `/customer-plans?customerId=${id}&expand=plan` })),
  row("POST", "/customer-plans/get-report", () => ({
    path: "/customer-plans/get-report",
    body: { search: "Matrise" },
  })),
];
