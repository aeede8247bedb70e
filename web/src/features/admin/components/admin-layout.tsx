import type { ReactNode } from "react";
import { Outlet } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import { AppHeader } from "@/components/layout/app-header";
import { MAIN_ID } from "@/components/layout/skip-link";
import { Spinner } from "@/components/ui/spinner";
import { useCurrentUser } from "@/lib/current-user";
import { AdminSidebar } from "./admin-sidebar";

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
      <div className="flex flex-1 flex-col md:flex-row">
        <AdminSidebar type={user.type} />
        <main id={MAIN_ID} tabIndex={-1} className="min-w-0 flex-1 px-4 py-6 outline-none sm:px-8 sm:py-8">
          {children ?? <Outlet />}
        </main>
      </div>
    </div>
  );
}
