import { createMiddleware } from "hono/factory";
import { recordActivity } from "@innfri/core/activity/activity";
import type { AppEnv } from "../lib/context";

const CHANGES = new Set(["POST", "PUT", "PATCH", "DELETE"]);
const SKIPPED = ["/v1/auth/", "/v1/google-2fa/"];

/**
 * Records every successful change under /v1 (not sign-in and two-factor calls) in the activity log, after the
 * handler; a failure to record is logged and never fails the request.
 */
export const activityLog = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  if (!CHANGES.has(c.req.method) || c.res.status >= 400) return;
  if (SKIPPED.some((p) => c.req.path.startsWith(p))) return;
  const actor = c.get("actor");
  if (!actor) return;
  const pattern = c.req.routePath;
  const params = c.req.param() as Record<string, string>;
  // The customer concerned, never from the raw body (F5): the path's under /customers, the customer a route
  // acted on (the ledger, invitations), or the validated body's customerId (set-customer, account-number-updates,
  // whose routes authorize it), else global.
  const req = c.req as unknown as { valid(target: "json"): { customerId?: unknown } | undefined };
  const validated = req.valid("json");
  const customerId = pattern.startsWith("/v1/customers/:id")
    ? params.id
    : (actor.actedOnCustomerId ??
      (typeof validated?.customerId === "string" ? validated.customerId : null));
  const targetId = params.userId ?? params.typeId ?? params.id ?? null;
  await recordActivity({
    userId: actor.userId,
    customerId,
    method: c.req.method,
    route: `${c.req.method} ${pattern}`,
    status: c.res.status,
    targetId,
    summary: `${c.req.method} ${c.req.path}`,
  });
});
