/**
 * The authorisation matrix of issue 3: every route under /v1 that needs a signed-in user, and for each the
 * status every kind of actor gets (/tmp/issue3 contract "Rights", SPEC section 6):
 *   admin, superadmin: everything on every customer; sales: reads customers and users, changes nothing of users,
 *   permissions or deletions (403); owner and accountant: every flag; a custom permission type with the route's
 *   flag and one with every flag but that one; a user of another customer: 404 (never 403, never data).
 * The list of routes is checked against the OpenAPI document, so a new route without a row here fails.
 * Each cell runs against a customer (and target objects) of its own, so the order of cells does not matter;
 * every request is valid, so the status is the authorisation's and not the validation's.
 * Then: ids of another customer in the path or body (404, nothing changed), 401 without a session on every
 * documented route, no escalation through the body (user type, allAccounts, another customer's permission type,
 * the owner role), refused requests change nothing, a removed member loses access at once, and "self" routes.
 * MATRIX_LOG=1 prints every cell (route | actor | expected | got).
 */
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { generateSync } from "otplib";
import { Clock } from "@innfri/core/clock";
import { db } from "@innfri/core/dynamo/db";
import { invoiceCsv } from "@innfri/core/ledger/import/fixtures/generate";
import { call, createUser, PASSWORD, signIn, uniqueEmail } from "../test/support";
import { waitForMail } from "../test/mail";
import {
  ACTORS,
  accountNumber,
  cast,
  clone,
  companyBody,
  docRoutes,
  flagsBody,
  type Actor,
  type ActorName,
  type Cast,
  type Flag,
  FLAGS,
  ledgerOf,
  ledgerSession,
  newCustomer,
  newPermissionType,
  openapi,
  PNG,
  refreshCast,
  routeKey,
  session,
  targetUser,
  upload,
  world,
  type World,
} from "../test/matrix";
import { adminResourceRows } from "../test/matrix-admin-resources";

/** "ok": any 2xx; 403; 404; 422 (a link that is not the actor's reads as an invalid link); "deny": 403 or 404. */
type Exp = "ok" | 403 | 404 | 422 | "deny";
type Expect = Record<ActorName, Exp>;

const matches = (exp: Exp, status: number) =>
  exp === "ok" ? status >= 200 && status < 300 : exp === "deny" ? status === 403 || status === 404 : status === exp;

// ---------------------------------------------------------------------------------------------------------
// The rights rules as expectations

/** A route on one customer: staff may (sales only reads), members need `flag`, others get 404. */
const member = (flag: Flag | undefined, read: boolean, sales: Exp = read ? "ok" : 403): Expect => ({
  admin: "ok",
  superadmin: "ok",
  sales,
  owner: "ok",
  accountant: "ok",
  customWith: "ok",
  customWithout: flag ? 403 : "ok",
  other: 404,
});
/** A staff route (lists, admin actions): customer users are refused. */
const staff = (sales: Exp): Expect => ({
  admin: "ok",
  superadmin: "ok",
  sales,
  owner: "deny",
  accountant: "deny",
  customWith: "deny",
  customWithout: "deny",
  other: "deny",
});
/** A route on a user that is not the actor ("self or staff"): every customer user is refused. */
const selfOrStaff = (sales: Exp) => staff(sales);
/** Routes about the signed-in user itself, or authorised by a token from a mail: everyone may. */
const anyone: Expect = Object.fromEntries(ACTORS.map((a) => [a, "ok"])) as Expect;
/** A link mailed to one particular user: in anyone else's session it is refused as an invalid link. */
const nobodyElse: Expect = Object.fromEntries(ACTORS.map((a) => [a, 422])) as Expect;

// ---------------------------------------------------------------------------------------------------------
// The table

interface Cell {
  c: Cast;
  actor: Actor;
  w: World;
}
interface Req {
  method: string;
  path: string;
  body?: unknown;
  /** Multipart upload instead of JSON. */
  file?: { field: string; blob: Blob; name: string };
  /** A raw upload (application/octet-stream) instead of JSON: POST /imports. */
  raw?: string;
  /** Values of the target object that a refused actor must not get back. */
  secrets: string[];
  /** Another actor to send as (a fresh session or user for routes that end or change the actor itself). */
  as?: Actor;
}
interface Row {
  method: string;
  /** The route as the OpenAPI document has it, without /v1. */
  path: string;
  label?: string;
  /** The flags the custom type of customWith holds; customWithout holds every flag but `lacking`. */
  flags?: Flag[];
  lacking?: Flag;
  expect: Expect;
  /** Where the contract leaves the expectation open: said in a mismatch report. */
  note?: string;
  req: (cell: Cell) => Promise<Req>;
}

const secretsOf = (w: World, ...more: string[]) => [w.customerId, w.name, w.orgNumber, w.email, ...more];
const ownerOf = (c: Cast) => c.actors.owner;

async function inviteInactive(c: Cast, w: World) {
  const email = uniqueEmail("invitert");
  const res = await call("POST", `/customers/${w.customerId}/users`, {
    token: ownerOf(c).token,
    body: { email, firstName: "Ny", lastName: "Bruker", phone: "+47 41234567", permission: "accountant" },
  });
  expect(res.status, `invite: ${JSON.stringify(res.body)}`).toBe(201);
  const id = res.body.id ?? res.body.user?.id ?? res.body.userId;
  expect(id, `the invited user's id in ${JSON.stringify(res.body)}`).toBeTruthy();
  return { userId: id as string, email };
}

/** An invitation of an existing user's address (not accepted). */
async function invite(inviter: Actor, customerId: string, email: string) {
  const res = await call("POST", `/customers/${customerId}/users`, {
    token: inviter.token,
    body: { email, firstName: "Inv", lastName: "Itert", phone: "+47 41234567", permission: "accountant" },
  });
  expect(res.status, `invite: ${JSON.stringify(res.body)}`).toBe(201);
}

async function uploadLogo(c: Cast, w: World) {
  const res = await upload(`/customers/${w.customerId}/logo`, ownerOf(c).token, "logo", PNG, "logo.png");
  expect(res.status, `logo upload: ${JSON.stringify(res.body)}`).toBe(200);
}

