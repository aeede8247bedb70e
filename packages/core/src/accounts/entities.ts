import { Entity } from "electrodb";
import { registerEntities } from "../dynamo/db";
import { customerAccountKey, gsiKey, primaryKey, SERVICE, timestamps } from "../dynamo/keys";
import { USER_TYPES } from "./rules";

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
    /** The customer whose referral code the user registered with (billing/referral-codes.ts), until it creates its company. */
    referrerId: { type: "string" },
    twoFactorSecret: { type: "string" },
    twoFactorPendingSecret: { type: "string" },
    /** The last TOTP time step accepted, so a code cannot be used twice. */
    twoFactorLastStep: { type: "number" },
    deletionRequestedAt: { type: "number" },
    deletedAt: { type: "number" },
    /** Staff lists: "users", or "users-deleted" once deleted (gsi1 by creation, gsi2 by e-mail). */
    listed: { type: "string", required: true, default: "users" },
    /** Set (to "users-deleted") only while deleted: gsi3 by deletion time. */
    deletedList: { type: "string" },
    ...timestamps,
  },
  indexes: {
    byId: primaryKey(["userId"]),
    byCreated: gsiKey("gsi1", ["listed"], ["createdAt"]),
    byEmail: gsiKey("gsi2", ["listed"], ["email"]),
    byDeleted: gsiKey("gsi3", ["deletedList"], ["deletedAt"]),
  },
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

/**
 * A creditor company's account. Its settings are items of their own beside it, in the collection "customerAccount"
 * (dynamo/keys.ts `customerAccountKey`), written by the context that owns each setting.
 */
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
    customerCurrencyAccounts: {
      type: "list",
      items: {
        type: "map",
        properties: {
          currency: { type: "string", required: true },
          iban: { type: "string", required: true },
          bic: { type: "string" },
        },
      },
    },
    document: {
      type: "map",
      properties: {
        title: { type: "string" },
        subtitle: { type: "string" },
        upperText: { type: "string" },
        lowerText: { type: "string" },
      },
    },
    emailTemplate: { type: "map", properties: { subject: { type: "string" }, body: { type: "string" } } },
    companyContact: {
      type: "map",
      properties: { name: { type: "string" }, email: { type: "string" }, phone: { type: "string" } },
    },
    caseworkerContact: {
      type: "map",
      properties: { name: { type: "string" }, email: { type: "string" }, phone: { type: "string" } },
    },
    logoKey: { type: "string" },
    logoType: { type: "string" },
    isMainLogo: { type: "boolean", default: false },
    deletionRequestedAt: { type: "number" },
    deletionRequestedBy: { type: "string" },
    deletedAt: { type: "number" },
    /** Staff lists: "customers", or "customers-deleted" once deleted (gsi2 by name, gsi3 by creation). */
    listed: { type: "string", required: true, default: "customers" },
    /** The normalised name followed by the id: prefix search on the name, ties broken by id. */
    nameKey: { type: "string", required: true, default: "" },
    /** Set (to "customers-deleted") only while deleted: gsi1 by deletion time. */
    deletedList: { type: "string" },
    /** Its referral code (refer and earn, billing/referral-codes.ts), made on first read; a `unique` lock holds it. */
    referralCode: { type: "string" },
    /** The customer that referred it (a referral item under that customer records the reward). */
    referredBy: { type: "string" },
    ...timestamps,
  },
  indexes: {
    byId: customerAccountKey(),
    byDeleted: gsiKey("gsi1", ["deletedList"], ["deletedAt"]),
    byName: gsiKey("gsi2", ["listed"], ["nameKey"]),
    byCreated: gsiKey("gsi3", ["listed"], ["createdAt"]),
  },
});

/** Custom permission type of a customer: the nine flags of SPEC 6. */
export const CustomerPermissionEntity = new Entity({
  model: { entity: "customer-permission", version: "1", service: SERVICE },
  attributes: {
    customerId: { type: "string", required: true },
    permissionTypeId: { type: "string", required: true },
    name: { type: "string", required: true },
    viewPlan: { type: "boolean", required: true, default: false },
    editPlan: { type: "boolean", required: true, default: false },
    editUser: { type: "boolean", required: true, default: false },
    editAccount: { type: "boolean", required: true, default: false },
    editCaseConfigurations: { type: "boolean", required: true, default: false },
    accessNotificationSetting: { type: "boolean", required: true, default: false },
    accessPrivilegeSetting: { type: "boolean", required: true, default: false },
    deleteCustomerAccount: { type: "boolean", required: true, default: false },
    deleteUserAccount: { type: "boolean", required: true, default: false },
    ...timestamps,
  },
  indexes: { byCustomer: primaryKey(["customerId"], ["permissionTypeId"]) },
});

