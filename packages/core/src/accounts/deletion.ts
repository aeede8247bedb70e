import "./entities"; // registers the entities named here
import { Clock } from "../clock";
import { db } from "../dynamo/db";
import { isConditionFailure } from "../dynamo/errors";
import { committed } from "../dynamo/transaction";
import { deleteObject } from "../storage/documents";
import { fieldError } from "../util/error";
import { log } from "../util/log";
import { loadCustomer } from "./customer";
import { removeCustomerSettings } from "./customer-settings";
import { leaves, listedOf, moves } from "./list-counters";
import { loadUser } from "./user-admin";

/** A requested deletion takes effect after this long; until then it can be cancelled. */
export const DELETION_DELAY_MS = 7 * 24 * 3600 * 1000;

const iso = (ms: number) => new Date(ms).toISOString();

// Customers --------------------------------------------------------------------------------------------------

export async function requestCustomerDeletion(customerId: string, userId: string): Promise<void> {
  const customer = await loadCustomer(customerId);
  if (customer.deletionRequestedAt) return;
  const now = Clock.nowMs();
  await committed(
    db()
      .transaction.write(({ customer: customers, deletionRequest }) => [
        customers
          .patch({ customerId })
          .set({ deletionRequestedAt: now, deletionRequestedBy: userId })
          .where((a, { notExists }) => `${notExists(a.deletionRequestedAt)} AND ${notExists(a.deletedAt)}`)
          .commit(),
        deletionRequest.create({ requestedAt: iso(now), kind: "customer", targetId: customerId }).commit(),
      ])
      .go(),
  );
  log.info("customer.deletion_requested", { customerId, userId });
}

/** Cancels a pending deletion, or (`staff`) restores a deleted customer. */
export async function restoreCustomer(customerId: string, staff: boolean): Promise<void> {
  const customer = await loadCustomer(customerId, { includeDeleted: staff });
  if (customer.deletedAt) {
    await committed(
      db()
        .transaction.write(({ customer: customers, counter }) => [
          customers
            .patch({ customerId })
            .set({ listed: "customers", nameKey: customer.nameKey })
            .remove(["deletedAt", "deletedList", "deletionRequestedAt", "deletionRequestedBy"])
            .where((a, { exists }) => exists(a.deletedAt))
            .commit(),
          ...moves({ counter }, "customers-deleted", "customers"),
        ])
        .go(),
    ).catch((err) => {
      // restored meanwhile: done
      if (!isConditionFailure(err)) throw err;
    });
    log.info("customer.restored", { customerId });
    return;
  }
  if (!customer.deletionRequestedAt) return;
  await committed(
    db()
      .transaction.write(({ customer: customers, deletionRequest }) => [
        customers.patch({ customerId }).remove(["deletionRequestedAt", "deletionRequestedBy"]).commit(),
        deletionRequest
          .delete({ requestedAt: iso(customer.deletionRequestedAt!), kind: "customer", targetId: customerId })
          .commit(),
      ])
      .go(),
  );
}

async function markCustomerDeleted(customerId: string): Promise<void> {
  const now = Clock.nowMs();
  await committed(
    db()
      .transaction.write(({ customer, counter }) => [
        customer
          .patch({ customerId })
          .set({ deletedAt: now, listed: "customers-deleted", deletedList: "customers-deleted" })
          .where((a, { exists, notExists }) => `${exists(a.deletionRequestedAt)} AND ${notExists(a.deletedAt)}`)
          .commit(),
        ...moves({ counter }, "customers", "customers-deleted"),
      ])
      .go(),
  ).catch((err) => {
    // gone, restored or deleted meanwhile: nothing to do
    if (!isConditionFailure(err)) throw err;
  });
}

/** Removes a customer for good: the item, its settings, memberships, custom types, IBAN locks and logo. */
export async function forceDeleteCustomer(customerId: string): Promise<void> {
  const customer = await loadCustomer(customerId, { includeDeleted: true });
  const [{ data: memberships }, { data: types }] = await Promise.all([
    db().entities.membership.query.byCustomer({ customerId }).go({ pages: "all" }),
    db().entities.customerPermission.query.byCustomer({ customerId }).go({ pages: "all" }),
  ]);
  if (customer.logoKey) await deleteObject(customer.logoKey);
  if (memberships.length)
    await db()
      .entities.membership.delete(memberships.map((m) => ({ customerId, userId: m.userId })))
      .go();
  if (types.length)
    await db()
      .entities.customerPermission.delete(types.map((t) => ({ customerId, permissionTypeId: t.permissionTypeId })))
      .go();
  const ibans = (customer.customerCurrencyAccounts ?? []).map((a) => ({ iban: a.iban }));
  if (ibans.length) await db().entities.ibanLock.delete(ibans).go();
  // The organisation number is free again once the customer is gone for good; pending invitations go with it.
  await db()
    .entities.orgNumberLock.delete({ orgNumber: customer.orgNumber })
    .where((a, { eq }) => eq(a.customerId, customerId))
    .go()
    .catch(() => undefined);
  const { data: invitations } = await db().entities.invitation.query.byCustomer({ customerId }).go({ pages: "all" });
  if (invitations.length)
    await db()
      .entities.invitation.delete(invitations.map((i) => ({ customerId, userId: i.userId })))
      .go();
  if (customer.deletionRequestedAt)
    await db()
      .entities.deletionRequest.delete({
        requestedAt: iso(customer.deletionRequestedAt),
        kind: "customer",
        targetId: customerId,
      })
      .go();
  await removeCustomerSettings(customerId);
  await committed(
    db()
      .transaction.write(({ customer: customers, counter }) => [
        customers
          .delete({ customerId })
          .where((a, { exists }) => exists(a.customerId))
          .commit(),
        leaves({ counter }, listedOf(customer.listed, "customers")),
      ])
      .go(),
  ).catch((err) => {
    // removed meanwhile (a repeated force delete)
    if (!isConditionFailure(err)) throw err;
  });
  log.info("customer.force_deleted", { customerId });
}