async function requestAccountNumberUpdate(c: Cast, w: World) {
  const since = Date.now() - 1000;
  const res = await call("POST", "/account-number-updates", {
    token: ownerOf(c).token,
    body: { customerId: w.customerId, accountNumber: accountNumber() },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(202);
  const mail = await waitForMail(w.email, {
    since,
    where: (m) => /account-number-update\?hash=/.test(m.body.text ?? ""),
  });
  return /account-number-update\?hash=([A-Za-z0-9_-]+)/.exec(mail.body.text ?? "")![1]!;
}

async function emailChangeToken(u: { userId: string; email: string }) {
  const s = await signIn(u.email);
  const newEmail = uniqueEmail("ny-adresse");
  const res = await call("PUT", `/users/${u.userId}`, {
    token: s.user.accessToken,
    body: { firstName: "Test", lastName: "Bruker", phone: "+47 41234567", email: newEmail },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const mail = await waitForMail(newEmail);
  return /\/verify-email-change\/([A-Za-z0-9_-]+)/.exec(mail.body.text ?? "")![1]!;
}

const EXPAND = "users,customerPermissions,customerCurrencyAccounts,customerPlan.plan,integration";
const document = {
  title: "Inkassovarsel",
  subtitle: "Fra Matrise AS",
  upperText: "Vi viser til tidligere faktura.",
  lowerText: "Med vennlig hilsen",
  emailTemplate: { subject: "Varsel", body: "Se vedlegg." },
  companyContact: { name: "Kari Kontakt", email: "kari@firma.test", phone: "+47 22123456" },
  caseworkerContact: { name: "Ola Saksbehandler", email: "ola@firma.test", phone: "+47 22123457" },
};
const SALES_WRITE =
  "contract: sales 'may read customers and users but not change users, permissions or deletions (403)'";

const ROWS: Row[] = [
  // --- Existing routes (issues 1–2)
  {
    method: "GET",
    path: "/user",
    expect: anyone,
    req: async () => ({ method: "GET", path: "/user", secrets: [] }),
  },
  {
    method: "GET",
    path: "/auth/logout",
    expect: anyone,
    req: async ({ actor }) => ({ method: "GET", path: "/auth/logout", secrets: [], as: await session(actor) }),
  },
  {
    method: "PUT",
    path: "/auth/password",
    expect: anyone,
    req: async ({ actor }) => ({
      method: "PUT",
      path: "/auth/password",
      body: { currentPassword: PASSWORD, password: "Nytt-passord-2026!", passwordConfirmation: "Nytt-passord-2026!" },
      secrets: [],
      as: await clone(actor.name),
    }),
  },
  {
    method: "GET",
    path: "/google-2fa/get",
    expect: anyone,
    req: async ({ actor }) => ({ method: "GET", path: "/google-2fa/get", secrets: [], as: await clone(actor.name) }),
  },
  {
    method: "POST",
    path: "/google-2fa/update",
    expect: anyone,
    req: async ({ actor }) => {
      const as = await clone(actor.name);
      const { secret } = (await call("GET", "/google-2fa/get", { token: as.token })).body;
      const code = generateSync({ secret, epoch: Clock.nowSeconds() });
      return { method: "POST", path: "/google-2fa/update", body: { enable: true, code }, secrets: [], as };
    },
  },
  {
    method: "PUT",
    path: "/customers/{id}/gdpr-terms",
    flags: ["editAccount"],
    expect: member("editAccount", false),
    note: "the owner or editAccount (issue 8, F12h), or admin staff on the customer's behalf; sales only reads",
    req: async ({ w }) => ({
      method: "PUT",
      path: `/customers/${w.customerId}/gdpr-terms`,
      body: { accept: true },
      secrets: secretsOf(w),
    }),
  },

  // --- Customers
  {
    method: "POST",
    path: "/users/{userId}/customers",
    expect: selfOrStaff(403),
    note: `another user's id: self or staff; ${SALES_WRITE}`,
    req: async ({ c, w }) => {
      const t = await targetUser(c, w);
      return {
        method: "POST",
        path: `/users/${t.userId}/customers`,
        body: companyBody(),
        secrets: [t.email, w.customerId],
      };
    },
  },
  {
    method: "GET",
    path: "/users/{userId}/customers",
    expect: selfOrStaff("ok"),
    req: async ({ c, w }) => {
      const t = await targetUser(c, w);
      return { method: "GET", path: `/users/${t.userId}/customers`, secrets: [t.email, ...secretsOf(w)] };
    },
  },
  {
    method: "GET",
    path: "/customers",
    expect: staff("ok"),
    req: async ({ w }) => ({
      method: "GET",
      path: `/customers?search=${encodeURIComponent(w.name)}`,
      secrets: secretsOf(w),
    }),
  },
  {
    method: "GET",
    path: "/customers/{id}",
    expect: member(undefined, true),
    req: async ({ w }) => ({
      method: "GET",
      path: `/customers/${w.customerId}?expand=${EXPAND}`,
      secrets: secretsOf(w),
    }),
  },
  {
    method: "PUT",
    path: "/customers/{id}",
    flags: ["editAccount"],
    expect: member("editAccount", false),
    note: SALES_WRITE,
    req: async ({ w }) => {
      const { accountNumber: _, ...body } = companyBody(w.name);
      return {
        method: "PUT",
        path: `/customers/${w.customerId}`,
        body: { ...body, orgNumber: w.orgNumber, email: w.email, city: "Bergen" },
        secrets: secretsOf(w),
      };
    },
  },
  {
    method: "PUT",
    path: "/customers/{id}/document",
    flags: ["editAccount"],
    expect: member("editAccount", false),
    note: SALES_WRITE,
    req: async ({ w }) => ({
      method: "PUT",
      path: `/customers/${w.customerId}/document`,
      body: document,
      secrets: secretsOf(w),
    }),
  },
  {
    method: "POST",
    path: "/customers/set-customer",
    expect: member(undefined, true),
    req: async ({ w }) => ({
      method: "POST",
      path: "/customers/set-customer",
      body: { customerId: w.customerId },
      secrets: secretsOf(w),
    }),
  },
  {
    method: "GET",
    path: "/customers/{id}/logo",
    expect: member(undefined, true),
    req: async ({ c, w }) => {
      await uploadLogo(c, w);
      return { method: "GET", path: `/customers/${w.customerId}/logo`, secrets: secretsOf(w, "PNG") };
    },
  },
  {
    method: "POST",
    path: "/customers/{id}/logo",
    flags: ["editAccount"],
    expect: member("editAccount", false),
    note: SALES_WRITE,
    req: async ({ w }) => ({
      method: "POST",
      path: `/customers/${w.customerId}/logo`,
      file: { field: "logo", blob: PNG, name: "logo.png" },
      secrets: secretsOf(w),
    }),
  },
  {
    method: "DELETE",
    path: "/customers/{id}/logo",
    flags: ["editAccount"],
    expect: member("editAccount", false),
    note: SALES_WRITE,
    req: async ({ c, w }) => {
      await uploadLogo(c, w);
      return { method: "DELETE", path: `/customers/${w.customerId}/logo`, secrets: secretsOf(w) };
    },
  },
  {
    method: "DELETE",
    path: "/customers/{id}",
    flags: ["deleteCustomerAccount"],
    expect: member("deleteCustomerAccount", false),
    req: async ({ w }) => ({ method: "DELETE", path: `/customers/${w.customerId}`, secrets: secretsOf(w) }),
  },
  {
    method: "PUT",
    path: "/customers/{id}/restore",
    label: "cancel a deletion request",
    flags: ["deleteCustomerAccount"],
    expect: member("deleteCustomerAccount", false),
    req: async ({ c, w }) => {
      const del = await call("DELETE", `/customers/${w.customerId}`, { token: ownerOf(c).token });
      expect(del.status, JSON.stringify(del.body)).toBeLessThan(300);
      return { method: "PUT", path: `/customers/${w.customerId}/restore`, secrets: secretsOf(w) };
    },
  },
  {
    method: "GET",
    path: "/customers/deleted",
    expect: staff("ok"),
    req: async () => ({ method: "GET", path: "/customers/deleted", secrets: [] }),
  },
  {
    method: "DELETE",
    path: "/customers/force-delete/{id}",
    expect: staff(403),
    req: async ({ w }) => ({
      method: "DELETE",
      path: `/customers/force-delete/${w.customerId}`,
      secrets: secretsOf(w),
    }),
  },
  {
    method: "GET",
    path: "/customers/{id}/users",
    expect: member(undefined, true),
    req: async ({ c, w }) => ({
      method: "GET",
      path: `/customers/${w.customerId}/users`,
      secrets: [...secretsOf(w), c.actors.accountant.email],
    }),
  },
  {
    method: "POST",
    path: "/customers/{id}/users",
    label: "granting a type within the inviter's own flags (editUser and accessPrivilegeSetting)",
    flags: ["editUser", "accessPrivilegeSetting"],
    lacking: "accessPrivilegeSetting",
    expect: member("accessPrivilegeSetting", false),
    req: async ({ w }) => ({
      method: "POST",
      path: `/customers/${w.customerId}/users`,
      body: {
        email: uniqueEmail("invitert"),
        firstName: "Ny",
        lastName: "Bruker",
        phone: "+47 41234567",
        permission: w.typeWith,
      },
      secrets: secretsOf(w),
    }),
  },
  {
    method: "PUT",
    path: "/customers/{id}/users/{userId}",
    label: "same permission (name and phone are ignored here)",
    flags: ["editUser"],
    expect: member("editUser", false),
    req: async ({ c, w }) => {
      const t = await targetUser(c, w);
      return {
        method: "PUT",
        path: `/customers/${w.customerId}/users/${t.userId}`,
        body: { permission: "accountant", firstName: "Endret", lastName: "Navn", phone: "+47 41234568" },
        secrets: [...secretsOf(w), t.email],
      };
    },
  },
  {
    method: "PUT",
    path: "/customers/{id}/users/{userId}",
    label: "change of privileges (also needs accessPrivilegeSetting)",
    flags: ["editUser", "accessPrivilegeSetting"],
    lacking: "accessPrivilegeSetting",
    expect: member("accessPrivilegeSetting", false),
    req: async ({ c, w }) => {
      // From and to permissions within customWith's own flags (nobody changes one who holds more, F2).
      const t = await targetUser(c, w, w.typeWith);
      const lesser = await newPermissionType(ownerOf(c), w.customerId, ["editUser"]);
      return {
        method: "PUT",
        path: `/customers/${w.customerId}/users/${t.userId}`,
        body: { permission: lesser },
        secrets: [...secretsOf(w), t.email],
      };
    },
  },
  {
    method: "DELETE",
    path: "/customers/{id}/users/{userId}",
    flags: ["deleteUserAccount"],
    expect: member("deleteUserAccount", false),
    req: async ({ c, w }) => {
      const t = await targetUser(c, w);
      return {
        method: "DELETE",
        path: `/customers/${w.customerId}/users/${t.userId}`,
        secrets: [...secretsOf(w), t.email],
      };
    },
  },
  {
    method: "POST",
    path: "/customers/{id}/users/{userId}/resend",
    flags: ["editUser"],
    expect: member("editUser", false),
    req: async ({ c, w }) => {
      const t = await inviteInactive(c, w);
      return {
        method: "POST",
        path: `/customers/${w.customerId}/users/${t.userId}/resend`,
        secrets: [...secretsOf(w), t.email],
      };
    },
  },
  {
    method: "GET",
    path: "/customers/{id}/permissions",
    expect: member(undefined, true),
    note: "contract puts no flag on the list (SPEC 6 hides the privileges tab without accessPrivilegeSetting)",
    req: async ({ w }) => ({
      method: "GET",
      path: `/customers/${w.customerId}/permissions`,
      secrets: [...secretsOf(w), w.typeWith],
    }),
  },
  {
    method: "POST",
    path: "/customers/{id}/permissions",
    flags: ["accessPrivilegeSetting"],
    expect: member("accessPrivilegeSetting", false),
    req: async ({ w }) => ({
      method: "POST",
      path: `/customers/${w.customerId}/permissions`,
      body: await flagsBody("Ny rolle", ["accessPrivilegeSetting"]),
      secrets: secretsOf(w),
    }),
  },
  {
    method: "PUT",
    path: "/customers/{id}/permissions/{typeId}",
    flags: ["accessPrivilegeSetting"],
    expect: member("accessPrivilegeSetting", false),
    req: async ({ c, w }) => {
      const typeId = await newPermissionType(ownerOf(c), w.customerId, ["viewPlan"]);
      return {
        method: "PUT",
        path: `/customers/${w.customerId}/permissions/${typeId}`,
        body: await flagsBody("Endret rolle", ["viewPlan"]),
        secrets: [...secretsOf(w), typeId],
      };
    },
  },
  {
    method: "DELETE",
    path: "/customers/{id}/permissions/{typeId}",
    flags: ["accessPrivilegeSetting"],
    expect: member("accessPrivilegeSetting", false),
    req: async ({ c, w }) => {
      const typeId = await newPermissionType(ownerOf(c), w.customerId, ["viewPlan"]);
      return {
        method: "DELETE",
        path: `/customers/${w.customerId}/permissions/${typeId}`,
        secrets: [...secretsOf(w), typeId],
      };
    },
  },

  // --- Invitations of existing users (issue 8): the invited user's own
  {
    method: "GET",
    path: "/user/invitations",
    expect: anyone,
    req: async () => ({ method: "GET", path: "/user/invitations", secrets: [] }),
  },
  {
    method: "POST",
    path: "/user/invitations/{customerId}/accept",
    expect: anyone,
    req: async ({ actor }) => {
      const inviter = await clone("owner");
      const v = await newCustomer(inviter);
      await invite(inviter, v.customerId, actor.email);
      return { method: "POST", path: `/user/invitations/${v.customerId}/accept`, secrets: [] };
    },
  },
  {
    method: "DELETE",
    path: "/user/invitations/{customerId}",
    expect: anyone,
    req: async ({ actor }) => {
      const inviter = await clone("owner");
      const v = await newCustomer(inviter);
      await invite(inviter, v.customerId, actor.email);
      return { method: "DELETE", path: `/user/invitations/${v.customerId}`, secrets: [] };
    },
  },
  {
    method: "POST",
    path: "/invitations/{token}/accept",
    expect: nobodyElse,
    note: "the link of another user's invitation: refused as an invalid link, nothing joined",
    req: async ({ c, w }) => {
      const invitee = await createUser();
      const since = Date.now() - 1000;
      await invite(ownerOf(c), w.customerId, invitee.email);
      const mail = await waitForMail(invitee.email, { since, where: (m) => /\/invitation\//.test(m.body.text ?? "") });
      const token = /\/invitation\/([A-Za-z0-9_-]+)/.exec(mail.body.text ?? "")![1]!;
      return { method: "POST", path: `/invitations/${token}/accept`, secrets: secretsOf(w) };
    },
  },

  // --- Users
  {
    method: "GET",
    path: "/users",
    expect: staff(403),
    note: "SPEC 6: sales keeps no user pages",
    req: async ({ c, w }) => {
      const t = await targetUser(c, w);
      return { method: "GET", path: `/users?search=${encodeURIComponent(t.email)}`, secrets: [t.email, t.userId] };
    },
  },
  {
    method: "POST",
    path: "/users",
    expect: staff(403),
    req: async () => ({
      method: "POST",
      path: "/users",
      body: { email: uniqueEmail("ny"), firstName: "Ny", lastName: "Bruker", phone: "+47 41234567", type: "user" },
      secrets: [],
    }),
  },
  {
    method: "GET",
    path: "/users/deleted",
    expect: staff(403),
    note: "SPEC 6 keeps only deleted customers for sales",
    req: async () => ({ method: "GET", path: "/users/deleted", secrets: [] }),
  },
  {
    method: "POST",
    path: "/users/export-active-users",
    expect: staff(403),
    req: async () => ({ method: "POST", path: "/users/export-active-users", secrets: [] }),
  },
  {
    method: "GET",
    path: "/users/{id}",
    expect: selfOrStaff("ok"),
    req: async ({ c, w }) => {
      const t = await targetUser(c, w);
      return { method: "GET", path: `/users/${t.userId}`, secrets: [t.email] };
    },
  },
  {
    method: "PUT",
    path: "/users/{id}",
    expect: selfOrStaff(403),
    req: async ({ c, w }) => {
      const t = await targetUser(c, w);
      return {
        method: "PUT",
        path: `/users/${t.userId}`,
        body: { firstName: "Endret", lastName: "Navn", phone: "+47 41234568" },
        secrets: [t.email],
      };
    },
  },
  {
    method: "POST",
    path: "/users/verify-email-change",
    expect: nobodyElse,
    note: "only the user whose address changes may confirm it; the cell's actor holds another user's link",
    req: async ({ c, w }) => {
      const t = await targetUser(c, w);
      return {
        method: "POST",
        path: "/users/verify-email-change",
        body: { token: await emailChangeToken(t) },
        secrets: [],
      };
    },
  },
  {
    method: "DELETE",
    path: "/users/{id}/soft",
    expect: selfOrStaff(403),
    note: `"self, or staff" vs ${SALES_WRITE}`,
    req: async ({ c, w }) => {
      const t = await targetUser(c, w);
      return { method: "DELETE", path: `/users/${t.userId}/soft`, secrets: [t.email] };
    },
  },
  {
    method: "PUT",
    path: "/users/{id}/restore",
    expect: selfOrStaff(403),
    note: SALES_WRITE,
    req: async ({ c, w }) => {
      const t = await targetUser(c, w);
      const s = await signIn(t.email);
      const del = await call("DELETE", `/users/${t.userId}/soft`, { token: s.user.accessToken });
      expect(del.status, JSON.stringify(del.body)).toBeLessThan(300);
      return { method: "PUT", path: `/users/${t.userId}/restore`, secrets: [t.email] };
    },
  },
  {
    method: "DELETE",
    path: "/users/{id}/force",
    expect: staff(403),
    req: async ({ c, w }) => {
      const t = await targetUser(c, w);
      return { method: "DELETE", path: `/users/${t.userId}/force`, secrets: [t.email] };
    },
  },

  // --- Account number updates
  {
    method: "POST",
    path: "/account-number-updates",
    flags: ["editAccount"],
    expect: member("editAccount", false),
    note: SALES_WRITE,
    req: async ({ w }) => ({
      method: "POST",
      path: "/account-number-updates",
      body: { customerId: w.customerId, accountNumber: accountNumber() },
      secrets: secretsOf(w),
    }),
  },
  {
    method: "PUT",
    path: "/account-number-updates/{hash}",
    flags: ["editAccount"],
    expect: member("editAccount", false),
    note: "the mailed link, confirmed by someone who may change the account",
    req: async ({ c, w }) => ({
      method: "PUT",
      path: `/account-number-updates/${await requestAccountNumberUpdate(c, w)}`,
      secrets: [],
    }),
  },

  // --- The ledger (issue 4): the session's loaded customer is the ledger. Reading: members and staff; changing:
  // members, admin and superadmin (sales 403); the other customer's owner has no such ledger loaded (404).
  ...LEDGER_ROWS(),
  ...IMPORT_ROWS(),

  // --- Activity log
  {
    method: "GET",
    path: "/activity-logs",
    expect: staff(403),
    req: async () => ({ method: "GET", path: "/activity-logs", secrets: [] }),
  },

  // --- Late-payment interest rates (issue 4): admin and superadmin only (SPEC 6 keeps no interests page for sales)
  {
    method: "GET",
    path: "/interests",
    expect: staff(403),
    req: async () => ({ method: "GET", path: "/interests", secrets: [] }),
  },
  {
    method: "GET",
    path: "/interests/{from}",
    expect: staff(403),
    req: async () => ({ method: "GET", path: "/interests/2026-07-01", secrets: [] }),
  },
  {
    method: "POST",
    path: "/interests",
    expect: staff(403),
    req: async () => ({
      method: "POST",
      path: "/interests",
      body: { from: nextHalfYear(), ratePercent: "10,5" },
      secrets: [],
    }),
  },
  {
    method: "PUT",
    path: "/interests/{from}",
    expect: staff(403),
    req: async ({ c }) => ({
      method: "PUT",
      path: `/interests/${await interestRateOf(c)}`,
      body: { ratePercent: "11", compensation: "430" },
      secrets: [],
    }),
  },
  {
    method: "DELETE",
    path: "/interests/{from}",
    expect: staff(403),
    req: async ({ c }) => ({ method: "DELETE", path: `/interests/${await interestRateOf(c)}`, secrets: [] }),
  },
  {
    method: "GET",
    path: "/interests/calculate",
    expect: anyone,
    note: "the interest-note pages show the split per period to every signed-in user",
    req: async () => ({
      method: "GET",
      path: "/interests/calculate?principal=10000&dueDate=2026-05-15&paidDate=2026-08-14",
      secrets: [],
    }),
  },
  // --- The admin resources of issue 9, derived from their descriptors (test/matrix-admin-resources.ts)
  ...(adminResourceRows() as Row[]),
];

/**
 * The ledger's rows (issue 4): every call runs in a fresh session of the actor with the cell's customer loaded
 * (`ledgerSession`), on items its owner made there (`ledgerOf`). Reads are for members and staff; changes for
 * members, admin and superadmin (sales 403); the other customer's owner cannot load it and gets 404.
 */
function LEDGER_ROWS(): Row[] {
  const read = member(undefined, true);
  const change = member(undefined, false);
  const SALES_READS = "docs/ledger.md: reading needs membership or staff; changes membership or admin (sales 403)";
  type Prepared = { path: string; body?: unknown; secrets?: string[] };
  const row = (
    method: string,
    path: string,
    expect: Expect,
    prepare: (l: Awaited<ReturnType<typeof ledgerOf>>, w: World) => Promise<Prepared>,
    label?: string,
  ): Row => ({
    method,
    path,
    label,
    expect,
    note: SALES_READS,
    req: async ({ c, actor, w }) => {
      const [l, as] = await Promise.all([ledgerOf(c.actors.owner, w), ledgerSession(actor, w.customerId)]);
      const p = await prepare(l, w);
      return { method, path: p.path, body: p.body, secrets: [...secretsOf(w), ...(p.secrets ?? [])], as };
    },
  });
  const debtorBody = () => ({
    type: "person",
    name: "Matrise Ny Debitor",
    customerNumber: `N-${Math.random().toString(36).slice(2, 10)}`,
  });
  const resources = [
    "/invoices",
    "/late-fees",
    "/credit-notes",
    "/payments",
    "/corrections",
    "/interest-calculations",
    "/sentences",
  ] as const;
  const vouchers = resources.flatMap((r): Row[] => [
    row("GET", r, read, async () => ({ path: r })),
    row("POST", r, change, async (l) => {
      const v = await l.voucher(r); // a second one of the same debtor, with a number of its own
      return { path: r, body: { ...bodyLike(v), number: v.number ? `${v.number}-2` : undefined } };
    }),
    row("POST", `${r}/batch`, change, async (l) => {
      const v = await l.voucher(r);
      return {
        path: `${r}/batch`,
        body: { items: [{ ...bodyLike(v), number: v.number ? `${v.number}-b` : undefined }] },
      };
    }),
    row("PUT", `${r}/batch`, change, async (l) => {
      const v = await l.voucher(r);
      return { path: `${r}/batch`, body: { items: [{ id: v.id, description: "Endret" }] }, secrets: [v.debtorName] };
    }),
    row("GET", `${r}/{id}`, read, async (l) => {
      const v = await l.voucher(r);
      return { path: `${r}/${v.id}`, secrets: [v.debtorName] };
    }),
    row("PUT", `${r}/{id}`, change, async (l) => {
      const v = await l.voucher(r);
      return { path: `${r}/${v.id}`, body: { description: "Endret" }, secrets: [v.debtorName] };
    }),
    row("DELETE", `${r}/{id}`, change, async (l) => {
      const v = await l.voucher(r);
      return { path: `${r}/${v.id}`, secrets: [v.debtorName] };
    }),
    row("PUT", `${r}/{id}/restore`, change, async (l) => {
      const v = await l.voucher(r);
      const del = await call("DELETE", `${r}/${v.id}`, { token: l.token });
      if (del.status !== 200) throw new Error(`deleting: ${del.status} ${JSON.stringify(del.body)}`);
      return { path: `${r}/${v.id}/restore`, secrets: [v.debtorName] };
    }),
  ]);
  /** A body of the resource like `v`: the same debtor, date and amount. */
  function bodyLike(v: Record<string, any>) {
    return {
      debtorId: v.debtorId === "unknown" ? undefined : v.debtorId,
      voucherDate: v.voucherDate,
      dueDate: v.side === "debit" ? v.dueDate : undefined,
      amount: "100",
    };
  }
  const apply = (["/payments", "/credit-notes", "/corrections"] as const).map((r) =>
    row("POST", `${r}/{id}/apply`, change, async (l) => {
      const credit = await l.voucher(r);
      const invoice = await l.post("/invoices", {
        debtorId: credit.debtorId === "unknown" ? (await l.debtor()).id : credit.debtorId,
        number: `A-${credit.id.slice(-8)}`,
        voucherDate: "2026-05-01",
        dueDate: "2026-05-15",
        amount: "100",
      });
      return {
        path: `${r}/${credit.id}/apply`,
        body: { allocations: [{ voucherId: invoice.id, amount: "1" }] },
        secrets: [invoice.number],
      };
    }),
  );
  return [
    row("GET", "/debtors", read, async () => ({ path: "/debtors" })),
    row("POST", "/debtors", change, async () => ({ path: "/debtors", body: debtorBody() })),
    row("GET", "/debtors/{id}", read, async (l) => {
      const d = await l.debtor();
      return { path: `/debtors/${d.id}`, secrets: [d.name] };
    }),
    row("PUT", "/debtors/{id}", change, async (l) => {
      const d = await l.debtor();
      return {
        path: `/debtors/${d.id}`,
        body: { type: d.type, name: `${d.name} Endret`, customerNumber: d.customerNumber, orgNumber: d.orgNumber },
        secrets: [d.name],
      };
    }),
    row("DELETE", "/debtors/{id}", change, async (l) => {
      const d = await l.debtor();
      return { path: `/debtors/${d.id}`, secrets: [d.name] };
    }),
    row("GET", "/debtors/{id}/ledger", read, async (l) => {
      const v = await l.voucher("/invoices");
      return { path: `/debtors/${v.debtorId}/ledger`, secrets: [v.debtorName, v.number] };
    }),
    row("PATCH", "/debtors/{id}/exclude", change, async (l) => {
      const d = await l.debtor();
      return { path: `/debtors/${d.id}/exclude`, body: { excluded: true }, secrets: [d.name] };
    }),
    row("POST", "/debtors/{id}/write-off", change, async (l) => {
      const v = await l.voucher("/late-fees");
      return { path: `/debtors/${v.debtorId}/write-off`, secrets: [v.debtorName] };
    }),
    ...vouchers,
    ...apply,
    row("POST", "/payments/{id}/split", change, async (l) => {
      const p = await l.voucher("/payments");
      return { path: `/payments/${p.id}/split`, body: { parts: [{ amount: "60" }, { amount: "40" }] } };
    }),
    row("POST", "/vouchers/{id}/move", change, async (l) => {
      const v = await l.voucher("/late-fees");
      return { path: `/vouchers/${v.id}/move`, body: { to: "correction" }, secrets: [v.debtorName] };
    }),
    row("GET", "/customers/{id}/vouchers", read, async (l, w) => {
      const v = await l.voucher("/invoices");
      return { path: `/customers/${w.customerId}/vouchers?number=${v.number}`, secrets: [v.debtorName] };
    }),
    row("GET", "/ledgers", read, async () => ({ path: "/ledgers" })),
    row("GET", "/ledgers/summary", read, async () => ({ path: "/ledgers/summary" })),
    row("GET", "/ledgers/settings", read, async () => ({ path: "/ledgers/settings" })),
    row("PUT", "/ledgers/settings", change, async () => ({
      path: "/ledgers/settings",
      body: { reminderFrequency: "week", dueDateAlert: "3days", ledgerNotification: "monthly" },
    })),
    row("POST", "/ledgers/export-statistics", read, async (l) => {
      const v = await l.voucher("/invoices");
      return { path: "/ledgers/export-statistics", secrets: [v.debtorName] };
    }),
    row("GET", "/integration-settings", read, async () => ({ path: "/integration-settings" })),
    {
      // an account setting: editAccount (docs/ledger.md); admin and superadmin act on the customer's behalf
      ...row("POST", "/integration-settings", member("editAccount", false), async () => ({
        path: "/integration-settings",
        body: { integration: "file" },
      })),
      flags: ["editAccount"],
    },
    row("POST", "/correction-exports", read, async (l) => {
      const v = await l.voucher("/corrections");
      return { path: "/correction-exports", body: { from: "2026-01-01", to: "2026-12-31" }, secrets: [v.debtorName] };
    }),
    // interest notes: an invoice of NOK 100 due 2026-05-15 bears interest up to 2026-09-01
    row("GET", "/interest-calculations/proposals", read, async (l) => {
      const v = await l.voucher("/invoices");
      return { path: "/interest-calculations/proposals?untilDate=2026-09-01", secrets: [v.debtorName] };
    }),
    row("GET", "/interest-calculations/dates-range", read, async () => ({
      path: "/interest-calculations/dates-range",
    })),
    row("POST", "/interest-calculations/notes", change, async (l) => {
      const v = await l.voucher("/invoices");
      return {
        path: "/interest-calculations/notes",
        body: { debtorId: v.debtorId, untilDate: "2026-09-01" },
        secrets: [v.debtorName],
      };
    }),
    row("GET", "/debtors/{id}/interest-calculations", read, async (l) => {
      const v = await l.voucher("/invoices");
      return { path: `/debtors/${v.debtorId}/interest-calculations?untilDate=2026-09-01`, secrets: [v.debtorName] };
    }),
  ];
}

/**
 * The ledger imports' rows (issue 4): like the ledger's, in a fresh session of the actor with the cell's customer
 * loaded; the customer has the file integration, and the import (a small CSV, parsed) is its owner's.
 */
function IMPORT_ROWS(): Row[] {
  const read = member(undefined, true);
  const change = member(undefined, false);
  const raw = () => invoiceCsv(2, { firstInvoiceNumber: 900_000 + Math.floor(Math.random() * 90_000) });
  type Parsed = { id: string; mapping: unknown; preview: { debtor: { name: string } }[] };
  /** The owner's upload, once the queue has parsed it. */
  async function parsedImport(token: string): Promise<Parsed> {
    const headers = { "content-type": "application/octet-stream" };
    const up = await call("POST", "/imports?fileName=matrise.csv", { token, raw: raw(), headers });
    if (up.status !== 201) throw new Error(`uploading: ${up.status} ${JSON.stringify(up.body)}`);
    for (let i = 0; i < 300; i++) {
      const res = await call("GET", `/imports/${up.body.id}`, { token });
      if (res.body?.status === "parsed") return res.body as Parsed;
      if (res.body?.status !== "parsing") throw new Error(`parsing: ${res.status} ${JSON.stringify(res.body)}`);
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error("the import was not parsed in time");
  }
  type Prepared = { path: string; body?: unknown; raw?: string; secrets?: string[] };
  const row = (method: string, path: string, expect: Expect, prepare: (token: string) => Promise<Prepared>): Row => ({
    method,
    path,
    expect,
    note: "docs/ledger.md: reading needs membership or staff; changes membership or admin (sales 403)",
    req: async ({ c, actor, w }) => {
      const [owner, as] = await Promise.all([
        ledgerSession(c.actors.owner, w.customerId),
        ledgerSession(actor, w.customerId),
      ]);
      const set = await call("POST", "/integration-settings", { token: owner.token, body: { integration: "file" } });
      if (set.status !== 200) throw new Error(`integration setting: ${set.status} ${JSON.stringify(set.body)}`);
      const p = await prepare(owner.token);
      return { method, path: p.path, body: p.body, raw: p.raw, secrets: [...secretsOf(w), ...(p.secrets ?? [])], as };
    },
  });
  const secretsOfImport = (i: Parsed) => [i.id, i.preview[0]!.debtor.name];
  return [
    row("POST", "/imports", change, async () => ({ path: "/imports?fileName=matrise.csv", raw: raw() })),
    row("GET", "/imports", read, async (token) => {
      const i = await parsedImport(token);
      return { path: "/imports", secrets: [i.id] };
    }),
    row("GET", "/imports/{id}", read, async (token) => {
      const i = await parsedImport(token);
      return { path: `/imports/${i.id}`, secrets: secretsOfImport(i) };
    }),
    row("PUT", "/imports/{id}/mapping", change, async (token) => {
      const i = await parsedImport(token);
      return { path: `/imports/${i.id}/mapping`, body: { mapping: i.mapping }, secrets: secretsOfImport(i) };
    }),
    row("POST", "/imports/{id}/commit", change, async (token) => {
      const i = await parsedImport(token);
      return { path: `/imports/${i.id}/commit`, body: {}, secrets: secretsOfImport(i) };
    }),
  ];
}

/** A half-year of its own per cell (cells run at once and rates are global): 2100 H1, 2100 H2, 2101 H1, ... */
let halfYears = 0;
function nextHalfYear(): string {
  const n = halfYears++;
  return `${2100 + Math.floor(n / 2)}-${n % 2 ? "07" : "01"}-01`;
}
/** A stored rate of a fresh half-year (made by the admin actor), for the cells that change or delete one. */
async function interestRateOf(c: Cast): Promise<string> {
  const from = nextHalfYear();
  const res = await call("POST", "/interests", { token: c.actors.admin.token, body: { from, ratePercent: "10" } });
  if (res.status !== 201) throw new Error(`creating an interest rate: ${res.status} ${JSON.stringify(res.body)}`);
  return from;
}

// ---------------------------------------------------------------------------------------------------------

const doc = await openapi();
const documented = docRoutes(doc);
const rowKey = (r: Row) => routeKey(r.method, r.path);
const built = (r: Row) => documented.some((d) => d.key === rowKey(r));
const label = (r: Row) => `${r.method} ${r.path}${r.label ? ` (${r.label})` : ""}`;

let c: Cast;
// The cast signs in once; access tokens live 15 minutes, and the matrix can run longer on a loaded machine.
beforeEach(async () => {
  if (!c) return;
  await refreshCast(c);
  // "other" may have made a customer of its own in an earlier row (and switched its ledger on there): every row
  // expects it to have none, as when the row runs alone, so the customer's calls on its session are 404
  const own = await call("GET", `/users/${c.actors.other.userId}/customers`, { token: c.actors.other.token });
  for (const { id } of (own.body?.data ?? []) as { id: string }[])
    await db().entities.membership.delete({ customerId: id, userId: c.actors.other.userId }).go();
});
beforeAll(async () => {
  c = await cast();
});

async function send(req: Req, actor: Actor) {
  const token = (req.as ?? actor).token;
  if (req.file) return upload(req.path, token, req.file.field, req.file.blob, req.file.name);
  if (req.raw !== undefined) {
    const headers = { "content-type": "application/octet-stream" };
    return call(req.method, req.path, { token, raw: req.raw, headers, lang: "en" });
  }
  return call(req.method, req.path, { token, body: req.body, lang: "en" });
}

describe("the matrix covers the API", () => {
  it("has a row for every route of the OpenAPI document that needs a signed-in user", () => {
    const rows = new Set(ROWS.map(rowKey));
    const missing = documented.filter((d) => d.secured && !rows.has(d.key)).map((d) => d.key);
    expect(missing, "routes without a row in the authorisation matrix").toEqual([]);
  });

  it("documents every route of the contract as needing a signed-in user", () => {
    const notBuilt = ROWS.filter((r) => !built(r)).map(label);
    const unsecured = ROWS.filter((r) => documented.some((d) => d.key === rowKey(r) && !d.secured)).map(label);
    expect({ notBuilt, unsecured }).toEqual({ notBuilt: [], unsecured: [] });
  });
});

describe("authorisation matrix", () => {
  for (const row of ROWS) {
    it.skipIf(!built(row))(
      label(row),
      async () => {
        const failures: string[] = [];
        await Promise.all(
          ACTORS.map(async (name) => {
            const actor = c.actors[name];
            const exp = row.expect[name];
            try {
              const w = await world(c, row.flags ?? [], row.lacking ?? row.flags?.[0]);
              const req = await row.req({ c, actor, w });
              const res = await send(req, actor);
              if (process.env.MATRIX_LOG) console.log(`CELL ${label(row)} | ${name} | ${exp} | ${res.status}`);
              if (!matches(exp, res.status)) {
                failures.push(
                  `${label(row)} as ${name}: expected ${exp}, got ${res.status} ${JSON.stringify(res.body)?.slice(0, 200)}` +
                    (row.note ? ` [note: ${row.note}]` : ""),
                );
              }
              if (exp !== "ok" && res.status >= 400) {
                const text = typeof res.body === "string" ? res.body : JSON.stringify(res.body ?? "");
                const leaked = req.secrets.filter((s) => s && text.includes(s));
                if (leaked.length) failures.push(`${label(row)} as ${name}: the refusal holds ${leaked.join(", ")}`);
              }
            } catch (e) {
              failures.push(`${label(row)} as ${name}: setup failed: ${(e as Error).message.slice(0, 300)}`);
            }
          }),
        );
        expect(failures).toEqual([]);
        // Eight fresh customers (and clones that hash a password) per row: more than the default 20 s under load.
      },
      60_000,
    );
  }
});

describe("ids of another customer", () => {
  const has = (path: string, method: string) => documented.some((d) => d.key === routeKey(method, path));
  let a: World;
  let b: World;
  let typeOfB: string;
  beforeAll(async () => {
    // A: owner, accountant, custom type with every flag, custom type with none; B: its owner ("other").
    a = await world(c, [...FLAGS]);
    b = await newCustomer(c.actors.other);
    typeOfB = await newPermissionType(c.actors.other, b.customerId, [...FLAGS]);
  });
  const members: ActorName[] = ["owner", "accountant", "customWith", "customWithout"];

  it.skipIf(!has("/customers/set-customer", "POST"))(
    "set-customer to B's id answers 404 and keeps the session's customer",
    async () => {
      for (const name of members) {
        const actor = c.actors[name];
        const before = (await call("GET", "/user", { token: actor.token })).body.customer?.id;
        const res = await call("POST", "/customers/set-customer", {
          token: actor.token,
          body: { customerId: b.customerId },
        });
        expect(res.status, `${name}: ${JSON.stringify(res.body)}`).toBe(404);
        expect(JSON.stringify(res.body)).not.toContain(b.name);
        expect((await call("GET", "/user", { token: actor.token })).body.customer?.id ?? null).toBe(before ?? null);
      }
    },
  );

  it.skipIf(!has("/account-number-updates", "POST"))("an account number update for B answers 404", async () => {
    for (const name of members) {
      const res = await call("POST", "/account-number-updates", {
        token: c.actors[name].token,
        body: { customerId: b.customerId, accountNumber: accountNumber() },
      });
      expect(res.status, `${name}: ${JSON.stringify(res.body)}`).toBe(404);
    }
  });

  it.skipIf(!has("/customers/{id}/users", "POST"))("inviting to A with B's permission type is refused", async () => {
    const res = await call("POST", `/customers/${a.customerId}/users`, {
      token: c.actors.owner.token,
      body: { email: uniqueEmail("x"), firstName: "X", lastName: "Y", phone: "+47 41234567", permission: typeOfB },
    });
    expect([404, 422], JSON.stringify(res.body)).toContain(res.status);
  });

  it.skipIf(!has("/customers/{id}/users/{userId}", "PUT"))(
    "B's owner through A's url answers 404 (PUT and DELETE)",
    async () => {
      const put = await call("PUT", `/customers/${a.customerId}/users/${c.actors.other.userId}`, {
        token: c.actors.owner.token,
        body: { permission: "accountant" },
      });
      expect(put.status, JSON.stringify(put.body)).toBe(404);
      if (has("/customers/{id}/users/{userId}", "DELETE")) {
        const del = await call("DELETE", `/customers/${a.customerId}/users/${c.actors.other.userId}`, {
          token: c.actors.owner.token,
        });
        expect(del.status, JSON.stringify(del.body)).toBe(404);
      }
      // B's owner still owns B.
      const users = await call("GET", `/customers/${b.customerId}/users`, { token: c.actors.other.token });
      if (users.status === 200) expect(JSON.stringify(users.body)).toContain(c.actors.other.email);
    },
  );

  it.skipIf(!has("/customers/{id}/permissions/{typeId}", "PUT"))(
    "B's permission type through A's url answers 404",
    async () => {
      const put = await call("PUT", `/customers/${a.customerId}/permissions/${typeOfB}`, {
        token: c.actors.owner.token,
        body: await flagsBody("Kapret", []),
      });
      expect(put.status, JSON.stringify(put.body)).toBe(404);
      if (has("/customers/{id}/permissions/{typeId}", "DELETE")) {
        const del = await call("DELETE", `/customers/${a.customerId}/permissions/${typeOfB}`, {
          token: c.actors.owner.token,
        });
        expect(del.status, JSON.stringify(del.body)).toBe(404);
      }
    },
  );

  it.skipIf(!has("/users/{userId}/customers", "POST"))(
    "no customer user creates a customer for another user",
    async () => {
      for (const name of members) {
        const res = await call("POST", `/users/${c.actors.other.userId}/customers`, {
          token: c.actors[name].token,
          body: companyBody(),
        });
        expect([403, 404], `${name}: ${JSON.stringify(res.body)}`).toContain(res.status);
      }
    },
  );
});

describe("routes on the user itself (self)", () => {
  const self: { method: string; path: string; body?: () => unknown; prepare?: (u: Actor) => Promise<void> }[] = [
    { method: "GET", path: "/users/{id}" },
    {
      method: "PUT",
      path: "/users/{id}",
      body: () => ({ firstName: "Selv", lastName: "Endret", phone: "+47 41234569" }),
    },
    { method: "GET", path: "/users/{id}/customers" },
    { method: "POST", path: "/users/{id}/customers", body: () => companyBody() },
    { method: "DELETE", path: "/users/{id}/soft" },
    {
      method: "PUT",
      path: "/users/{id}/restore",
      prepare: async (u) => {
        expect((await call("DELETE", `/users/${u.userId}/soft`, { token: u.token })).status).toBeLessThan(300);
      },
    },
  ];
  for (const r of self) {
    it.skipIf(!documented.some((d) => d.key === routeKey(r.method, r.path)))(
      `${r.method} ${r.path} on oneself`,
      async () => {
        // A plain member (accountant), so "self" is the only reason it may.
        const u = await createUser({ permission: "accountant" });
        const actor: Actor = {
          name: "accountant",
          userId: u.userId,
          email: u.email,
          token: (await signIn(u.email)).user.accessToken,
        };
        await r.prepare?.(actor);
        const res = await call(r.method, r.path.replace("{id}", u.userId), { token: actor.token, body: r.body?.() });
        expect(res.status, JSON.stringify(res.body)).toBeGreaterThanOrEqual(200);
        expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);
      },
    );
  }
});

describe("without a session", () => {
  it("every route that needs a signed-in user answers 401 without a token, and with a wrong one", async () => {
    const wrong: string[] = [];
    for (const d of documented.filter((r) => r.secured)) {
      const [method, path] = d.key.split(" ") as [string, string];
      const concrete = path.replace(/\{\}/g, "01JZZZZZZZZZZZZZZZZZZZZZZZ");
      for (const token of [undefined, "not-a-jwt"]) {
        const res = await call(method, concrete, { token, body: method === "GET" ? undefined : {} });
        if (res.status !== 401) wrong.push(`${d.key} (${token ? "wrong token" : "no token"}): ${res.status}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});

describe("no escalation through the body", () => {
  it("a customer user (or sales) cannot make itself staff through PUT /users/{self}", async () => {
    for (const type of ["user", "sales"] as const) {
      const u = await createUser(type === "user" ? { permission: "owner" } : { type });
      const token = (await signIn(u.email)).user.accessToken;
      const res = await call("PUT", `/users/${u.userId}`, {
        token,
        body: { firstName: "Test", lastName: "Bruker", phone: "+47 41234567", type: "superadmin" },
      });
      expect([403, 422], `${type}: ${res.status} ${JSON.stringify(res.body)}`).toContain(res.status);
      expect((await call("GET", "/user", { token })).body.type).toBe(type);
    }
  });

  it("allAccounts adds the invited user only where the inviter has editUser", async () => {
    const c1 = await world(c, [...FLAGS], "editUser"); // customWith: every flag here (so it may grant accountant)
    const c2 = await world(c, ["viewPlan"], "editUser"); // customWith: viewPlan only here
    // customWith may edit users and grant here, but not every flag of an accountant: skipped, not a refusal
    const c3 = await world(c, ["editUser", "accessPrivilegeSetting"], "viewPlan");
    const email = uniqueEmail("alle");
    const res = await call("POST", `/customers/${c1.customerId}/users`, {
      token: c.actors.customWith.token,
      body: {
        email,
        firstName: "Alle",
        lastName: "Kontoer",
        phone: "+47 41234567",
        permission: "accountant",
        allAccounts: true,
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const inC1 = await call("GET", `/customers/${c1.customerId}/users`, { token: c.actors.owner.token });
    const inC2 = await call("GET", `/customers/${c2.customerId}/users`, { token: c.actors.owner.token });
    expect(JSON.stringify(inC1.body)).toContain(email);
    expect(JSON.stringify(inC2.body)).not.toContain(email);
    const inC3 = await call("GET", `/customers/${c3.customerId}/users`, { token: c.actors.owner.token });
    expect(JSON.stringify(inC3.body)).not.toContain(email);
  });

  it("a member's permission cannot be set to another customer's type", async () => {
    const a = await world(c, [...FLAGS]);
    const b = await newCustomer(c.actors.other);
    const typeOfB = await newPermissionType(c.actors.other, b.customerId, [...FLAGS]);
    const t = await targetUser(c, a);
    const res = await call("PUT", `/customers/${a.customerId}/users/${t.userId}`, {
      token: c.actors.owner.token,
      body: { permission: typeOfB },
    });
    expect([404, 422], JSON.stringify(res.body)).toContain(res.status);
    const users = await call("GET", `/customers/${a.customerId}/users`, { token: c.actors.owner.token });
    const row = users.body.data.find((u: any) => u.id === t.userId);
    expect(row.pivot.permission).toBe("accountant");
  });
});

describe("a refused request changes nothing", () => {
  it("deletion, customer details and membership stay as they were after 403 and 404", async () => {
    const w = await world(c, ["deleteCustomerAccount"]); // customWithout: no flag at all
    const owner = c.actors.owner.token;
    const detail = async () => (await call("GET", `/customers/${w.customerId}`, { token: owner })).body;
    for (const name of ["customWithout", "other", "sales"] as const) {
      const token = c.actors[name].token;
      expect((await call("DELETE", `/customers/${w.customerId}`, { token })).status).toBeGreaterThanOrEqual(403);
      expect(
        (await call("PUT", `/customers/${w.customerId}`, { token, body: { city: "Tromsø" } })).status,
      ).toBeGreaterThanOrEqual(403);
      expect(
        (await call("DELETE", `/customers/${w.customerId}/users/${c.actors.accountant.userId}`, { token })).status,
      ).toBeGreaterThanOrEqual(403);
    }
    const after = await detail();
    expect(after.deletionRequestedAt ?? null).toBeNull();
    expect(after.city).toBe("Oslo");
    const users = await call("GET", `/customers/${w.customerId}/users`, { token: owner });
    expect(JSON.stringify(users.body)).toContain(c.actors.accountant.email);
  });
});

describe("the owner's membership and lost memberships", () => {
  it("nobody with editUser takes the owner role or changes or removes the owner (422)", async () => {
    const w = await world(c, ["editUser", "accessPrivilegeSetting", "deleteUserAccount"]);
    for (const name of ["accountant", "customWith", "admin"] as const) {
      const token = c.actors[name].token;
      const change = await call("PUT", `/customers/${w.customerId}/users/${c.actors.owner.userId}`, {
        token,
        body: { permission: "accountant" },
        lang: "en",
      });
      expect(change, name).toMatchObject({ status: 422 });
      expect(JSON.stringify(change.body), name).toContain("Owner cannot be deleted or changed");
      const remove = await call("DELETE", `/customers/${w.customerId}/users/${c.actors.owner.userId}`, {
        token,
        lang: "en",
      });
      expect(remove, name).toMatchObject({ status: 422 });
      const invite = await call("POST", `/customers/${w.customerId}/users`, {
        token,
        lang: "en",
        body: {
          email: uniqueEmail("eier"),
          firstName: "E",
          lastName: "Ier",
          phone: "+47 41234567",
          permission: "owner",
        },
      });
      expect(invite, name).toMatchObject({ status: 422 });
      expect(JSON.stringify(invite.body), name).toContain("Owner role already exists");
    }
    const self = await call("PUT", `/customers/${w.customerId}/users/${c.actors.accountant.userId}`, {
      token: c.actors.accountant.token,
      body: { permission: "owner" },
      lang: "en",
    });
    expect(self.status, JSON.stringify(self.body)).toBe(422);
    const users = await call("GET", `/customers/${w.customerId}/users`, { token: c.actors.owner.token });
    const owner = users.body.data.find((u: any) => u.id === c.actors.owner.userId);
    expect(owner.pivot.permission).toBe("owner");
  });

  it("a removed member loses access at once: the session it already has is ended (401), a new one gets 404", async () => {
    const w = await world(c, []);
    const { owner } = c.actors;
    const m = await targetUser(c, w);
    const token = (await signIn(m.email)).user.accessToken;
    expect((await call("GET", `/customers/${w.customerId}`, { token })).status).toBe(200);
    const del = await call("DELETE", `/customers/${w.customerId}/users/${m.userId}`, { token: owner.token });
    expect(del.status, JSON.stringify(del.body)).toBeLessThan(300);
    const after = await call("GET", `/customers/${w.customerId}`, { token });
    expect(after.status).toBe(401);
    expect(JSON.stringify(after.body)).not.toContain(w.name);
    const fresh = (await signIn(m.email)).user.accessToken;
    const again = await call("GET", `/customers/${w.customerId}`, { token: fresh });
    expect(again.status).toBe(404);
    expect(JSON.stringify(again.body)).not.toContain(w.name);
  });
});
