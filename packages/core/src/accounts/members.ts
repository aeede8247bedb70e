import { ulid } from "ulid";
import { Clock } from "../clock";
import { db } from "../dynamo/db";
import { committed, TransactionCanceledError } from "../dynamo/transaction";
import { queueMail } from "../mail/mail";
import { AppError, fieldError } from "../util/error";
import { log } from "../util/log";
import { ACTIVATION_SECONDS, invitationMail, newUserCommits } from "./new-user";
import type { CustomerUserView } from "./customer-account";
import { loadCustomer } from "./customer-account";
import type { AddCustomerUserInput, PermissionTypeInput, UpdateCustomerUserInput } from "./customer.schema";
import { rightsOf } from "./rights";
import { BUILT_IN_PERMISSIONS, FLAGS, type Flag, type Flags } from "./rules";
import { randomToken, sha256 } from "./token";

export type FlagsView = { id: string; name: string } & Flags;

const isConditionFailure = (err: unknown) => err instanceof TransactionCanceledError && err.conditionFailed;

/** The customer's users with their permission (pivot.permission), in membership order. */
export async function customerUsers(customerId: string): Promise<CustomerUserView[]> {
  const { data: memberships } = await db().entities.membership.query.byCustomer({ customerId }).go({ pages: "all" });
  if (!memberships.length) return [];
  const { data: users } = await db()
    .entities.user.get(memberships.map((m) => ({ userId: m.userId })))
    .go();
  const byId = new Map(users.map((u) => [u.userId, u]));
  return memberships.flatMap((m) => {
    const u = byId.get(m.userId);
    if (!u || u.deletedAt) return [];
    return [
      {
        id: u.userId,
        email: u.email,
        firstName: u.firstName,
        lastName: u.lastName,
        phone: u.phone,
        active: u.active,
        pivot: { permission: m.permission },
      },
    ];
  });
}

/** A permission a membership may be given: accountant or one of the customer's custom types (owner never). */
async function checkPermission(customerId: string, permission: string): Promise<void> {
  if (permission === "owner") throw fieldError("permission", "validation.ownerRoleExists");
  if (permission === "accountant") return;
  const { data } = await db().entities.customerPermission.get({ customerId, permissionTypeId: permission }).go();
  if (!data) throw fieldError("permission", "validation.permissionUnknown");
}

/**
 * Adds a user to a customer: an existing user (by e-mail) gets the membership; a new one is created inactive
 * without a password and invited by mail. With `allAccounts`, also to every other customer where the inviter
 * may edit users (and the permission exists).
 */
export async function addCustomerUser(
  inviter: { userId: string; type: import("./rules").UserType },
  customerId: string,
  input: AddCustomerUserInput,
  language: "no" | "en",
): Promise<CustomerUserView> {
  await loadCustomer(customerId);
  await checkPermission(customerId, input.permission);
  let targets = [customerId];
  if (input.allAccounts) {
    const { data: own } = await db().entities.membership.query.byUser({ userId: inviter.userId }).go({ pages: "all" });
    for (const m of own) {
      if (m.customerId === customerId) continue;
      const rights = await rightsOf(inviter, m.customerId);
      if (!rights.flags.has("editUser")) continue;
      const ok = await checkPermission(m.customerId, input.permission).then(
        () => true,
        () => false,
      );
      if (ok) targets.push(m.customerId);
    }
  }
  const { data: existingEmail } = await db().entities.userEmail.get({ email: input.email }).go({ consistent: true });
  let userId: string;
  let token: string | null = null;
  if (existingEmail) {
    userId = existingEmail.userId;
    const { data: existing } = await db().entities.user.get({ userId }).go();
    if (!existing || existing.deletedAt) throw fieldError("email", "validation.emailTaken");
    const { data: memberships } = await db().entities.membership.query.byUser({ userId }).go({ pages: "all" });
    const already = new Set(memberships.map((m) => m.customerId));
    if (already.has(customerId)) throw fieldError("email", "validation.alreadyMember");
    targets = targets.filter((t) => !already.has(t));
    await committed(
      db()
        .transaction.write(({ membership }) =>
          targets.map((t) => membership.create({ customerId: t, userId, permission: input.permission }).commit()),
        )
        .go(),
    );
  } else {
    userId = ulid();
    token = randomToken();
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
              { purpose: "invitation", token: token! },
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
    await queueMail(invitationMail({ email: input.email, firstName: input.firstName, language }, token));
  }
  log.info("customer.user_added", { customerId, userId, invited: token !== null, accounts: targets.length });
  const users = await customerUsers(customerId);
  return users.find((u) => u.id === userId)!;
}

