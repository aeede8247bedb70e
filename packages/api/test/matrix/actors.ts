/**
 * The actors of the authorisation matrix (src/authorization.test.ts), signed in once, and the valid identifiers and
 * uploads its requests are built from.
 */
import { ulid } from "ulid";
import { openSession } from "@innfri/core/accounts/session";
import type { UserType } from "@innfri/core/accounts/rules";
import { app } from "../../src/app";
import { call, createUser, signIn, uniqueEmail } from "../support";

export const ACTORS = [
  "admin",
  "superadmin",
  "sales",
  "owner",
  "accountant",
  "customWith",
  "customWithout",
  "other",
] as const;
export type ActorName = (typeof ACTORS)[number];

/** The user type of an actor: the staff actors are named after their type, the others are customer users. */
export const typeOf = (name: ActorName): UserType =>
  name === "admin" || name === "superadmin" || name === "sales" ? name : "user";

export interface Actor {
  name: ActorName;
  userId: string;
  email: string;
  token: string;
}

export interface Cast {
  actors: Record<ActorName, Actor>;
}

// ---------------------------------------------------------------------------------------------------------
// Identifiers with real check digits (random, so uniqueness locks never collide between customers)

const digits = (n: number) => Array.from({ length: n }, () => Math.floor(Math.random() * 10));
const mod11 = (body: number[], weights: number[]) => {
  const r = 11 - (body.reduce((s, d, i) => s + d * weights[i]!, 0) % 11);
  return r === 11 ? 0 : r;
};

export function orgNumber(): string {
  while (true) {
    const body = [8, ...digits(7)];
    const c = mod11(body, [3, 2, 7, 6, 5, 4, 3, 2]);
    if (c !== 10) return [...body, c].join("");
  }
}

export function accountNumber(): string {
  while (true) {
    const body = [1, 2, ...digits(8)];
    const c = mod11(body, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]);
    if (c !== 10) return [...body, c].join("");
  }
}

/** A full, valid body of POST /users/{userId}/customers (and PUT /customers/{id}). */
export function companyBody(name = `Matrise ${ulid().slice(-8)} AS`) {
  return {
    name,
    orgNumber: orgNumber(),
    address: "Storgata 1",
    postNumber: "0155",
    city: "Oslo",
    email: uniqueEmail("firma"),
    phone: "+47 22123456",
    accountNumber: accountNumber(),
    type: "AS",
    isRegisteredInVatRegister: true,
  };
}

// ---------------------------------------------------------------------------------------------------------
// Calls

/** A multipart upload (POST /customers/{id}/logo). */
export async function upload(path: string, token: string, field: string, file: Blob, filename: string) {
  const form = new FormData();
  form.append(field, file, filename);
  const res = await app.request(`/v1${path}`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const text = await res.text();
  let body: any;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = text;
  }
  return { status: res.status, body, headers: res.headers };
}

/** A 1×1 transparent PNG. */
export const PNG = new Blob(
  [
    Buffer.from(
      "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
      "base64",
    ),
  ],
  { type: "image/png" },
);

// ---------------------------------------------------------------------------------------------------------
// The cast

/** The users of the matrix, signed in once: staff of each type, the four members of a world and another user. */
export async function cast(): Promise<Cast> {
  const make = async (name: ActorName): Promise<Actor> => {
    const u = await createUser({ type: typeOf(name) });
    const s = await signIn(u.email);
    return { name, userId: u.userId, email: u.email, token: s.user.accessToken };
  };
  const list = await Promise.all(ACTORS.map(make));
  const result = { actors: Object.fromEntries(list.map((a) => [a.name, a])) as Record<ActorName, Actor> };
  castSignedAt.set(result, Date.now());
  return result;
}

const castSignedAt = new WeakMap<Cast, number>();
/**
 * New access tokens for the cast when theirs are older than 10 minutes (they live 15), and for any actor whose
 * sessions a test ended: removing a member or changing a permission revokes that user's sessions at once (F4).
 * `only`: probe just these actors (a matrix row's cells), not the whole cast.
 */
export async function refreshCast(c: Cast, only: readonly ActorName[] = ACTORS): Promise<void> {
  const at = castSignedAt.get(c) ?? Date.now();
  if (!castSignedAt.has(c)) castSignedAt.set(c, at);
  const old = Date.now() - at >= 10 * 60_000;
  await Promise.all(
    Object.values(c.actors).map(async (a) => {
      if (!old && !only.includes(a.name)) return;
      if (!old && (await call("GET", "/user", { token: a.token })).status !== 401) return;
      a.token = (await openSession({ userId: a.userId, type: typeOf(a.name) })).user.accessToken;
    }),
  );
  if (old) castSignedAt.set(c, Date.now());
}

/**
 * A fresh user of the actor's kind (for routes that change the acting user itself: password, 2FA), with a session
 * opened directly (its password is PASSWORD; a sign-in per cell would spend the matrix's time hashing).
 */
export async function clone(name: ActorName): Promise<Actor> {
  const type = typeOf(name);
  const u =
    type === "user" ? await createUser({ permission: name === "owner" ? "owner" : "accountant" }) : await createUser({ type });
  return { name, userId: u.userId, email: u.email, token: (await openSession({ userId: u.userId, type })).user.accessToken };
}

/** A new session of the same user (for GET /auth/logout, which ends it), opened without a password check. */
export async function session(a: Actor): Promise<Actor> {
  return { ...a, token: (await openSession({ userId: a.userId, type: typeOf(a.name) })).user.accessToken };
}