/** Makes an IBAN (normalised) unique across customers: created in the same transaction as the account using it. */
export const IbanLockEntity = new Entity({
  model: { entity: "iban-lock", version: "1", service: SERVICE },
  attributes: {
    iban: { type: "string", required: true },
    customerId: { type: "string", required: true },
  },
  indexes: { byIban: primaryKey(["iban"]) },
});

/** A requested change of a customer's bank account, applied from the link in the confirmation mail (48 h). */
export const AccountNumberUpdateEntity = new Entity({
  model: { entity: "account-number-update", version: "1", service: SERVICE },
  attributes: {
    tokenHash: { type: "string", required: true },
    customerId: { type: "string", required: true },
    accountNumber: { type: "string", required: true },
    requestedBy: { type: "string", required: true },
    expiresAt: { type: "number", required: true },
  },
  indexes: { byHash: primaryKey(["tokenHash"]) },
});

/** A requested change of a user's e-mail address, applied from the link sent to the new address (48 h). */
export const EmailChangeEntity = new Entity({
  model: { entity: "email-change", version: "1", service: SERVICE },
  attributes: {
    tokenHash: { type: "string", required: true },
    userId: { type: "string", required: true },
    newEmail: { type: "string", required: true },
    expiresAt: { type: "number", required: true },
  },
  indexes: { byHash: primaryKey(["tokenHash"]) },
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
 * An invitation of an existing user to a customer (SPEC: a user joins a customer only by accepting). Until the
 * user accepts (from the mailed link or the customer switcher), there is no membership and so no right, and the
 * customer sees only the address. The mailed link carries the customer id and a secret whose hash is kept here.
 */
export const InvitationEntity = new Entity({
  model: { entity: "invitation", version: "1", service: SERVICE },
  attributes: {
    customerId: { type: "string", required: true },
    userId: { type: "string", required: true },
    email: { type: "string", required: true },
    permission: { type: "string", required: true },
    invitedBy: { type: "string", required: true },
    tokenHash: { type: "string", required: true },
    expiresAt: { type: "number", required: true },
    ...timestamps,
  },
  indexes: {
    // a customer's pending invitations
    byCustomer: primaryKey(["customerId"], ["userId"]),
    // a user's pending invitations (the customer switcher)
    byUser: gsiKey("gsi1", ["userId"], ["customerId"]),
  },
});

/** Makes an organisation number unique across customers: created in the same transaction as the customer. */
export const OrgNumberLockEntity = new Entity({
  model: { entity: "org-number-lock", version: "1", service: SERVICE },
  attributes: {
    orgNumber: { type: "string", required: true },
    customerId: { type: "string", required: true },
  },
  indexes: { byOrgNumber: primaryKey(["orgNumber"]) },
});

/**
 * A sign-in session: one refresh-token family. Only the hash of the current refresh token is kept (and of the one
 * it replaced, for a few seconds: a reload can abort a refresh after the server rotated); presenting any other
 * token of the family means it was stolen or replayed, and the whole family is revoked.
 */
export const SessionEntity = new Entity({
  model: { entity: "session", version: "1", service: SERVICE },
  attributes: {
    sessionId: { type: "string", required: true },
    userId: { type: "string", required: true },
    customerId: { type: "string" },
    tokenHash: { type: "string", required: true },
    /** The token the current one replaced, and when (epoch seconds): honoured for REFRESH_GRACE_SECONDS. */
    previousTokenHash: { type: "string" },
    rotatedAt: { type: "number" },
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
    purpose: { type: ["activation", "password-reset", "invitation"] as const, required: true },
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

/** Deletions waiting their 7 days, oldest first, for the daily job "carry-out-deletions". */
export const DeletionRequestEntity = new Entity({
  model: { entity: "deletion-request", version: "1", service: SERVICE },
  attributes: {
    requestedAt: { type: "string", required: true },
    kind: { type: ["customer", "user"] as const, required: true },
    targetId: { type: "string", required: true },
  },
  indexes: { byAge: primaryKey([], ["requestedAt", "kind", "targetId"]) },
});

/** The accounts context's entities, by their name in `db().entities` (registered there when this module loads). */
export const accountEntities = {
  user: UserEntity,
  userEmail: UserEmailEntity,
  customer: CustomerEntity,
  membership: MembershipEntity,
  session: SessionEntity,
  oneTimeToken: OneTimeTokenEntity,
  loginThrottle: LoginThrottleEntity,
  pendingRegistration: PendingRegistrationEntity,
  customerPermission: CustomerPermissionEntity,
  ibanLock: IbanLockEntity,
  invitation: InvitationEntity,
  orgNumberLock: OrgNumberLockEntity,
  accountNumberUpdate: AccountNumberUpdateEntity,
  emailChange: EmailChangeEntity,
  deletionRequest: DeletionRequestEntity,
};

registerEntities(accountEntities);
