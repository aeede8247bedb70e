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
  // The customer concerned: the path's, a body's customerId (set-customer, account-number-updates), the loaded
  // customer a route acted on (the ledger), else global.
  const body = c.req.header("content-type")?.includes("json") ? await c.req.json().catch(() => null) : null;
  const customerId = pattern.startsWith("/v1/customers/:id")
    ? params.id
    : typeof body?.customerId === "string"
      ? body.customerId
      : (actor.actedOnCustomerId ?? null);
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
