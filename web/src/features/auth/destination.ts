import { canAccessAdminPath, isStaff, type UserType } from "@/lib/permissions";
import { safeReurl } from "@/lib/safe-redirect";
import type { Customer } from "./api/types";

function under(path: string, prefix: string) {
  return path === prefix || path.startsWith(`${prefix}/`) || path.startsWith(`${prefix}?`);
}

/** May this user follow this (already safe) return url, or would a guard send them straight back? */
function reurlFits(path: string, type: UserType, customer: Customer | null): boolean {
  if (under(path, "/admin")) return canAccessAdminPath(type, path);
  if (under(path, "/customer") || under(path, "/accept-gdpr-terms")) return customer !== null;
  return true;
}

/**
 * Where to go after signing in: staff → /admin; a customer user → /customer, or /accept-gdpr-terms first
 * while the terms are not accepted; a user without a customer → /registration-details. A safe reurl wins
 * when the user may open it.
 */
export function postLoginDestination(type: UserType, customer: Customer | null, reurl?: unknown): string {
  const safe = safeReurl(reurl);
  const back = safe && reurlFits(safe, type, customer) ? safe : undefined;
  if (isStaff(type)) return back ?? "/admin";
  if (!customer) return back ?? "/registration-details";
  if (!customer.gdprTermsAccepted) {
    return back ? `/accept-gdpr-terms?reurl=${encodeURIComponent(back)}` : "/accept-gdpr-terms";
  }
  return back ?? "/customer";
}
