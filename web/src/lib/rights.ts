// A customer user's rights on the loaded customer: the one place the web decides what to show (the API refuses
// anyway). The rules themselves are core's (accounts/rules.ts): owner and accountant have every flag, a custom
// permission type has the flags it was given, admin and superadmin may do everything.
import {
  BUILT_IN_PERMISSIONS,
  FLAGS,
  isAdminType,
  rightsFrom,
  USER_TYPES,
  type Flag,
  type Flags,
  type UserType,
} from "@innfri/core/accounts/rules";
import type { PermissionTypeView } from "@innfri/core/accounts/account-views.schema";
import { isStaff } from "./permissions";

export { FLAGS, BUILT_IN_PERMISSIONS, type Flag };
export type FlagSet = Flags;

/** A custom permission type of a customer (GET /customers/{id}/permissions, expand=customerPermissions). */
export type PermissionType = PermissionTypeView;

export interface Rights {
  permission: string | null;
  isOwner: boolean;
  /** The staff type (admin, superadmin, sales), or null for a customer user (core's Rights.staff). */
  staff: Exclude<UserType, "user"> | null;
  /** admin or superadmin: every right on every customer. */
  fullStaff: boolean;
  flags: Set<Flag>;
  can: (flag: Flag) => boolean;
}

export function emptyFlags(): FlagSet {
  return Object.fromEntries(FLAGS.map((f) => [f, false])) as FlagSet;
}

export function rightsOf(input: {
  userType: string | null | undefined;
  permission: string | null | undefined;
  permissionTypes?: readonly PermissionType[] | null;
}): Rights {
  const permission = input.permission ?? null;
  // core's rules decide (accounts/rules.ts rightsFrom); the web adds `fullStaff` and `can` for its components
  const type: UserType = (USER_TYPES as readonly string[]).includes(input.userType ?? "")
    ? (input.userType as UserType)
    : "user";
  const customType = permission ? input.permissionTypes?.find((p) => p.id === permission) : undefined;
  const core = rightsFrom({ userId: "", type }, permission, customType);
  const flags = core.flags;
  const fullStaff = isAdminType(core.staff);
  return { permission, isOwner: core.isOwner, staff: core.staff, fullStaff, flags, can: (flag) => flags.has(flag) };
}

/** Does this user need the customer's custom permission types to know the rights? */
export function needsPermissionTypes(userType: string | null | undefined, permission: string | null | undefined) {
  if (isStaff(userType) && userType !== "sales") return false;
  return !!permission && !(BUILT_IN_PERMISSIONS as readonly string[]).includes(permission);
}

// -------------------------------------------------------------------------------------------------------------
// Settings tabs (SPEC section 2 and 6). Only the tabs that exist are listed.

export const SETTINGS_TABS = [
  "plan",
  "account",
  "users",
  "cases",
  "integration",
  "notification-settings",
  "privileges",
  "manage-account",
  "uni-export-files",
  "change-password",
] as const;
export type SettingsTab = (typeof SETTINGS_TABS)[number];

export function canSeeSettingsTab(tab: SettingsTab, rights: Rights): boolean {
  switch (tab) {
    case "plan":
      // SPEC 6 «Settings plan tab: admin, superadmin, owner, or a permission granting viewPlan» (owner, admin and
      // superadmin hold every flag)
      return rights.can("viewPlan");
    case "account":
      return true; // everyone may read the company details; editing needs editAccount
    case "users":
      // managing users: invite/edit (editUser), remove (deleteUserAccount), change privileges
      return rights.can("editUser") || rights.can("deleteUserAccount") || rights.can("accessPrivilegeSetting");
    case "cases":
      return true; // everyone may read the case settings; saving needs editCaseConfigurations (SPEC 6)
    case "integration":
      return true; // everyone may see the integration setting; choosing one needs editAccount
    case "notification-settings":
      return rights.can("accessNotificationSetting");
    case "privileges":
      return rights.can("accessPrivilegeSetting");
    case "manage-account":
      return true; // every user may request deletion of their own user
    case "uni-export-files":
      // the export files for books without an API: read like the ledger's correction export (every member and staff)
      return true;
    case "change-password":
      return true;
  }
}

export function visibleSettingsTabs(rights: Rights): SettingsTab[] {
  return SETTINGS_TABS.filter((tab) => canSeeSettingsTab(tab, rights));
}

/** The default tab (SPEC 1): plan for users allowed to see it, else account. */
export function defaultSettingsTab(rights: Rights): SettingsTab {
  return canSeeSettingsTab("plan", rights) ? "plan" : "account";
}
