import "./entities"; // registers the entities named here
import "../i18n/members"; // registers the texts of the keys named here
import { randomBytes } from "node:crypto";
import { Clock } from "../clock";
import { config } from "../config";
import { db } from "../dynamo/db";
import { isConditionFailure } from "../dynamo/errors";
import { committed } from "../dynamo/transaction";
import type { Language } from "../i18n/messages";
import { actionMail, queueMail, type Mail } from "../mail/mail";
import { AppError, fieldError } from "../util/error";
import { log } from "../util/log";
import { loadCustomer, toCustomerView, type CustomerView } from "./customer";
import { ACTIVATION_SECONDS, inviteeName } from "./new-user";
import { takeMailSlot } from "./throttle";
import { BUILT_IN_PERMISSIONS } from "./rules";
import { randomToken, sha256 } from "./token";

/**
 * Invitations of existing users to a customer (SPEC: a user joins a customer only by accepting): the mails and
 * links, the customer's resend, and the invited user's side (list, accept, decline). Inviting itself is
 * members.ts `addCustomerUser`.
 */

/** "Olav Eier" and "Demo Regnskap AS", for the invitation mails (B12). */
export async function mailParams(inviterId: string, customerId: string): Promise<{ inviter: string; company: string }> {
  const [{ data: inviter }, customer] = await Promise.all([
    db().entities.user.get({ userId: inviterId }).go(),
    loadCustomer(customerId),
  ]);
  const inviterName = inviter ? `${inviter.firstName} ${inviter.lastName}`.trim() : "Innfri";
  return { inviter: inviterName, company: customer.name };
}

/**
 * The one invitation mail, three kinds: `invitation` (staff created the user: choose a password), `newMember` (a
 * customer invited a new user: choose a password; names the company and the inviter) and `joinInvitation` (an
 * existing user is asked to accept joining the customer; names them too). The two that name the company need
 * `params`.
 */
export type InvitationMailKind = "invitation" | "newMember" | "joinInvitation";
export function invitationMail(
  kind: "invitation",
  u: { email: string; firstName: string; language: Language; active?: boolean },
  token: string,
): Mail;
export function invitationMail(
  kind: "newMember" | "joinInvitation",
  u: { email: string; firstName: string; language: Language; active?: boolean },
  token: string,
  params: { inviter: string; company: string },
): Mail;
export function invitationMail(
  kind: InvitationMailKind,
  u: { email: string; firstName: string; language: Language; active?: boolean },
  token: string,
  params?: { inviter: string; company: string },
): Mail {
  return actionMail({
    lang: u.language,
    to: u.email,
    name: inviteeName(u),
    subject: `mail.${kind}.subject`,
    body: `mail.${kind}.body`,
    button: `mail.${kind}.button`,
    url: `${config().webUrl}/${kind === "joinInvitation" ? "invitation" : "user-activation"}/${token}`,
    ...(params ? { params } : {}),
  });
}

/**
 * The link of an invitation of an existing user: the customer's id and a secret (hex, so "_" separates them).
 * Only its hash is stored.
 */
export const invitationLink = (customerId: string) => {
  const secret = randomBytes(32).toString("hex");
  return { token: `${customerId}_${secret}`, tokenHash: sha256(secret) };
};
export function parseInvitationToken(token: string): { customerId: string; secretHash: string } | null {
  const at = token.lastIndexOf("_");
  if (at <= 0 || at === token.length - 1) return null;
  return { customerId: token.slice(0, at), secretHash: sha256(token.slice(at + 1)) };
}

/**
 * Mails the invitation again: a new link for an invitation of an existing user (the older link stops working),
 * or a new activation link for a user who has not activated yet.
 */
export async function resendInvitation(customerId: string, userId: string, inviterId: string): Promise<void> {
  const { data: invitation } = await db().entities.invitation.get({ customerId, userId }).go({ consistent: true });
  if (invitation) {
    const { data: user } = await db().entities.user.get({ userId }).go();
    if (!user || user.deletedAt) throw new AppError("NOT_FOUND", "errors.notFound");
    await takeMailSlot("invitation", user.email, inviterId);
    const link = invitationLink(customerId);
    await db()
      .entities.invitation.patch({ customerId, userId })
      .set({ tokenHash: link.tokenHash, expiresAt: Clock.nowSeconds() + ACTIVATION_SECONDS, invitedBy: inviterId })
      .go();
    await queueMail(invitationMail("joinInvitation", user, link.token, await mailParams(inviterId, customerId)));
    return;
  }
  const { data: m } = await db().entities.membership.get({ customerId, userId }).go();
  const { data: user } = await db().entities.user.get({ userId }).go();
  if (!m || !user || user.deletedAt) throw new AppError("NOT_FOUND", "errors.notFound");
  if (user.active) throw fieldError("userId", "users.notInvitable");
  await takeMailSlot("invitation", user.email, inviterId);
  const token = randomToken();
  await db()
    .entities.oneTimeToken.create({
      tokenHash: sha256(token),
      purpose: "invitation",
      userId,
      expiresAt: Clock.nowSeconds() + ACTIVATION_SECONDS,
    })
    .go();
  await queueMail(invitationMail("newMember", user, token, await mailParams(inviterId, customerId)));
}

