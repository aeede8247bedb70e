import { FLAGS, isAdminType, isStaffType, type Flag, type Rights, type UserType } from "../accounts/rules";

/**
 * Who may call a route or use a resource, declared once: the API enforces it in middleware (api/lib/route.ts) and
 * writes it into the OpenAPI document as `x-role`, the authorisation matrix derives its expectations from it, and
 * the web derives its navigation and the pages sales keeps from it. Pure: the web imports it.
 *
 * - `anyone`: any signed-in user (the caller's own profile, invitations, calculators).
 * - `staff`: admin, superadmin and sales (sales only where the spec gives it the page).
 * - `admin`: admin and superadmin.
 * - `customer:read`: a member of the customer, or staff. Anyone else gets 404 (another customer's ids look like
 *   ids that do not exist).
 * - `customer:change`: any member, admin or superadmin; sales 403; anyone else 404.
 * - `customer:<flag>`: a member holding the flag (SPEC 6), admin or superadmin; sales 403; a member without the
 *   flag 403; anyone else 404.
 * - `customer:owner`: the customer's owner alone (SPEC 2 and 6: the credit check); everyone else, staff included,
 *   404, as the web's page is.
 *
 * A route on one user (`/users/{id}`) may also let the user itself in, whatever the role (`allowsSelf`): "the user
 * itself, or staff" (reads) and "the user itself, or admin" (changes).
 */
export type Role =
  "anyone" | "staff" | "admin" | "customer:read" | "customer:change" | "customer:owner" | `customer:${Flag}`;

export const ROLES: readonly Role[] = [
  "anyone",
  "staff",
  "admin",
  "customer:read",
  "customer:change",
  "customer:owner",
  ...FLAGS.map((f) => `customer:${f}` as const),
];

export const isRole = (value: unknown): value is Role => (ROLES as readonly unknown[]).includes(value);

/** A customer role's flag (`customer:editAccount` → "editAccount"), or null for read/change and the user-type roles. */
export function flagOf(role: Role): Flag | null {
  if (!role.startsWith("customer:")) return null;
  const rest = role.slice("customer:".length);
  return (FLAGS as readonly string[]).includes(rest) ? (rest as Flag) : null;
}

export const isCustomerRole = (role: Role): role is Extract<Role, `customer:${string}`> => role.startsWith("customer:");

/** The roles that depend on the user's type alone. */
export type UserTypeRole = Exclude<Role, `customer:${string}`>;

/** The user types a user-type role lets in (customer roles depend on the membership: see `allowsRights`). */
export function typesOf(role: UserTypeRole): readonly UserType[] {
  switch (role) {
    case "anyone":
      return ["user", "admin", "superadmin", "sales"];
    case "staff":
      return ["admin", "superadmin", "sales"];
    case "admin":
      return ["admin", "superadmin"];
  }
}

/** Pure: may a user of this type use a user-type role? */
export const allowsType = (role: UserTypeRole, type: UserType) => typesOf(role).includes(type);

/**
 * Pure: the answer of a route on one user that the user itself may always call, and otherwise those of `role`:
 * "ok", 403 for other staff (who may know the user exists), 404 for a customer user (another user's id looks like
 * an id that does not exist, as on a customer).
 */
export function allowsSelf(role: UserTypeRole, type: UserType, self: boolean): "ok" | 403 | 404 {
  if (self || allowsType(role, type)) return "ok";
  return isStaffType(type) ? 403 : 404;
}

/**
 * Pure: the answer a customer role gives for these rights: "ok", or the status of the refusal (404 for someone who
 * may not even read, 403 for someone who may read but not this).
 */
export function allowsRights(role: Extract<Role, `customer:${string}`>, rights: Rights): "ok" | 403 | 404 {
  if (role === "customer:owner") return rights.isOwner ? "ok" : 404;
  const canRead = rights.member || rights.staff !== null;
  if (!canRead) return 404;
  if (role === "customer:read") return "ok";
  if (isAdminType(rights.staff)) return "ok";
  if (rights.staff === "sales") return 403;
  const flag = flagOf(role);
  if (flag && !rights.flags.has(flag)) return 403;
  return "ok";
}
