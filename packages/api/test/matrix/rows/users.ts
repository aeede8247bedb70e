/** Rows of /users: the admin's user pages, and the routes on one user that the user itself may also call. */
import { expect } from "vitest";
import { openSession } from "@innfri/core/accounts/session";
import { call, uniqueEmail } from "../../support";
import { waitForMail } from "../../mail";
import { companyBody } from "../actors";
import { secretsOf, sharedByCells, type Row } from "../row";
import { targetUser } from "../worlds";

/** A link to confirm a new address of `u`, mailed to that address. */
async function emailChangeToken(u: { userId: string; email: string }) {
  const token = (await openSession({ userId: u.userId, type: "user" })).user.accessToken;
  const newEmail = uniqueEmail("ny-adresse");
  const res = await call("PUT", `/users/${u.userId}`, {
    token,
    body: { firstName: "Test", lastName: "Bruker", phone: "+47 41234567", email: newEmail },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const mail = await waitForMail(newEmail);
  return /\/verify-email-change\/([A-Za-z0-9_-]+)/.exec(mail.body.text ?? "")![1]!;
}

const sharedLink = sharedByCells<string>();

export const USER_ROWS: Row[] = [
  {
    method: "GET",
    path: "/users",
    req: async ({ world }) => {
      const t = await targetUser(await world());
      return { method: "GET", path: `/users?search=${encodeURIComponent(t.email)}`, secrets: [t.email, t.userId] };
    },
  },
  {
    method: "POST",
    path: "/users",
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
    req: async () => ({ method: "GET", path: "/users/deleted", secrets: [] }),
  },
  {
    method: "POST",
    path: "/users/export-active-users",
    req: async () => ({ method: "POST", path: "/users/export-active-users", secrets: [] }),
  },
  {
    method: "POST",
    path: "/users/verify-email-change",
    core: { status: 422, why: "a mailed link: only the user whose address changes may confirm it (core verifyEmailChange)" },
    req: async ({ world }) => {
      // one link for the row's cells: core refuses it to each of them (it is another user's)
      const w = await world();
      const token = await sharedLink(w, async () => emailChangeToken(await targetUser(w)));
      return { method: "POST", path: "/users/verify-email-change", body: { token }, secrets: [] };
    },
  },
  {
    method: "GET",
    path: "/users/{id}",
    req: async ({ world }) => {
      const t = await targetUser(await world());
      return { method: "GET", path: `/users/${t.userId}`, secrets: [t.email] };
    },
  },
  {
    method: "PUT",
    path: "/users/{id}",
    req: async ({ world }) => {
      const t = await targetUser(await world());
      return {
        method: "PUT",
        path: `/users/${t.userId}`,
        body: { firstName: "Endret", lastName: "Navn", phone: "+47 41234568" },
        secrets: [t.email],
      };
    },
  },
  {
    method: "DELETE",
    path: "/users/{id}/soft",
    req: async ({ world }) => {
      const t = await targetUser(await world());
      return { method: "DELETE", path: `/users/${t.userId}/soft`, secrets: [t.email] };
    },
  },
  {
    method: "PUT",
    path: "/users/{id}/restore",
    req: async ({ c, world }) => {
      const t = await targetUser(await world());
      const del = await call("DELETE", `/users/${t.userId}/soft`, { token: c.actors.admin.token });
      expect(del.status, JSON.stringify(del.body)).toBe(200);
      return { method: "PUT", path: `/users/${t.userId}/restore`, secrets: [t.email] };
    },
  },
  {
    method: "DELETE",
    path: "/users/{id}/force",
    req: async ({ world }) => {
      const t = await targetUser(await world());
      return { method: "DELETE", path: `/users/${t.userId}/force`, secrets: [t.email] };
    },
  },
  {
    method: "GET",
    path: "/users/{userId}/customers",
    req: async ({ world }) => {
      const w = await world();
      const t = await targetUser(w);
      return { method: "GET", path: `/users/${t.userId}/customers`, secrets: [t.email, ...secretsOf(w)] };
    },
  },
  {
    method: "POST",
    path: "/users/{userId}/customers",
    req: async ({ world }) => {
      const w = await world();
      const t = await targetUser(w);
      return { method: "POST", path: `/users/${t.userId}/customers`, body: companyBody(), secrets: [t.email, w.customerId] };
    },
  },
];
