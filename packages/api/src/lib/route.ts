import { createRoute, type RouteConfig } from "@hono/zod-openapi";
import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { rightsOf } from "@innfri/core/accounts/rights";
import { allowsRights, allowsSelf, allowsType, isCustomerRole, type Role } from "@innfri/core/resource/roles";
import { AppError } from "@innfri/core/util/error";
import type { AppEnv } from "./context";
import { requireActor } from "../middleware/actor";

/**
 * Where a customer role finds its customer: the path's `{id}` (or another parameter), a field of the JSON body
 * (`{ body: "customerId" }`: set-customer, account-number-updates), a query parameter (`{ query: "customerId" }`:
 * our invoices to a customer, which staff read for any customer without loading it), or the customer loaded in the
 * session (`session`: the ledger and everything under it; none loaded is a 404).
 */
export type CustomerScope = "session" | { param: string } | { body: string } | { query: string };

export interface SecuredConfig extends Omit<RouteConfig, "middleware" | "security"> {
  /** Who may call it (core/resource/roles.ts); enforced before validation, written into the document as `x-role`. */
  role: Role;
  /** For customer roles: where the customer comes from (default: the path's `{id}`). */
  customer?: CustomerScope;
  /**
   * For routes on one user: the path parameter holding the user's id. The user itself may always call the route,
   * anyone else needs `role` (core `allowsSelf`: other staff 403, a customer user 404). Written as `x-self`.
   */
  self?: string;
  /** Middleware that runs after the role check (e.g. the ledger's integration check). */
  use?: RouteConfig["middleware"];
}

/** Ids are at most 64 characters (the routes' schemas); a longer one cannot exist, and is never looked up. */
const MAX_ID = 64;

const refuse = (status: 403 | 404): never => {
  throw status === 404 ? new AppError("NOT_FOUND", "errors.notFound") : new AppError("FORBIDDEN", "errors.forbidden");
};

/**
 * The customer a customer role is checked on: from the session, the path, or the JSON body. A body without the
 * field (or not JSON) gives undefined: the route's own validation then answers 422, as without the role check.
 */
async function customerOf(c: Context<AppEnv>, scope: CustomerScope): Promise<string | null | undefined> {
  if (scope === "session") return c.get("actor").customerId;
  if ("param" in scope) return c.req.param(scope.param);
  if ("query" in scope) {
    const value = c.req.query(scope.query);
    return value ? value : undefined;
  }
  if (!c.req.header("content-type")?.includes("json")) return undefined;
  const body: unknown = await c.req.json().catch(() => undefined);
  const value = body && typeof body === "object" ? (body as Record<string, unknown>)[scope.body] : undefined;
  return typeof value === "string" && value.length > 0 && value.length <= MAX_ID ? value : undefined;
}

/**
 * The role check of a route: a user-type role against the actor's type (403), or the user itself (`self`); a
 * customer role against the actor's rights on the customer (404 for someone who may not read it, 403 for a
 * missing right). A customer role sets `customerId` and `rights` for the handler and the activity log.
 */
export const requireRole = (role: Role, scope: CustomerScope = { param: "id" }, self?: string) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const actor = c.get("actor");
    if (!isCustomerRole(role)) {
      const answer = self ? allowsSelf(role, actor.type, c.req.param(self) === actor.userId) : null;
      if (answer ? answer !== "ok" : !allowsType(role, actor.type)) refuse(answer === 404 ? 404 : 403);
      return next();
    }
    const customerId = await customerOf(c, scope);
    // no customer field in the body or query: its validation refuses the request (422) before any handler runs
    if (customerId === undefined && typeof scope === "object" && ("body" in scope || "query" in scope)) return next();
    if (!customerId || customerId.length > MAX_ID) return refuse(404);
    const rights = actor.customerId === customerId && actor.rights ? actor.rights : await rightsOf(actor, customerId);
    const answer = allowsRights(role, rights);
    if (answer !== "ok") refuse(answer);
    c.set("customerId", customerId);
    c.set("rights", rights);
    if (scope === "session") actor.actedOnCustomerId = customerId;
    return next();
  });

/** How the document names a customer scope: `session`, `path:id`, `body:customerId`, `query:customerId`. */
const scopeName = (scope: CustomerScope) =>
  scope === "session"
    ? "session"
    : "param" in scope
      ? `path:${scope.param}`
      : "query" in scope
        ? `query:${scope.query}`
        : `body:${scope.body}`;

/**
 * A route that needs a signed-in user with a declared role: fills the bearer security, runs the actor and role
 * middleware before validation (a refused request is refused before its body is looked at), and writes the role
 * into the OpenAPI operation (`x-role`, `x-customer`, `x-self`), where the authorisation matrix reads it.
 */
export function secured<const C extends SecuredConfig>({ role, customer, self, use, ...config }: C) {
  const scope = customer ?? { param: "id" };
  if (self && isCustomerRole(role)) throw new Error(`${config.method} ${config.path}: self goes with a user-type role`);
  const route = {
    ...config,
    security: [{ bearer: [] }],
    middleware: [requireActor, requireRole(role, scope, self), ...(use ? [use].flat() : [])],
    "x-role": role,
    ...(isCustomerRole(role) ? { "x-customer": scopeName(scope) } : {}),
    ...(self ? { "x-self": `path:${self}` } : {}),
  };
  return createRoute(
    route as unknown as Omit<C, "role" | "customer" | "self" | "use"> & { middleware: typeof requireActor[] },
  );
}
