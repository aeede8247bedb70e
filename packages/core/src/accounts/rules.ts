import "../i18n/members"; // registers the texts of the keys named here
import { AppError } from "../util/error";

/**
 * The pure rules of accounts, with no storage behind them, so the web app imports them too: user types,
 * the permission flags of SPEC 6 and what a permission allows. `rights.ts` loads them for a request.
 */
export const USER_TYPES = ["user", "admin", "superadmin", "sales"] as const;
export type UserType = (typeof USER_TYPES)[number];
export const STAFF_TYPES: UserType[] = ["admin", "superadmin", "sales"];
/** Staff may see every customer and user; admin and superadmin may also change them. */
export const isStaffType = (type: UserType) => type !== "user";
export const isAdminType = (type: UserType | null) => type === "admin" || type === "superadmin";

/** The flags of SPEC 6 (view_plan ... delete_user_account), camelCase. */
export const FLAGS = [
  "viewPlan",
  "editPlan",
  "editUser",
  "editAccount",
  "editCaseConfigurations",
  "accessNotificationSetting",
  "accessPrivilegeSetting",
  "deleteCustomerAccount",
  "deleteUserAccount",
] as const;
export type Flag = (typeof FLAGS)[number];
export type Flags = Record<Flag, boolean>;

/** The built-in permissions; anything else on a membership is the id of a custom type of that customer. */
export const BUILT_IN_PERMISSIONS = ["owner", "accountant"] as const;

export interface Rights {
  /** The actor is a member of the customer. */
  member: boolean;
  /** The membership's permission, or null. */
  permission: string | null;
  flags: Set<Flag>;
  /** Only the owner may use credit checks. */
  isOwner: boolean;
  /** The actor's staff type (admin, superadmin, sales), or null for a customer user. */
  staff: Exclude<UserType, "user"> | null;
}

interface ActorLike {
  userId: string;
  type: UserType;
}

/** The flags a permission gives: all for owner and accountant, the chosen ones for a custom type. */
export function flagsOf(permission: string | null, customType?: Partial<Flags> | null): Set<Flag> {
  if (permission === "owner" || permission === "accountant") return new Set(FLAGS);
  if (!permission || !customType) return new Set();
  return new Set(FLAGS.filter((f) => customType[f] === true));
}

/** Pure: the rights of an actor on a customer from the membership's permission and its custom type. */
export function rightsFrom(actor: ActorLike, permission: string | null, customType?: Partial<Flags> | null): Rights {
  const staff = isStaffType(actor.type) ? (actor.type as Exclude<UserType, "user">) : null;
  const fullStaff = isAdminType(staff);
  return {
    member: permission !== null,
    permission,
    flags: fullStaff ? new Set(FLAGS) : flagsOf(permission, customType),
    isOwner: permission === "owner",
    staff,
  };
}

/**
 * Pure: refuses what the rights do not allow. No flag means reading. Someone who may not even read gets 404
 * (so another customer's ids look like ids that do not exist), someone who may read but lacks the flag 403.
 * Staff: admin and superadmin may do everything; sales may read (and is refused changes with 403).
 */
export function check(rights: Rights, flag?: Flag): void {
  const canRead = rights.member || rights.staff !== null;
  if (!canRead) throw new AppError("NOT_FOUND", "errors.notFound");
  if (!flag) return;
  if (isAdminType(rights.staff)) return;
  if (!rights.flags.has(flag)) throw new AppError("FORBIDDEN", "errors.forbidden");
}

/**
 * Pure: refuses a change of the customer's own bookkeeping (the ledger: debtors, vouchers, its settings), which
 * needs no flag: any member may keep the ledger, and admin and superadmin may act on its behalf. Sales only
 * reads (403); someone who may not read gets 404 as in `check`.
 */
export function checkChange(rights: Rights): void {
  check(rights);
  if (rights.staff === "sales") throw new AppError("FORBIDDEN", "errors.forbidden");
}

/**
 * Pure: refuses a grant of `flags` (a permission given to a member, or flags added to a custom type). Granting
 * needs accessPrivilegeSetting (403 without), and nobody grants a flag they do not hold themselves (422 on
 * `field`, or on `flags.<flag>` when `field` is "flags"). Owner and accountant hold every flag; admin and
 * superadmin may grant anything.
 */
export function checkGrant(rights: Rights, flags: Iterable<Flag>, field: string): void {
  const beyond = grantRefusal(rights, flags);
  if (beyond === null) return;
  if (beyond === "forbidden") throw new AppError("FORBIDDEN", "errors.forbidden");
  const message: ["validation.grantExceedsOwn"] = ["validation.grantExceedsOwn"];
  const fields: Record<string, ["validation.grantExceedsOwn"]> =
    field === "flags" ? Object.fromEntries(beyond.map((f) => [`flags.${f}`, message])) : { [field]: message };
  throw new AppError("VALIDATION", "validation.invalid", {}, fields);
}

/**
 * Pure: why `rights` may not grant `flags`: "forbidden" without accessPrivilegeSetting, else the flags beyond
 * one's own, or null when the grant is allowed. `checkGrant` throws on it; the web hides what it would refuse.
 */
export function grantRefusal(
  rights: Pick<Rights, "staff" | "flags">,
  flags: Iterable<Flag>,
): "forbidden" | Flag[] | null {
  if (isAdminType(rights.staff)) return null;
  if (!rights.flags.has("accessPrivilegeSetting")) return "forbidden";
  const beyond = [...flags].filter((f) => !rights.flags.has(f));
  return beyond.length ? beyond : null;
}

/**
 * Pure: may `rights` give a member `permission` (accountant, or a custom type given as `customType`)? The owner
 * is never given, and a custom type that does not exist cannot be (members.ts refuses both with a 422).
 */
export function mayGrantPermission(
  rights: Pick<Rights, "staff" | "flags">,
  permission: string,
  customType?: Partial<Flags> | null,
): boolean {
  if (permission === "owner") return false;
  if (permission !== "accountant" && !customType) return false;
  return grantRefusal(rights, flagsOf(permission, customType)) === null;
}
