/**
 * Helpers of the authorisation matrix (src/authorization.test.ts): valid identifiers, the actors, fresh
 * customers with every kind of member, multipart uploads, and reading the OpenAPI document.
 * Customers, permission types and memberships are made through the API; while a route is not built yet, the
 * same items are written through the core entities instead, so the matrix runs on whatever exists.
 */
import { ulid } from "ulid";
import { db } from "@innfri/core/dynamo/db";
import { openSession } from "@innfri/core/accounts/session";
import { app } from "../src/app";
import { call, createUser, signIn, uniqueEmail } from "./support";

import { FLAGS, type Flag } from "@innfri/core/accounts/rules";

export { FLAGS, type Flag };

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
// The OpenAPI document

export type Doc = { paths: Record<string, Record<string, any>> };
export const docRoutes = (doc: Doc) =>
  Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops)
      .filter(([m]) => ["get", "post", "put", "patch", "delete"].includes(m))
      .map(([m, op]) => ({
        key: routeKey(m, path.replace(/^\/v1/, "")),
        secured: Array.isArray(op.security) && op.security.length > 0,
        op,
      })),
  );
/** "PUT /customers/{}/users/{}": the method and the path with its parameter names left out. */
export const routeKey = (method: string, path: string) => `${method.toUpperCase()} ${path.replace(/\{[^}]+\}/g, "{}")}`;

let docCache: Doc | undefined;
export async function openapi(): Promise<Doc> {
  docCache ??= (await call("GET", "/openapi.json")).body as Doc;
  return docCache;
}
export async function implemented(method: string, path: string) {
  return docRoutes(await openapi()).some((r) => r.key === routeKey(method, path));
}

