import { Entity } from "electrodb";
import { Clock } from "../clock";
import { gsiKey, primaryKey, SERVICE } from "../dynamo/keys";

const timestamps = {
  createdAt: { type: "number", readOnly: true, required: true, default: () => Clock.nowMs() },
  updatedAt: { type: "number", watch: "*", required: true, default: () => Clock.nowMs(), set: () => Clock.nowMs() },
} as const;

export const USER_TYPES = ["user", "admin", "superadmin", "sales"] as const;
export type UserType = (typeof USER_TYPES)[number];
export const STAFF_TYPES: UserType[] = ["admin", "superadmin", "sales"];

/** A person who signs in: a customer user ("user") or internal staff. */
export const UserEntity = new Entity({
  model: { entity: "user", version: "1", service: SERVICE },
  attributes: {
    userId: { type: "string", required: true },
    email: { type: "string", required: true },
    firstName: { type: "string", required: true },
    lastName: { type: "string", required: true },
    phone: { type: "string", required: true },
    type: { type: USER_TYPES, required: true, default: "user" },
    active: { type: "boolean", required: true, default: false },
    passwordHash: { type: "string", required: true },
    language: { type: ["no", "en"] as const, required: true, default: "no" },
    currentCustomerId: { type: "string" },
    /** Set while the registration waits for activation: the sort key of its pending-registration item. */
    registeredAt: { type: "string" },
    twoFactorSecret: { type: "string" },
    twoFactorPendingSecret: { type: "string" },
    /** The last TOTP time step accepted, so a code cannot be used twice. */
    twoFactorLastStep: { type: "number" },
    ...timestamps,
  },
  indexes: { byId: primaryKey(["userId"]) },
});

/** Makes an e-mail address unique: created in the same transaction as its user. */
export const UserEmailEntity = new Entity({
  model: { entity: "user-email", version: "1", service: SERVICE },
  attributes: {
    email: { type: "string", required: true },
    userId: { type: "string", required: true },
  },
  indexes: { byEmail: primaryKey(["email"]) },
});

/** A creditor company's account. */
export const CustomerEntity = new Entity({
  model: { entity: "customer", version: "1", service: SERVICE },
  attributes: {
    customerId: { type: "string", required: true },
    name: { type: "string", required: true },
    orgNumber: { type: "string", required: true },
    address: { type: "string" },
    coAddress: { type: "string" },
    postNumber: { type: "string" },
    city: { type: "string" },
    email: { type: "string" },
    phone: { type: "string" },
    accountNumber: { type: "string" },
    type: { type: "string" },
    isRegisteredInVatRegister: { type: "boolean", default: false },
    gdprTermsAcceptedAt: { type: "number" },
    gdprTermsAcceptedBy: { type: "string" },
    ...timestamps,
  },
  indexes: { byId: primaryKey(["customerId"]) },
});

/** A user's right on a customer (SPEC pivot.permission): "owner", "accountant" or a custom permission type id. */
export const MembershipEntity = new Entity({
  model: { entity: "membership", version: "1", service: SERVICE },
  attributes: {
    customerId: { type: "string", required: true },
    userId: { type: "string", required: true },
    permission: { type: "string", required: true },
    ...timestamps,
  },
  indexes: {
    // a customer's users
    byCustomer: primaryKey(["customerId"], ["userId"]),
    // a user's customers
    byUser: gsiKey("gsi1", ["userId"], ["customerId"]),
  },
});

/**
 * A sign-in session: one refresh-token family. Only the hash of the current refresh token is kept; presenting
 * any other token of the family means it was stolen or replayed, and the whole family is revoked.
 */
export const SessionEntity = new Entity({
  model: { entity: "session", version: "1", service: SERVICE },
  attributes: {
    sessionId: { type: "string", required: true },
    userId: { type: "string", required: true },
    customerId: { type: "string" },
    tokenHash: { type: "string", required: true },
    revokedAt: { type: "number" },
    /** TTL, epoch seconds; slides forward on every refresh. */
    expiresAt: { type: "number", required: true },
    ...timestamps,
  },
  indexes: {
    byId: primaryKey(["sessionId"]),
    // a user's sessions, to revoke them all
    byUser: gsiKey("gsi1", ["userId"], ["sessionId"]),
  },
});

/** A single-use token sent by e-mail (activation, password reset), stored by its SHA-256 hash. */
export const OneTimeTokenEntity = new Entity({
  model: { entity: "one-time-token", version: "1", service: SERVICE },
  attributes: {
    tokenHash: { type: "string", required: true },
    purpose: { type: ["activation", "password-reset"] as const, required: true },
    userId: { type: "string", required: true },
    expiresAt: { type: "number", required: true },
  },
  indexes: { byHash: primaryKey(["tokenHash"]) },
});

/** Failed sign-ins per e-mail address, for throttling. */
export const LoginThrottleEntity = new Entity({
  model: { entity: "login-throttle", version: "1", service: SERVICE },
  attributes: {
    email: { type: "string", required: true },
    failures: { type: "number", required: true, default: 0 },
    windowStartedAt: { type: "number", required: true },
    lockedUntil: { type: "number" },
    expiresAt: { type: "number", required: true },
  },
  indexes: { byEmail: primaryKey(["email"]) },
});

/** Registrations awaiting activation, oldest first, so the daily job can remove the expired ones. */
export const PendingRegistrationEntity = new Entity({
  model: { entity: "pending-registration", version: "1", service: SERVICE },
  attributes: {
    registeredAt: { type: "string", required: true },
    userId: { type: "string", required: true },
    email: { type: "string", required: true },
  },
  indexes: { byAge: primaryKey([], ["registeredAt", "userId"]) },
});
