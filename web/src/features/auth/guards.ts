// Route guards (run in beforeLoad). They wait for the session of the page (a reload refreshes it by the
// HttpOnly cookie), load the signed-in user once per session and redirect: no session → /login?reurl=… (with
// the timeout toast when the session ran out); /customer without a customer → /login, or for staff, who work
// in the admin area, a warning and their allowed page; GDPR terms not accepted → /accept-gdpr-terms; /admin
// only for staff (sales only on its allow-list), else a warning and the allowed page (SPEC 8: a forbidden
// page never looks like a sign-out); /login while signed in → where signing in would go (respecting reurl).
import type { QueryClient } from "@tanstack/react-query";
import { redirect } from "@tanstack/react-router";
import i18n from "@/i18n";
import { isApiError, toastWarning } from "@/lib/api-client";
import { loginHref } from "@/lib/navigation";
import { canAccessAdminPath, forbiddenFallback, isStaff } from "@/lib/permissions";
import { clearSession, getCustomerId, initialSession, setCustomerId } from "@/lib/session";
import { currentUserQueryOptions } from "@/lib/current-user";
import type { CurrentUser } from "@/lib/current-user";
import { postLoginDestination } from "./destination";

interface GuardArgs {
  queryClient: QueryClient;
  /** The path (with query) being opened, for the way back after signing in. */
  href: string;
}

export async function requireUser({ queryClient, href }: GuardArgs): Promise<CurrentUser> {
  const { session, expired } = await initialSession();
  if (!session) {
    if (expired) toastWarning(i18n.t("errors.sessionTimeout"));
    throw redirect({ href: loginHref(href) });
  }
  try {
    return await queryClient.ensureQueryData(currentUserQueryOptions());
  } catch (error) {
    if (isApiError(error) && error.status === 401) {
      clearSession();
      toastWarning(i18n.t("errors.sessionTimeout"));
      throw redirect({ href: loginHref(href) });
    }
    throw error;
  }
}

/** A page this user may not open: the warning toast (2.5 s), then the user's allowed page. */
function forbidden(user: CurrentUser): never {
  toastWarning(i18n.t("errors.forbidden"));
  throw redirect({ href: forbiddenFallback(user.type, user.customer !== null), replace: true });
}

export async function requireCustomer(args: GuardArgs & { allowTermsPending?: boolean }) {
  const user = await requireUser(args);
  const customer = user.customer;
  if (!customer) {
    if (isStaff(user.type)) forbidden(user);
    throw redirect({ href: loginHref(args.href) });
  }
  if (getCustomerId() !== customer.id) setCustomerId(customer.id);
  if (!customer.gdprTermsAccepted && !args.allowTermsPending) {
    throw redirect({ href: `/accept-gdpr-terms?reurl=${encodeURIComponent(args.href)}` });
  }
  return { user, customer };
}

export async function requireAdminAccess(args: GuardArgs & { pathname: string }) {
  const user = await requireUser(args);
  if (!canAccessAdminPath(user.type, args.pathname)) forbidden(user);
  return { user };
}

/** /login for someone already signed in: on to where signing in would take them (B13). */
export async function redirectSignedIn({ queryClient, reurl }: { queryClient: QueryClient; reurl?: string }) {
  const { session } = await initialSession();
  if (!session) return;
  let user: CurrentUser;
  try {
    user = await queryClient.ensureQueryData(currentUserQueryOptions());
  } catch {
    return; // the login form it is
  }
  throw redirect({ href: postLoginDestination(user.type, user.customer, reurl), replace: true });
}
