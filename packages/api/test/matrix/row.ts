/**
 * A row of the authorisation matrix: how to build one valid request of a route for one actor. What each actor must
 * get is not written here: the runner derives it from the route's declared role in the OpenAPI document
 * (access.ts). A row names only what the document cannot say, each with its reason: a check core makes on top of
 * the role for this request (`core`), and whether its cells change the customer itself (`own`).
 */
import type { Flag } from "@innfri/core/accounts/rules";
import type { Role } from "@innfri/core/resource/roles";
import type { Actor, Cast } from "./actors";
import type { World } from "./worlds";

export interface Cell {
  c: Cast;
  actor: Actor;
  /**
   * The row's customer, made on first use: shared by its cells and the rows of the same resource with the same
   * flags, or one per cell for `own` rows.
   */
  world: () => Promise<World>;
}

export interface Req {
  method: string;
  path: string;
  body?: unknown;
  /** Multipart upload instead of JSON. */
  file?: { field: string; blob: Blob; name: string };
  /** A raw upload (application/octet-stream) instead of JSON: POST /imports. */
  raw?: string;
  /** Values of the target object that a refused actor must not get back. */
  secrets: string[];
  /**
   * Another actor to send as (a fresh session or user for routes that end or change the actor itself). Routes on
   * the session's customer (`x-customer: session`) get a session of the actor with the world loaded by default.
   */
  as?: Actor;
}

/**
 * A check that depends on the body or the target and so stays in core, after the declared role has let the actor
 * in: for this row's request it amounts to `role` on the world's customer, or to `status` for everyone (a mailed
 * link that belongs to someone else).
 */
export type CoreCheck = { role: Role; why: string } | { status: 422; why: string };

export interface Row {
  method: string;
  /** The route as the OpenAPI document has it, without /v1. */
  path: string;
  label?: string;
  core?: CoreCheck;
  /**
   * The flags customWith's type holds (customWithout: every flag but `lacking`, by default the first) where the
   * request needs more than one flag; by default the flag of core's role, or of the declared role.
   */
  flags?: Flag[];
  lacking?: Flag;
  /** The cells change the customer itself (details, deletion, a pending link): each gets a customer of its own. */
  own?: true;
  req: (cell: Cell) => Promise<Req>;
}

export const secretsOf = (w: World, ...more: string[]) => [w.customerId, w.name, w.orgNumber, w.email, ...more];

/**
 * A fixture the cells of one row share, made once per world. Only for a request that changes nothing for any cell
 * (a read, or one core refuses for everyone): a cell then cannot change what the next one gets, and a cell that a
 * broken guard let through fails on its own answer.
 */
export function sharedByCells<T>(): (w: World, make: () => Promise<T>) => Promise<T> {
  const made = new Map<string, Promise<T>>();
  return (w, make) => {
    let p = made.get(w.customerId);
    if (!p) made.set(w.customerId, (p = make()));
    return p;
  };
}
