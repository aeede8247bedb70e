import "./entities"; // registers the entities named here
import { ulid } from "ulid";
import { Clock } from "../clock";
import { db } from "../dynamo/db";
import { isConditionFailure } from "../dynamo/errors";
import { committed } from "../dynamo/transaction";
import type { Language } from "../i18n/messages";
import { queueMail } from "../mail/mail";
import { AppError, fieldError } from "../util/error";
import { log } from "../util/log";
import { ACTIVATION_SECONDS, newUserCommits } from "./new-user";
import { loadCustomer, type CustomerUserView } from "./customer";
import { invitationLink, invitationMail, mailParams } from "./invitations";
import type { AddCustomerUserInput, UpdateCustomerUserInput } from "./customer.schema";
import { rightsOf } from "./rights";
import { BUILT_IN_PERMISSIONS, check, checkGrant, FLAGS, type Flag, type Rights, type UserType } from "./rules";
import { revokeUserSessions } from "./session";
import { randomToken } from "./token";

// Moved to customer.ts, permission-types.ts and invitations.ts; re-exported while routes import them here.
export type { FlagsView } from "./customer";
export { createPermissionType, deletePermissionType, permissionTypes, updatePermissionType } from "./permission-types";
export {
  acceptInvitation,
  declineInvitation,
  invitationsOf,
  parseInvitationToken,
  resendInvitation,
  type InvitationView,
} from "./invitations";

/** How a member not yet in is shown: by the address only, whether the address had a user or not (F1, F12b). */
const invitedView = (id: string, email: string, permission: string): CustomerUserView => ({
  id,
  email,
  firstName: "",
  lastName: "",
  phone: "",
  active: false,
  status: "invited",
  pivot: { permission },
});

/**
 * The customer's users with their permission (pivot.permission), in membership order, then the pending
 * invitations of existing users. Members who have not activated (invited as new users) and invitations are
 * shown by e-mail only, with status "invited".
 */
export async function customerUsers(customerId: string): Promise<CustomerUserView[]> {
  const [{ data: memberships }, { data: invitations }] = await Promise.all([
    db().entities.membership.query.byCustomer({ customerId }).go({ pages: "all" }),
    db().entities.invitation.query.byCustomer({ customerId }).go({ pages: "all" }),
  ]);
  const { data: users } = memberships.length
    ? await db()
        .entities.user.get(memberships.map((m) => ({ userId: m.userId })))
        .go()
    : { data: [] };
  const byId = new Map(users.map((u) => [u.userId, u]));
  const members = memberships.flatMap((m): CustomerUserView[] => {
    const u = byId.get(m.userId);
    if (!u || u.deletedAt) return [];
    if (!u.active) return [invitedView(u.userId, u.email, m.permission)];
    return [
      {
        id: u.userId,
        email: u.email,
        firstName: u.firstName,
        lastName: u.lastName,
        phone: u.phone,
        active: u.active,
        status: "active",
        pivot: { permission: m.permission },
      },
    ];
  });
  return [...members, ...invitations.map((i) => invitedView(i.userId, i.email, i.permission))];
}

/**
 * The flags a membership with `permission` would hold: accountant (all) or one of the customer's custom types;
 * owner is never given (422), an unknown type is a 422.
 */
async function permissionFlags(customerId: string, permission: string): Promise<Set<Flag>> {
  if (permission === "owner") throw fieldError("permission", "validation.ownerRoleExists");
  if (permission === "accountant") return new Set(FLAGS);
  const { data } = await db().entities.customerPermission.get({ customerId, permissionTypeId: permission }).go();
  if (!data) throw fieldError("permission", "validation.permissionUnknown");
  return new Set(FLAGS.filter((f) => data[f] === true));
}

interface Inviter {
  userId: string;
  type: UserType;
}

/**
 * Adds a user to a customer. Granting the permission needs accessPrivilegeSetting, and the inviter may grant only
 * flags they hold (`rights`, F2). An address without a user gets a new inactive user invited by mail to choose a
 * password (a membership at once, usable once activated). An address that has a user gets an invitation that the
 * user accepts or declines (mail and customer switcher): no membership, no right and none of their details until
 * then (F1). With `allAccounts`, also every other customer where the inviter may edit users and grant the
 * permission.
 */
