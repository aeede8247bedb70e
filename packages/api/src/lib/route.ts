import { createRoute, type RouteConfig } from "@hono/zod-openapi";
import { createMiddleware } from "hono/factory";
import { rightsOf } from "@innfri/core/accounts/rights";
import { allowsRights, allowsType, isCustomerRole, type Role } from "@innfri/core/resource/roles";
import { AppError } from "@innfri/core/util/error";
import type { AppEnv } from "./context";
import { requireActor } from "../middleware/actor";

/**
 * Where a customer role finds its customer: the path's `{id}` (or another parameter), or the customer loaded in the
 * session (`session`: the ledger and everything under it; none loaded is a 404).
 */
export type CustomerScope = "session" | { param: string };

export interface SecuredConfig extends Omit<RouteConfig, "middleware" | "security"> {
  /** Who may call it (core/resource/roles.ts); enforced before validation, written into the document as `x-role`. */
  role: Role;
  /** For customer roles: where the customer comes from (default: the path's `{id}`). */
  customer?: CustomerScope;
  /** Middleware that runs after the role check (e.g. the ledger's integration check). */
  use?: RouteConfig["middleware"];
}

const refuse = (status: 403 | 404): never => {
  throw status === 404 ? new AppError("NOT_FOUND", "errors.notFound") : new AppError("FORBIDDEN", "errors.forbidden");
};

/**
 * The role check of a route: a user-type role against the actor's type (403), a customer role against the actor's
 * rights on the customer (404 for someone who may not read it, 403 for a missing right). A customer role sets
 * `customerId` for the handler and the activity log.
 */
export const requireRole = (role: Role, scope: CustomerScope = { param: "id" }) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const actor = c.get("actor");
    if (!isCustomerRole(role)) {
      if (!allowsType(role, actor.type)) refuse(403);
      return next();
    }
    const customerId = scope === "session" ? actor.customerId : c.req.param(scope.param);
    if (!customerId) return refuse(404);
    const rights = actor.customerId === customerId && actor.rights ? actor.rights : await rightsOf(actor, customerId);
    const answer = allowsRights(role, rights);
    if (answer !== "ok") refuse(answer);
    c.set("customerId", customerId);
    if (scope === "session") actor.actedOnCustomerId = customerId;
    return next();
  });

/**
 * A route that needs a signed-in user with a declared role: fills the bearer security, runs the actor and role
 * middleware before validation (a refused request is refused before its body is looked at), and writes the role
 * into the OpenAPI operation (`x-role`, `x-customer`), where the authorisation matrix reads it.
 */
export function secured<const C extends SecuredConfig>({ role, customer, use, ...config }: C) {
  const scope = customer ?? { param: "id" };
  const route = {
    ...config,
    security: [{ bearer: [] }],
    middleware: [requireActor, requireRole(role, scope), ...(use ? [use].flat() : [])],
    "x-role": role,
    ...(isCustomerRole(role) ? { "x-customer": scope === "session" ? "session" : `path:${scope.param}` } : {}),
  };
  return createRoute(route as unknown as Omit<C, "role" | "customer" | "use"> & { middleware: typeof requireActor[] });
}