// The invited user's side ------------------------------------------------------------------------------------

export interface InvitationView {
  customerId: string;
  customerName: string;
  invitedBy: string;
  /** "accountant", or the name of the customer's custom type. */
  permission: string;
  expiresAt: number;
}

/** The user's pending invitations (not run out), for the customer switcher. */
export async function invitationsOf(userId: string): Promise<InvitationView[]> {
  const now = Clock.nowSeconds();
  const { data } = await db().entities.invitation.query.byUser({ userId }).go({ pages: "all" });
  const open = data.filter((i) => i.expiresAt > now);
  if (!open.length) return [];
  const [{ data: customers }, { data: inviters }] = await Promise.all([
    db()
      .entities.customer.get(open.map((i) => ({ customerId: i.customerId })))
      .go(),
    db()
      .entities.user.get([...new Set(open.map((i) => i.invitedBy))].map((id) => ({ userId: id })))
      .go(),
  ]);
  const customerById = new Map(customers.filter((c) => !c.deletedAt).map((c) => [c.customerId, c]));
  const inviterById = new Map(inviters.map((u) => [u.userId, `${u.firstName} ${u.lastName}`.trim()]));
  const views: InvitationView[] = [];
  for (const i of open) {
    const c = customerById.get(i.customerId);
    if (!c) continue;
    let permission = i.permission;
    if (!(BUILT_IN_PERMISSIONS as readonly string[]).includes(permission)) {
      const { data: type } = await db()
        .entities.customerPermission.get({ customerId: i.customerId, permissionTypeId: permission })
        .go();
      permission = type?.name ?? permission;
    }
    views.push({
      customerId: i.customerId,
      customerName: c.name,
      invitedBy: inviterById.get(i.invitedBy) ?? "",
      permission,
      expiresAt: i.expiresAt,
    });
  }
  return views.sort((a, b) => a.customerName.localeCompare(b.customerName, "nb"));
}

/**
 * Accepts an invitation of `userId` to `customerId` (from the switcher, or from the mailed link when
 * `secretHash` is given): the invitation becomes a membership, in one transaction. Someone else's invitation,
 * a used or run-out one, or a wrong link is a 422 on `token` (link) or a 404 (switcher).
 */
export async function acceptInvitation(userId: string, customerId: string, secretHash?: string): Promise<CustomerView> {
  const invalid = () =>
    secretHash !== undefined
      ? fieldError("token", "validation.linkInvalid")
      : new AppError("NOT_FOUND", "errors.notFound");
  const { data: inv } = await db().entities.invitation.get({ customerId, userId }).go({ consistent: true });
  if (!inv || inv.expiresAt <= Clock.nowSeconds()) throw invalid();
  if (secretHash !== undefined && secretHash !== inv.tokenHash) throw invalid();
  const customer = await loadCustomer(customerId).catch(() => {
    throw invalid();
  });
  try {
    await committed(
      db()
        .transaction.write(({ invitation, membership }) => [
          invitation
            .delete({ customerId, userId })
            .where((a, { eq }) => eq(a.tokenHash, inv.tokenHash))
            .commit(),
          membership.create({ customerId, userId, permission: inv.permission }).commit(),
        ])
        .go(),
    );
  } catch (err) {
    if (isConditionFailure(err)) throw invalid();
    throw err;
  }
  log.info("customer.invitation_accepted", { customerId, userId });
  return toCustomerView(customer, inv.permission);
}

/** Declines (removes) the user's invitation to a customer. */
export async function declineInvitation(userId: string, customerId: string): Promise<void> {
  const { data: inv } = await db().entities.invitation.get({ customerId, userId }).go({ consistent: true });
  if (!inv) throw new AppError("NOT_FOUND", "errors.notFound");
  await db().entities.invitation.delete({ customerId, userId }).go();
}
