// Roles and the admin-area allow-list (SPEC section 6). The one place that decides who may enter what.

import { isAdminType, STAFF_TYPES, USER_TYPES, type UserType } from "@innfri/core/accounts/rules";
import { ADMIN_PAGES, mayOpen } from "./admin-pages";

export { isAdminType, STAFF_TYPES, USER_TYPES, type UserType };
export type StaffType = Exclude<UserType, "user">;

/**
 * The admin pages (first path segment after /admin/) that the sales type keeps (SPEC 2, 6): derived from the admin
 * pages' roles (lib/admin-pages.ts). Everything else sends sales to /customer.
 */
export const SALES_ADMIN_PAGES: readonly string[] = ADMIN_PAGES.filter((p) => mayOpen(p, "sales")).map((p) => p.page);

export function isStaff(type: string | null | undefined): type is StaffType {
  return (STAFF_TYPES as readonly string[]).includes(type ?? "");
}

/** The first segment under /admin, e.g. "/admin/billing-schedule-customers/12" → "billing-schedule-customers". */
export function adminPage(pathname: string): string | null {
  const m = /^\/admin(?:\/([^/?#]*))?/.exec(pathname);
  if (!m) return null;
  return m[1] ?? "";
}

/**
 * May a user of this type open this path under /admin?
 * admin and superadmin: everything. sales: only the pages of SALES_ADMIN_PAGES (and /admin itself, which
 * redirects to /admin/customers). Everyone else: nothing.
 */
export function canAccessAdminPath(type: string | null | undefined, pathname: string): boolean {
  if (!isStaff(type)) return false;
  if (isAdminType(type)) return true;
  const page = adminPage(pathname);
  if (page === null) return false;
  return page === "" || (SALES_ADMIN_PAGES as readonly string[]).includes(page);
}

/**
 * Where a forbidden page (or a 403 answer) sends the user (SPEC 2, 8: /customer is the fallback): customer users
 * and staff working in a loaded customer go to /customer; staff without one to the admin page every staff type
 * keeps (/admin/customers), so a sales user is never bounced on to the login page.
 */
export function forbiddenFallback(type: string | null | undefined, hasCustomer: boolean): string {
  return isStaff(type) && !hasCustomer ? "/admin/customers" : "/customer";
}