// Users ------------------------------------------------------------------------------------------------------

/** A user who owns a customer cannot be deleted. */
async function refuseOwner(userId: string): Promise<void> {
  const { data } = await db().entities.membership.query.byUser({ userId }).go({ pages: "all" });
  if (data.some((m) => m.permission === "owner")) throw fieldError("id", "validation.ownerUnchangeable");
}

export async function requestUserDeletion(userId: string): Promise<void> {
  const user = await loadUser(userId);
  await refuseOwner(userId);
  if (user.deletionRequestedAt) return;
  const now = Clock.nowMs();
  await committed(
    db()
      .transaction.write(({ user: users, deletionRequest }) => [
        users
          .patch({ userId })
          .set({ deletionRequestedAt: now })
          .where((a, { notExists }) => notExists(a.deletionRequestedAt))
          .commit(),
        deletionRequest.create({ requestedAt: iso(now), kind: "user", targetId: userId }).commit(),
      ])
      .go(),
  );
}

export async function restoreUser(userId: string, staff: boolean): Promise<void> {
  const user = await loadUser(userId, staff);
  if (user.deletedAt) {
    await committed(
      db()
        .transaction.write(({ user: users, counter }) => [
          users
            .patch({ userId })
            .set({ listed: "users", email: user.email })
            .remove(["deletedAt", "deletedList", "deletionRequestedAt"])
            .where((a, { exists }) => exists(a.deletedAt))
            .commit(),
          ...moves({ counter }, "users-deleted", "users"),
        ])
        .go(),
    ).catch((err) => {
      if (!isConditionFailure(err)) throw err;
    });
    return;
  }
  if (!user.deletionRequestedAt) return;
  await committed(
    db()
      .transaction.write(({ user: users, deletionRequest }) => [
        users.patch({ userId }).remove(["deletionRequestedAt"]).commit(),
        deletionRequest
          .delete({ requestedAt: iso(user.deletionRequestedAt!), kind: "user", targetId: userId })
          .commit(),
      ])
      .go(),
  );
}

async function removeMembershipsAndSessions(userId: string): Promise<void> {
  const [{ data: memberships }, { data: sessions }, { data: invitations }] = await Promise.all([
    db().entities.membership.query.byUser({ userId }).go({ pages: "all" }),
    db()
      .entities.session.query.byUser({ userId })
      .go({ pages: "all", attributes: ["sessionId"] }),
    db().entities.invitation.query.byUser({ userId }).go({ pages: "all" }),
  ]);
  if (invitations.length)
    await db()
      .entities.invitation.delete(invitations.map((i) => ({ customerId: i.customerId, userId })))
      .go();
  if (memberships.length)
    await db()
      .entities.membership.delete(memberships.map((m) => ({ customerId: m.customerId, userId })))
      .go();
  if (sessions.length)
    await db()
      .entities.session.delete(sessions.map((s) => ({ sessionId: s.sessionId })))
      .go();
}

async function markUserDeleted(userId: string): Promise<void> {
  const user = await loadUser(userId, true);
  if (user.deletedAt) return;
  await committed(
    db()
      .transaction.write(({ user: users, counter }) => [
        users
          .patch({ userId })
          .set({ deletedAt: Clock.nowMs(), listed: "users-deleted", deletedList: "users-deleted", email: user.email })
          .where((a, { notExists }) => notExists(a.deletedAt))
          .commit(),
        ...moves({ counter }, "users", "users-deleted"),
      ])
      .go(),
  ).catch((err) => {
    if (!isConditionFailure(err)) throw err;
  });
  await removeMembershipsAndSessions(userId);
}

/** Removes a user for good: the item, the e-mail lock, memberships and sessions. */
export async function forceDeleteUser(userId: string): Promise<void> {
  const user = await loadUser(userId, true);
  await refuseOwner(userId);
  await removeMembershipsAndSessions(userId);
  if (user.deletionRequestedAt)
    await db()
      .entities.deletionRequest.delete({ requestedAt: iso(user.deletionRequestedAt), kind: "user", targetId: userId })
      .go();
  await committed(
    db()
      .transaction.write(({ user: users, userEmail, counter }) => [
        users
          .delete({ userId })
          .where((a, { exists }) => exists(a.userId))
          .commit(),
        leaves({ counter }, listedOf(user.listed, "users")),
        userEmail
          .delete({ email: user.email })
          .where((a, { eq }) => eq(a.userId, userId))
          .commit(),
      ])
      .go(),
  );
  log.info("user.force_deleted", { userId });
}

/**
 * The daily job "carry-out-deletions": customers and users whose deletion was requested more than 7 days ago
 * become deleted (a deleted user also loses memberships and sessions).
 */
export async function carryOutDeletions(): Promise<{ customers: number; users: number }> {
  const cutoff = iso(Clock.nowMs() - DELETION_DELAY_MS);
  const { data } = await db().entities.deletionRequest.query.byAge({}).lt({ requestedAt: cutoff }).go({ pages: "all" });
  const done = { customers: 0, users: 0 };
  for (const r of data) {
    if (r.kind === "customer") {
      await markCustomerDeleted(r.targetId);
      done.customers++;
    } else {
      await markUserDeleted(r.targetId).catch((err) =>
        log.warn("user.deletion_failed", { userId: r.targetId, err: String(err) }),
      );
      done.users++;
    }
    await db().entities.deletionRequest.delete(r).go();
  }
  log.info("deletions.carried_out", done);
  return done;
}
