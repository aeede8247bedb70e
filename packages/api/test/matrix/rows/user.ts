/** Rows of the signed-in user's own routes: /user, its invitations, sign-out, password and two-factor sign-in. */
import { expect } from "vitest";
import { generateSync } from "otplib";
import { Clock } from "@innfri/core/clock";
import { call, createUser, PASSWORD } from "../../support";
import { waitForMail } from "../../mail";
import { clone, session, type Actor } from "../actors";
import { secretsOf, sharedByCells, type Row } from "../row";
import { newCustomer, type World } from "../worlds";

/** An invitation of an existing user's address (not accepted). */
async function invite(inviter: Actor, customerId: string, email: string) {
  const res = await call("POST", `/customers/${customerId}/users`, {
    token: inviter.token,
    body: { email, firstName: "Inv", lastName: "Itert", phone: "+47 41234567", permission: "accountant" },
  });
  expect(res.status, `invite: ${JSON.stringify(res.body)}`).toBe(201);
}

/**
 * Invitations of the actors to a customer of another owner, one customer per row (each cell invites its own
 * actor), for accepting or declining.
 */
function invitations() {
  let customer: Promise<{ inviter: Actor; customerId: string }> | undefined;
  const of = async () => {
    const inviter = await clone("owner");
    return { inviter, customerId: (await newCustomer(inviter)).customerId };
  };
  return async (actor: Actor) => {
    const { inviter, customerId } = await (customer ??= of());
    await invite(inviter, customerId, actor.email);
    return customerId;
  };
}
const toAccept = invitations();
const toDecline = invitations();

/** The mailed link of a new user's invitation to the world. */
async function invitationLink(owner: Actor, w: World) {
  const invitee = await createUser();
  const since = Date.now() - 1000;
  await invite(owner, w.customerId, invitee.email);
  const mail = await waitForMail(invitee.email, { since, where: (m) => /\/invitation\//.test(m.body.text ?? "") });
  return /\/invitation\/([A-Za-z0-9_-]+)/.exec(mail.body.text ?? "")![1]!;
}
/** One link for the row's cells: core refuses it to each of them (it is another user's). */
const sharedLink = sharedByCells<string>();

export const SELF_ROWS: Row[] = [
  {
    method: "GET",
    path: "/user",
    req: async () => ({ method: "GET", path: "/user", secrets: [] }),
  },
  {
    method: "GET",
    path: "/user/invitations",
    req: async () => ({ method: "GET", path: "/user/invitations", secrets: [] }),
  },
  {
    method: "POST",
    path: "/user/invitations/{customerId}/accept",
    req: async ({ actor }) => ({ method: "POST", path: `/user/invitations/${await toAccept(actor)}/accept`, secrets: [] }),
  },
  {
    method: "DELETE",
    path: "/user/invitations/{customerId}",
    req: async ({ actor }) => ({ method: "DELETE", path: `/user/invitations/${await toDecline(actor)}`, secrets: [] }),
  },
  {
    method: "POST",
    path: "/invitations/{token}/accept",
    core: { status: 422, why: "a mailed link of another user's invitation: refused as an invalid link, nothing joined" },
    req: async ({ c, world }) => {
      const w = await world();
      const token = await sharedLink(w, () => invitationLink(c.actors.owner, w));
      return { method: "POST", path: `/invitations/${token}/accept`, secrets: secretsOf(w) };
    },
  },
  {
    method: "GET",
    path: "/auth/logout",
    req: async ({ actor }) => ({ method: "GET", path: "/auth/logout", secrets: [], as: await session(actor) }),
  },
  {
    method: "PUT",
    path: "/auth/password",
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
    req: async ({ actor }) => ({ method: "GET", path: "/google-2fa/get", secrets: [], as: await clone(actor.name) }),
  },
  {
    method: "POST",
    path: "/google-2fa/update",
    req: async ({ actor }) => {
      const as = await clone(actor.name);
      const status = await call("GET", "/google-2fa/get", { token: as.token });
      expect(status.status, JSON.stringify(status.body)).toBe(200);
      const code = generateSync({ secret: status.body.secret, epoch: Clock.nowSeconds() });
      return { method: "POST", path: "/google-2fa/update", body: { enable: true, code }, secrets: [], as };
    },
  },
];
