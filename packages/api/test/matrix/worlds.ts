/**
 * The customers the matrix's cells run on ("worlds"), made through the API, and the ledger of a world. Every helper
 * asserts the status of each call it makes and throws with what it got.
 */
import { ulid } from "ulid";
import { FLAGS, type Flag } from "@innfri/core/accounts/rules";
import { openSession } from "@innfri/core/accounts/session";
import { db } from "@innfri/core/dynamo/db";
import { call, createUser } from "../support";
import { companyBody, orgNumber, typeOf, type Actor, type Cast } from "./actors";
import { answerOf, type WorldFlags } from "./access";

export interface World {
  customerId: string;
  name: string;
  orgNumber: string;
  email: string;
  /** Permission type ids of this customer: the one given to customWith and the one given to customWithout. */
  typeWith: string;
  typeWithout: string;
  flags: WorldFlags;
}

/** The body of a call that must succeed with `status`, or an error naming the call and what came back. */
async function expectCall(status: number, method: string, path: string, opts: Parameters<typeof call>[2]) {
  const res = await call(method, path, opts);
  if (res.status !== status) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

/** A new customer owned by `owner`, through POST /users/{id}/customers, with the GDPR terms accepted. */
export async function newCustomer(owner: Actor, body = companyBody()): Promise<Omit<World, "typeWith" | "typeWithout" | "flags">> {
  const created = await expectCall(201, "POST", `/users/${owner.userId}/customers`, { token: owner.token, body });
  // GDPR terms accepted, so a pending acceptance never stands in the way of a call (PUT .../gdpr-terms has its row)
  await db().entities.customer.patch({ customerId: created.id }).set({ gdprTermsAcceptedAt: Date.now() }).go();
  return { customerId: created.id, name: body.name, orgNumber: body.orgNumber, email: body.email };
}

/** A custom permission type of the customer holding exactly `flags`, through POST /customers/{id}/permissions. */
export async function newPermissionType(owner: Actor, customerId: string, flags: readonly Flag[]): Promise<string> {
  const body = { name: `Type ${ulid().slice(-6)}`, flags: Object.fromEntries(FLAGS.map((f) => [f, flags.includes(f)])) };
  return (await expectCall(201, "POST", `/customers/${customerId}/permissions`, { token: owner.token, body })).id;
}

/**
 * A customer owned by the owner actor, with the accountant actor as accountant, customWith holding a custom type of
 * exactly `flags.withFlags`, customWithout one of every flag but `flags.lacking`.
 */
export async function world(c: Cast, flags: WorldFlags): Promise<World> {
  const { owner, accountant, customWith, customWithout } = c.actors;
  const w = await newCustomer(owner);
  const without = flags.lacking ? FLAGS.filter((f) => f !== flags.lacking) : [];
  const [typeWith, typeWithout] = await Promise.all([
    newPermissionType(owner, w.customerId, flags.withFlags),
    newPermissionType(owner, w.customerId, without),
  ]);
  await Promise.all(
    (
      [
        [accountant, "accountant"],
        [customWith, typeWith],
        [customWithout, typeWithout],
      ] as const
    ).map(([u, permission]) => joinAsInvited(w.customerId, u.userId, permission)),
  );
  return { ...w, typeWith, typeWithout, flags };
}

/**
 * A membership as an accepted invitation leaves it (accounts/invitations.ts acceptInvitation writes just the
 * membership), without the invitation's mail and sessions: the matrix makes hundreds, and the invitation flow
 * itself is tested in routes/memberships.test.ts and by the rows of POST /customers/{id}/users and the invitations.
 */
const joinAsInvited = (customerId: string, userId: string, permission: string) =>
  db().entities.membership.create({ customerId, userId, permission }).go();

/** Another user, a member of the world's customer with `permission` (the target of the user routes). */
export async function targetUser(w: World, permission = "accountant") {
  const u = await createUser();
  await joinAsInvited(w.customerId, u.userId, permission);
  return u;
}

// ---------------------------------------------------------------------------------------------------------
// The ledger (issue 4): its routes work on the session's loaded customer

/**
 * A session of the actor with the world's customer loaded through set-customer. set-customer answers as its
 * declared role `customer:read` does: 200 for members and staff, 404 for someone who may not read the customer, who
 * keeps a session without it. One per actor and world: the cells of a row are different actors, and rows run one
 * after the other, so no two requests share one at once. It is keyed by the actor's cast token: when refreshCast
 * gives the actor a new one (its sessions were ended, or are old), the next cell opens a new session too.
 */
const sessions = new Map<string, Promise<Actor>>();
export function ledgerSession(a: Actor, w: World): Promise<Actor> {
  const key = `${a.token}|${w.customerId}`;
  let s = sessions.get(key);
  if (!s) {
    sessions.set(key, (s = newLedgerSession(a, w)));
    s.catch(() => sessions.delete(key));
  }
  return s;
}

async function newLedgerSession(a: Actor, w: World): Promise<Actor> {
  // opened directly (no password check: a sign-in per cell would spend most of the matrix's time hashing)
  const token = (await openSession({ userId: a.userId, type: typeOf(a.name) })).user.accessToken;
  const expected = answerOf("customer:read", a.name, w.flags) === "ok" ? 200 : 404;
  await expectCall(expected, "POST", "/customers/set-customer", { token, body: { customerId: w.customerId } });
  return { ...a, token };
}

export type Ledger = Awaited<ReturnType<typeof openLedger>>;
const ledgers = new Map<string, Promise<Ledger>>();

/**
 * The world's ledger, opened once per world (cells that share a world share it): the owner's session with the
 * file integration on, and debtors and vouchers made there, each call a new item of its own.
 */
export function ledgerOf(owner: Actor, w: World): Promise<Ledger> {
  let l = ledgers.get(w.customerId);
  if (!l) ledgers.set(w.customerId, (l = openLedger(owner, w)));
  return l;
}

async function openLedger(owner: Actor, w: World) {
  const s = await ledgerSession(owner, w);
  const post = async (path: string, body?: unknown) => expectCall(201, "POST", path, { token: s.token, body });
  // the ledger's calls need an integration setting (else 404 for everyone, docs/ledger.md)
  await expectCall(200, "POST", "/integration-settings", { token: s.token, body: { integration: "file" } });
  const debtorBody = () => ({
    type: "company",
    name: `Matrise Debitor ${ulid().slice(-6)}`,
    customerNumber: `M-${ulid().slice(-8)}`,
    orgNumber: orgNumber(),
  });
  return {
    token: s.token,
    post,
    debtor: async () => post("/debtors", debtorBody()),
    /** A voucher of the resource at `path` (an unmatched one for credits), with a debtor of its own. */
    voucher: async (path: string, extra: Record<string, unknown> = {}) => {
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
      return post(path, { ...(bodies[path] as object), ...extra });
    },
  };
}
