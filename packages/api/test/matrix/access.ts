/**
 * The matrix's expectations, derived from what each route declares in the OpenAPI document (`x-role`, and
 * `x-customer` / `x-self`: packages/api/src/lib/route.ts) with the pure checks of core/resource/roles.ts, so a
 * route's declaration and its tests cannot drift apart.
 */
import { FLAGS, rightsFrom, type Flag, type Rights } from "@innfri/core/accounts/rules";
import {
  allowsRights,
  allowsSelf,
  allowsType,
  flagOf,
  isCustomerRole,
  isRole,
  type Role,
} from "@innfri/core/resource/roles";
import { call } from "../support";
import { typeOf, type ActorName } from "./actors";

/** What a cell expects: any 2xx, or exactly this refusal. */
export type Status = "ok" | 403 | 404 | 422;

/** A route's declared access, as the document has it. */
export interface Access {
  role: Role;
  /** `x-customer`: "session", "path:<param>", "body:<field>" or "query:<param>" (customer roles). */
  customer?: string;
  /** `x-self`: "path:<param>", the user the route is on (who may always call it). */
  self?: string;
}

// ---------------------------------------------------------------------------------------------------------
// The document

export type Op = Record<string, unknown> & { security?: unknown[] };
export type Doc = { paths: Record<string, Record<string, Op>> };
export interface Documented {
  key: string;
  secured: boolean;
  op: Op;
}

/** "PUT /customers/{}/users/{}": the method and the path with its parameter names left out. */
export const routeKey = (method: string, path: string) => `${method.toUpperCase()} ${path.replace(/\{[^}]+\}/g, "{}")}`;

export const docRoutes = (doc: Doc): Documented[] =>
  Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops)
      .filter(([m]) => ["get", "post", "put", "patch", "delete"].includes(m))
      .map(([m, op]) => ({
        key: routeKey(m, path.replace(/^\/v1/, "")),
        secured: Array.isArray(op.security) && op.security.length > 0,
        op,
      })),
  );

let docCache: Doc | undefined;
export async function openapi(): Promise<Doc> {
  if (!docCache) {
    const res = await call("GET", "/openapi.json");
    if (res.status !== 200) throw new Error(`GET /openapi.json: ${res.status}`);
    docCache = res.body as Doc;
  }
  return docCache;
}

/** The declared access of a documented operation, or null when it declares no role. */
export function accessOf(op: Op): Access | null {
  const role = op["x-role"];
  if (role === undefined) return null;
  if (!isRole(role)) throw new Error(`x-role ${JSON.stringify(role)} is not a role of core/resource/roles.ts`);
  const customer = op["x-customer"];
  const self = op["x-self"];
  return {
    role,
    customer: typeof customer === "string" ? customer : undefined,
    self: typeof self === "string" ? self : undefined,
  };
}

// ---------------------------------------------------------------------------------------------------------
// The actors' rights on a world

/**
 * The world a cell runs on (test/matrix/worlds.ts): owner and accountant hold every flag, customWith a custom type
 * with exactly `withFlags`, customWithout one with every flag but `lacking` (none without `lacking`); staff are
 * no members, nor is "other".
 */
export interface WorldFlags {
  withFlags: readonly Flag[];
  lacking?: Flag;
}

/** The flags a row's world gives customWith (and takes from customWithout): those of the role that decides. */
export function worldFlags(role: Role, given?: { flags?: Flag[]; lacking?: Flag }): WorldFlags {
  if (given?.flags) return { withFlags: given.flags, lacking: given.lacking ?? given.flags[0] };
  const flag = flagOf(role);
  return flag ? { withFlags: [flag], lacking: flag } : { withFlags: [] };
}

export function rightsIn(name: ActorName, w: WorldFlags): Rights {
  const actor = { userId: name, type: typeOf(name) };
  const flagsObject = (flags: readonly Flag[]) => Object.fromEntries(flags.map((f) => [f, true]));
  switch (name) {
    case "owner":
    case "accountant":
      return rightsFrom(actor, name);
    case "customWith":
      return rightsFrom(actor, "typeWith", flagsObject(w.withFlags));
    case "customWithout":
      return rightsFrom(actor, "typeWithout", flagsObject(w.lacking ? FLAGS.filter((f) => f !== w.lacking) : []));
    default:
      return rightsFrom(actor, null);
  }
}

/**
 * What `role` answers the actor on the world's customer (customer roles), or for its type (user-type roles); a
 * route on one user (`self`) is always called on another user than the actor in the matrix.
 */
export function answerOf(role: Role, name: ActorName, w: WorldFlags, self = false): Status {
  if (isCustomerRole(role)) return allowsRights(role, rightsIn(name, w));
  if (self) return allowsSelf(role, typeOf(name), false);
  return allowsType(role, typeOf(name)) ? "ok" : 403;
}