/** The `flags` of a permission-type body in the shape the route's schema asks for (list, record or top level). */
export async function flagsBody(name: string, flags: readonly Flag[]): Promise<Record<string, unknown>> {
  const record = Object.fromEntries(FLAGS.map((f) => [f, flags.includes(f)]));
  const op = (await openapi()).paths["/v1/customers/{id}/permissions"]?.post;
  const schema = op?.requestBody?.content?.["application/json"]?.schema;
  const props = schema?.properties ?? {};
  if (props.flags?.type === "array") return { name, flags: [...flags] };
  if (props.flags) return { name, flags: record };
  if (props.editUser) return { name, ...record };
  return { name, flags: record };
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
// Actors and customers

export interface Actor {
  name: ActorName;
  userId: string;
  email: string;
  token: string;
}

export interface Cast {
  actors: Record<ActorName, Actor>;
}

/** The users of the matrix, signed in once: staff of each type, the four members of A and B's owner. */
export async function cast(): Promise<Cast> {
  const make = async (name: ActorName, type: "user" | "admin" | "superadmin" | "sales" = "user"): Promise<Actor> => {
    const u = await createUser({ type });
    const s = await signIn(u.email);
    return { name, userId: u.userId, email: u.email, token: s.user.accessToken };
  };
  const list = await Promise.all(
    ACTORS.map((a) => make(a, a === "admin" || a === "superadmin" || a === "sales" ? a : "user")),
  );
  const result = { actors: Object.fromEntries(list.map((a) => [a.name, a])) as Record<ActorName, Actor> };
  castSignedAt.set(result, Date.now());
  return result;
}

const castSignedAt = new WeakMap<Cast, number>();
/**
 * New access tokens for the cast when theirs are older than 10 minutes (they live 15), and for any actor whose
 * sessions a test ended: removing a member or changing a permission revokes that user's sessions at once (F4).
 */
export async function refreshCast(c: Cast): Promise<void> {
  const at = castSignedAt.get(c) ?? Date.now();
  if (!castSignedAt.has(c)) castSignedAt.set(c, at);
  const old = Date.now() - at >= 10 * 60_000;
  await Promise.all(
    Object.values(c.actors).map(async (a) => {
      if (!old && (await call("GET", "/user", { token: a.token })).status !== 401) return;
      const type = a.name === "admin" || a.name === "superadmin" || a.name === "sales" ? a.name : "user";
      a.token = (await openSession({ userId: a.userId, type })).user.accessToken;
    }),
  );
  if (old) castSignedAt.set(c, Date.now());
}

export interface World {
  customerId: string;
  name: string;
  orgNumber: string;
  email: string;
  /** Permission type ids of this customer: the one given to customWith and the one given to customWithout. */
  typeWith: string;
  typeWithout: string;
}

const ok = (status: number) => status >= 200 && status < 300;

/** A new customer owned by `owner`, through POST /users/{id}/customers (or the entities). */
export async function newCustomer(owner: Actor, body = companyBody()): Promise<World> {
  let customerId: string;
  if (await implemented("POST", "/users/{userId}/customers")) {
    const res = await call("POST", `/users/${owner.userId}/customers`, { token: owner.token, body });
    if (!ok(res.status)) throw new Error(`creating a customer: ${res.status} ${JSON.stringify(res.body)}`);
    customerId = res.body.id ?? res.body.customer?.id;
  } else {
    customerId = ulid();
    const { accountNumber: _a, ...rest } = body;
    await db()
      .entities.customer.create({ customerId, ...rest, gdprTermsAcceptedAt: Date.now() } as any)
      .go();
    await db().entities.membership.create({ customerId, userId: owner.userId, permission: "owner" }).go();
  }
  // GDPR terms accepted, so a pending acceptance never stands in the way of a call.
  await db().entities.customer.patch({ customerId }).set({ gdprTermsAcceptedAt: Date.now() }).go();
  return { customerId, name: body.name, orgNumber: body.orgNumber, email: body.email, typeWith: "", typeWithout: "" };
}

/** A custom permission type of the customer, through POST /customers/{id}/permissions (or the entity). */
export async function newPermissionType(owner: Actor, customerId: string, flags: readonly Flag[]): Promise<string> {
  const name = `Type ${ulid().slice(-6)}`;
  if (await implemented("POST", "/customers/{id}/permissions")) {
    const res = await call("POST", `/customers/${customerId}/permissions`, {
      token: owner.token,
      body: await flagsBody(name, flags),
    });
    if (!ok(res.status)) throw new Error(`creating a permission type: ${res.status} ${JSON.stringify(res.body)}`);
    const b = res.body;
    const id = b.id ?? b.permissionTypeId ?? b.data?.find?.((t: any) => t.name === name)?.id;
    if (!id) throw new Error(`no id of the new permission type in ${JSON.stringify(b)}`);
    return id;
  }
  const permissionTypeId = ulid();
  await (db().entities as any).customerPermission
    .create({ customerId, permissionTypeId, name, ...Object.fromEntries(flags.map((f) => [f, true])) })
    .go();
  return permissionTypeId;
}

/** Makes an existing user a member, through POST /customers/{id}/users (or the entity). */
export async function addMember(
  owner: Actor,
  customerId: string,
  user: { userId: string; email: string },
  permission: string,
) {
  if (await implemented("POST", "/customers/{id}/users")) {
    const res = await call("POST", `/customers/${customerId}/users`, {
      token: owner.token,
      body: { email: user.email, firstName: "Test", lastName: "Bruker", phone: "+47 41234567", permission },
    });
    if (!ok(res.status)) throw new Error(`adding a member: ${res.status} ${JSON.stringify(res.body)}`);
    // An existing user is invited (issue 8): they accept it, from a session of their own.
    if (await implemented("POST", "/user/invitations/{customerId}/accept")) {
      const { data: u } = await db().entities.user.get({ userId: user.userId }).go();
      const token = (await openSession({ userId: user.userId, type: u!.type })).user.accessToken;
      const accepted = await call("POST", `/user/invitations/${customerId}/accept`, { token });
      if (!ok(accepted.status)) throw new Error(`accepting: ${accepted.status} ${JSON.stringify(accepted.body)}`);
    }
    return;
  }
  await db().entities.membership.create({ customerId, userId: user.userId, permission }).go();
}

/**
 * A fresh customer for one cell of the matrix: owned by the owner actor, the accountant actor as accountant,
 * customWith with a type holding exactly `withFlags`, customWithout with every flag except `lacking`.
 */
export async function world(c: Cast, withFlags: readonly Flag[], lacking?: Flag): Promise<World> {
  const { owner, accountant, customWith, customWithout } = c.actors;
  const w = await newCustomer(owner);
  const without = lacking ? FLAGS.filter((f) => f !== lacking) : [];
  [w.typeWith, w.typeWithout] = await Promise.all([
    newPermissionType(owner, w.customerId, withFlags),
    newPermissionType(owner, w.customerId, without),
  ]);
  // Memberships as an accepted invitation leaves them (members.ts acceptInvitation): a world is made for every cell
  // (about 1 200 a run), and inviting through the API would mail and accept 3 600 invitations. The invitation flow
  // itself is tested in routes/memberships.test.ts; `targetUser` and the rows of POST /customers/{id}/users use it.
  await Promise.all(
    [
      [accountant, "accountant"],
      [customWith, w.typeWith],
      [customWithout, w.typeWithout],
    ].map(([u, permission]) =>
      db()
        .entities.membership.create({
          customerId: w.customerId,
          userId: (u as Actor).userId,
          permission: permission as string,
        })
        .go(),
    ),
  );
  return w;
}

/** Another user, a member of the world's customer with `permission` (the target of the user routes). */
export async function targetUser(c: Cast, w: World, permission = "accountant") {
  const u = await createUser();
  await addMember(c.actors.owner, w.customerId, u, permission);
  return u;
}

/** A fresh user of the actor's kind (for routes that change the acting user itself: password, 2FA). */
export async function clone(name: ActorName): Promise<Actor> {
  const staff = name === "admin" || name === "superadmin" || name === "sales";
  const u = staff
    ? await createUser({ type: name })
    : await createUser({ permission: name === "owner" ? "owner" : "accountant" });
  const s = await signIn(u.email);
  return { name, userId: u.userId, email: u.email, token: s.user.accessToken };
}

/** A new session of the same user (for GET /auth/logout, which ends it). */
export async function session(a: Actor): Promise<Actor> {
  return { ...a, token: (await signIn(a.email)).user.accessToken };
}

// ---------------------------------------------------------------------------------------------------------
// The ledger (issue 4): its routes work on the session's loaded customer

/**
 * A new session of the actor with the world's customer loaded through set-customer (the cells of a row run at
 * once, so no session is shared). Someone who may not load it (the other customer's owner) keeps a session
 * without it.
 */
export async function ledgerSession(a: Actor, customerId: string): Promise<Actor> {
  // opened directly (no password check: a sign-in per cell would spend most of the matrix's time hashing)
  const type = a.name === "admin" || a.name === "superadmin" || a.name === "sales" ? a.name : "user";
  const token = (await openSession({ userId: a.userId, type })).user.accessToken;
  await call("POST", "/customers/set-customer", { token, body: { customerId } });
  return { ...a, token };
}

/** Vouchers and debtors of the world's ledger, made by its owner in a session of its own. */
export async function ledgerOf(owner: Actor, w: World) {
  const s = await ledgerSession(owner, w.customerId);
  const post = async (path: string, body?: unknown) => {
    const res = await call("POST", path, { token: s.token, body });
    if (!ok(res.status)) throw new Error(`POST ${path}: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body;
  };
  // the ledger's calls need an integration setting (else 404 for everyone, docs/ledger.md); the same again is no change
  await post("/integration-settings", { integration: "file" });
  const debtorBody = () => ({
    type: "company",
    name: `Matrise Debitor ${ulid().slice(-6)}`,
    customerNumber: `M-${ulid().slice(-8)}`,
    orgNumber: orgNumber(),
  });
  const debtor = async () => post("/debtors", debtorBody());
  return {
    token: s.token,
    post,
    debtor,
    /** A voucher of the resource at `path` (an unmatched one for credits), with a debtor of its own. */
    voucher: async (path: string) => {
      // the debtor comes with the voucher: one request
      const base = { debtor: debtorBody(), voucherDate: "2026-05-01", amount: "100" };
      const number = `M-${ulid().slice(-8)}`;
      const bodies: Record<string, unknown> = {
        "/invoices": { ...base, number, dueDate: "2026-05-15" },
        "/late-fees": base,
        "/interest-calculations": base,
        "/sentences": { ...base, number, dueDate: "2026-05-15" },
        "/credit-notes": { ...base, number },
        "/payments": base,
        "/corrections": base,
      };
      return post(path, bodies[path]);
    },
  };
}