export async function addCustomerUser(
  inviter: Inviter,
  rights: Rights,
  customerId: string,
  input: AddCustomerUserInput,
  language: Language,
): Promise<CustomerUserView> {
  await loadCustomer(customerId);
  checkGrant(rights, await permissionFlags(customerId, input.permission), "permission");
  let targets = [customerId];
  if (input.allAccounts) {
    const { data: own } = await db().entities.membership.query.byUser({ userId: inviter.userId }).go({ pages: "all" });
    for (const m of own) {
      if (m.customerId === customerId) continue;
      const r = await rightsOf(inviter, m.customerId);
      if (!r.flags.has("editUser")) continue;
      // skipped where the permission does not exist or would grant more than the inviter holds there
      try {
        checkGrant(r, await permissionFlags(m.customerId, input.permission), "permission");
        targets.push(m.customerId);
      } catch (err) {
        if (!(err instanceof AppError)) throw err;
      }
    }
  }
  const { data: existingEmail } = await db().entities.userEmail.get({ email: input.email }).go({ consistent: true });
  let userId: string;
  if (existingEmail) {
    userId = existingEmail.userId;
    const { data: existing } = await db().entities.user.get({ userId }).go();
    if (!existing || existing.deletedAt) throw fieldError("email", "validation.emailTaken");
    const { data: memberships } = await db().entities.membership.query.byUser({ userId }).go({ pages: "all" });
    const already = new Set(memberships.map((m) => m.customerId));
    if (already.has(customerId)) throw fieldError("email", "validation.alreadyMember");
    targets = targets.filter((t) => !already.has(t));
    const links = targets.map((t) => ({ customerId: t, ...invitationLink(t) }));
    const expiresAt = Clock.nowSeconds() + ACTIVATION_SECONDS;
    await committed(
      db()
        .transaction.write(({ invitation }) =>
          links.map((l) =>
            invitation
              .put({
                customerId: l.customerId,
                userId: userId!,
                email: input.email,
                permission: input.permission,
                invitedBy: inviter.userId,
                tokenHash: l.tokenHash,
                expiresAt,
              })
              .commit(),
          ),
        )
        .go(),
    );
    for (const l of links)
      await queueMail(
        invitationMail("joinInvitation", existing, l.token, await mailParams(inviter.userId, l.customerId)),
      );
  } else {
    userId = ulid();
    const token = randomToken();
    try {
      await committed(
        db()
          .transaction.write((tx) => [
            ...newUserCommits(
              tx,
              {
                userId: userId!,
                email: input.email,
                firstName: input.firstName,
                lastName: input.lastName,
                phone: input.phone,
                type: "user",
                language,
                currentCustomerId: customerId,
              },
              { purpose: "invitation", token },
            ),
            ...targets.map((t) =>
              tx.membership.create({ customerId: t, userId: userId!, permission: input.permission }).commit(),
            ),
          ])
          .go(),
      );
    } catch (err) {
      if (isConditionFailure(err)) throw fieldError("email", "validation.emailTaken");
      throw err;
    }
    await queueMail(
      invitationMail(
        "newMember",
        { email: input.email, firstName: input.firstName, language },
        token,
        await mailParams(inviter.userId, customerId),
      ),
    );
  }
  log.info("customer.user_invited", { customerId, userId, existing: Boolean(existingEmail), accounts: targets.length });
  return invitedView(userId, input.email, input.permission);
}

/**
 * Changes a member's permission: only the membership, never the user's name or phone (those change through
 * PUT /users/{id}, by the user or admin). The new permission and the one it replaces must both lie within what
 * the caller may grant (F2). The owner's membership never changes. The member's sessions are revoked (F4).
 */
export async function updateCustomerUser(
  customerId: string,
  userId: string,
  input: UpdateCustomerUserInput,
  rights: Rights,
): Promise<CustomerUserView> {
  const { data: m } = await db().entities.membership.get({ customerId, userId }).go({ consistent: true });
  if (!m) throw new AppError("NOT_FOUND", "errors.notFound");
  if (m.permission === "owner") {
    if (input.permission !== "owner") throw fieldError("permission", "validation.ownerUnchangeable");
  } else if (input.permission !== m.permission) {
    const next = await permissionFlags(customerId, input.permission);
    checkGrant(rights, next, "permission");
    checkGrant(rights, await permissionFlags(customerId, m.permission).catch(() => new Set<Flag>()), "permission");
    await db()
      .entities.membership.patch({ customerId, userId })
      .set({ permission: input.permission })
      .where((a, { eq }) => eq(a.permission, m.permission))
      .go()
      .catch(() => {
        throw new AppError("CONFLICT", "errors.conflict");
      });
    await revokeUserSessions(userId);
  }
  return (await customerUsers(customerId)).find((u) => u.id === userId)!;
}

/**
 * Removes a user from a customer (deleteUserAccount; the user itself remains, and loses its sessions at once),
 * or cancels a pending invitation (editUser). The owner cannot be removed.
 */
export async function removeCustomerUser(
  customerId: string,
  userId: string,
  rights: Rights,
): Promise<"removed" | "cancelled"> {
  const { data: invitation } = await db().entities.invitation.get({ customerId, userId }).go({ consistent: true });
  if (invitation) {
    check(rights, "editUser");
    await db().entities.invitation.delete({ customerId, userId }).go();
    return "cancelled";
  }
  check(rights, "deleteUserAccount");
  const { data: m } = await db().entities.membership.get({ customerId, userId }).go({ consistent: true });
  if (!m) throw new AppError("NOT_FOUND", "errors.notFound");
  if (m.permission === "owner") throw fieldError("permission", "validation.ownerUnchangeable");
  await db()
    .entities.membership.delete({ customerId, userId })
    .where((a, { ne }) => ne(a.permission, "owner"))
    .go();
  await revokeUserSessions(userId);
  return "removed";
}

export { BUILT_IN_PERMISSIONS };
