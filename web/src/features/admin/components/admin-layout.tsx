import type { ReactNode } from "react";
import { Link, Outlet } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import { AppHeader } from "@/components/layout/app-header";
import { MAIN_ID } from "@/components/layout/skip-link";
import { Spinner } from "@/components/ui/spinner";
import { useCurrentUser } from "@/lib/current-user";
import { canAccessAdminPath } from "@/lib/permissions";

const ADMIN_NAV = [
  { to: "/admin/customers", label: "nav.customers" },
  { to: "/admin/users", label: "nav.adminUsers" },
  { to: "/admin/deleted-customers", label: "nav.deletedCustomers" },
  { to: "/admin/deleted-users", label: "nav.deletedUsers" },
  { to: "/admin/activity-logs", label: "nav.activityLogs" },
  // admin and superadmin only: canAccessAdminPath leaves it out for sales (SPEC 6)
  { to: "/admin/interests", label: "interest.nav" },
] as const;

/** `children` instead of the route's outlet: the 404 page of a signed-in user keeps the layout. */
export function AdminLayout({ children }: { children?: ReactNode } = {}) {
  const { t } = useTranslation();
  const { data: user } = useCurrentUser();
  if (!user) {
    return (
      <div className="grid min-h-screen place-items-center">
        <Spinner label={t("app.loading")} />
      </div>
    );
  }
  return (
    <div className="flex min-h-screen flex-col">
      <AppHeader user={user} home="/admin/customers" badge="Admin" context={t("layout.admin")} />
      <nav aria-label={t("layout.mainNav")} className="border-b border-neutral-200 bg-white px-4 sm:px-6">
        <ul className="flex gap-1 overflow-x-auto">
          {ADMIN_NAV.filter((item) => canAccessAdminPath(user.type, item.to)).map((item) => (
            <li key={item.to} className="shrink-0">
              <Link
                to={item.to}
                className="inline-flex h-11 items-center border-b-2 border-transparent px-3 text-sm font-medium whitespace-nowrap text-neutral-800 hover:text-neutral-950"
                activeProps={{ className: "!border-brand-700 text-brand-800" }}
              >
                {t(item.label)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <main id={MAIN_ID} tabIndex={-1} className="flex-1 px-4 py-6 outline-none sm:px-8 sm:py-8">
        {children ?? <Outlet />}
      </main>
    </div>
  );
}