/** Mails a new invitation link to a user who has not activated yet. */
export async function resendInvitation(customerId: string, userId: string): Promise<void> {
  const { data: m } = await db().entities.membership.get({ customerId, userId }).go();
  const { data: user } = await db().entities.user.get({ userId }).go();
  if (!m || !user || user.deletedAt) throw new AppError("NOT_FOUND", "errors.notFound");
  if (user.active) throw fieldError("userId", "users.notInvitable");
  const token = randomToken();
  await db()
    .entities.oneTimeToken.create({
      tokenHash: sha256(token),
      purpose: "invitation",
      userId,
      expiresAt: Clock.nowSeconds() + ACTIVATION_SECONDS,
    })
    .go();
  await queueMail(invitationMail(user, token));
}

/** Changes a member's permission (which needs `mayChangePrivileges`) and name or phone. The owner stays owner. */
export async function updateCustomerUser(
  customerId: string,
  userId: string,
  input: UpdateCustomerUserInput,
  mayChangePrivileges: boolean,
): Promise<CustomerUserView> {
  const { data: m } = await db().entities.membership.get({ customerId, userId }).go({ consistent: true });
  if (!m) throw new AppError("NOT_FOUND", "errors.notFound");
  if (m.permission === "owner") {
    if (input.permission !== "owner") throw fieldError("permission", "validation.ownerUnchangeable");
  } else if (input.permission !== m.permission) {
    await checkPermission(customerId, input.permission);
    if (!mayChangePrivileges) throw new AppError("FORBIDDEN", "errors.forbidden");
    await db()
      .entities.membership.patch({ customerId, userId })
      .set({ permission: input.permission })
      .where((a, { ne }) => ne(a.permission, "owner"))
      .go();
  }
  const names = Object.fromEntries(
    (["firstName", "lastName", "phone"] as const).filter((k) => input[k] !== undefined).map((k) => [k, input[k]]),
  );
  if (Object.keys(names).length) await db().entities.user.patch({ userId }).set(names).go();
  return (await customerUsers(customerId)).find((u) => u.id === userId)!;
}

/** Removes a user from a customer (the user itself remains). The owner cannot be removed. */
export async function removeCustomerUser(customerId: string, userId: string): Promise<void> {
  const { data: m } = await db().entities.membership.get({ customerId, userId }).go({ consistent: true });
  if (!m) throw new AppError("NOT_FOUND", "errors.notFound");
  if (m.permission === "owner") throw fieldError("permission", "validation.ownerUnchangeable");
  await db()
    .entities.membership.delete({ customerId, userId })
    .where((a, { ne }) => ne(a.permission, "owner"))
    .go();
}

// Custom permission types ----------------------------------------------------------------------------------

type PermissionItem = { permissionTypeId: string; name: string } & Partial<Flags>;
const toFlagsView = (p: PermissionItem): FlagsView =>
  ({ id: p.permissionTypeId, name: p.name, ...Object.fromEntries(FLAGS.map((f) => [f, p[f] === true])) }) as FlagsView;
const flagValues = (flags: Partial<Record<Flag, boolean | undefined>>) =>
  Object.fromEntries(FLAGS.map((f) => [f, flags[f] === true])) as Flags;

export async function permissionTypes(customerId: string): Promise<FlagsView[]> {
  const { data } = await db().entities.customerPermission.query.byCustomer({ customerId }).go({ pages: "all" });
  return data.map(toFlagsView);
}

export async function createPermissionType(customerId: string, input: PermissionTypeInput): Promise<FlagsView> {
  await loadCustomer(customerId);
  const permissionTypeId = ulid();
  const { data } = await db()
    .entities.customerPermission.create({ customerId, permissionTypeId, name: input.name, ...flagValues(input.flags) })
    .go();
  return toFlagsView(data);
}

export async function updatePermissionType(
  customerId: string,
  permissionTypeId: string,
  input: PermissionTypeInput,
): Promise<FlagsView> {
  try {
    const { data } = await db()
      .entities.customerPermission.patch({ customerId, permissionTypeId })
      .set({ name: input.name, ...flagValues(input.flags) })
      .go({ response: "all_new" });
    return toFlagsView(data as PermissionItem);
  } catch {
    throw new AppError("NOT_FOUND", "errors.notFound");
  }
}

/** Deletes a custom type; refused (409) while a user of the customer holds it. */
export async function deletePermissionType(customerId: string, permissionTypeId: string): Promise<void> {
  const { data: existing } = await db().entities.customerPermission.get({ customerId, permissionTypeId }).go();
  if (!existing) throw new AppError("NOT_FOUND", "errors.notFound");
  const { data: memberships } = await db().entities.membership.query.byCustomer({ customerId }).go({ pages: "all" });
  if (memberships.some((m) => m.permission === permissionTypeId))
    throw new AppError("CONFLICT", "customers.permissionInUse");
  await db().entities.customerPermission.delete({ customerId, permissionTypeId }).go();
}

export { BUILT_IN_PERMISSIONS };
