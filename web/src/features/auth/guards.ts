// Route guards (run in beforeLoad). They load the signed-in user once per session and redirect:
// no session → /login?reurl=…; /customer without a customer → /login; GDPR terms not accepted →
// /accept-gdpr-terms; /admin only for staff (sales only on its allow-list) → else /customer.
import type { QueryClient } from "@tanstack/react-query";
import { redirect } from "@tanstack/react-router";
import i18n from "@/i18n";
import { isApiError, toastWarning } from "@/lib/api-client";
import { loginHref } from "@/lib/navigation";
import { canAccessAdminPath } from "@/lib/permissions";
import { clearSession, getCustomerId, getSession, setCustomerId } from "@/lib/session";
import { currentUserQueryOptions } from "./api/current-user";
import type { CurrentUser } from "./api/types";

interface GuardArgs {
  queryClient: QueryClient;
  /** The path (with query) being opened, for the way back after signing in. */
  href: string;
}

export async function requireUser({ queryClient, href }: GuardArgs): Promise<CurrentUser> {
  if (!getSession()) throw redirect({ href: loginHref(href) });
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

export async function requireCustomer(args: GuardArgs & { allowTermsPending?: boolean }) {
  const user = await requireUser(args);
  const customer = user.customer;
  if (!customer) throw redirect({ href: loginHref(args.href) });
  if (getCustomerId() !== customer.id) setCustomerId(customer.id);
  if (!customer.gdprTermsAccepted && !args.allowTermsPending) {
    throw redirect({ href: `/accept-gdpr-terms?reurl=${encodeURIComponent(args.href)}` });
  }
  return { user, customer };
}

export async function requireAdminAccess(args: GuardArgs & { pathname: string }) {
  const user = await requireUser(args);
  if (!canAccessAdminPath(user.type, args.pathname)) throw redirect({ to: "/customer" });
  return { user };
}
