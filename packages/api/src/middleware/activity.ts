import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { recordActivity, type ActivityEntry } from "@innfri/core/activity/activity";
import type { AppEnv } from "../lib/context";

const CHANGES = new Set(["POST", "PUT", "PATCH", "DELETE"]);
const SKIPPED = ["/v1/auth/", "/v1/google-2fa/"];

/** The activity entry of a request with this status (its actor must be known). */
function entryOf(c: Context<AppEnv>, status: number): ActivityEntry {
  const actor = c.get("actor");
  const pattern = c.req.routePath;
  const params = c.req.param() as Record<string, string>;
  // The customer concerned, never from the raw body (F5): the path's under /customers, the customer a route
  // acted on (a customer role's, the ledger's), or the validated body's customerId (set-customer,
  // account-number-updates, whose routes authorize it), else global.
  const req = c.req as unknown as { valid(target: "json"): { customerId?: unknown } | undefined };
  const validated = req.valid("json");
  const customerId = pattern.startsWith("/v1/customers/:id")
    ? params.id!
    : (c.get("customerId") ??
      actor.actedOnCustomerId ??
      (typeof validated?.customerId === "string" ? validated.customerId : null));
  return {
    userId: actor.userId,
    customerId,
    method: c.req.method,
    route: `${c.req.method} ${pattern}`,
    status,
    targetId: params.userId ?? params.typeId ?? params.id ?? null,
    summary: `${c.req.method} ${c.req.path}`,
  };
}

/**
 * The actor of a command that writes this request's activity entry in its own transaction (the ledger's
 * `writeLedger`), answered with `status`: once the command has written it, the middleware writes none.
 */
export function commandActor(c: Context<AppEnv>, status: number) {
  const activity = { entry: entryOf(c, status), written: false };
  c.set("commandActivity", activity);
  return { userId: c.get("actor").userId, activity };
}

/**
 * Records every successful change under /v1 (not sign-in and two-factor calls) in the activity log, after the
 * handler, unless its command wrote the entry in its own transaction (`commandActor`); a failure to record is
 * logged and never fails the request.
 */
export const activityLog = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  if (!CHANGES.has(c.req.method) || c.res.status >= 400) return;
  if (SKIPPED.some((p) => c.req.path.startsWith(p))) return;
  if (!c.get("actor") || c.get("commandActivity")?.written) return;
  await recordActivity(entryOf(c, c.res.status));
});
