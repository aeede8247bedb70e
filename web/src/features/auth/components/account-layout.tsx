import { Outlet } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import { AppHeader } from "@/components/layout/app-header";
import { MAIN_ID } from "@/components/layout/skip-link";
import { Spinner } from "@/components/ui/spinner";
import { isStaff } from "@/lib/permissions";
import { useCurrentUser } from "@/lib/current-user";

/** Signed-in pages outside the two areas (password and security, GDPR terms). */
export function AccountLayout() {
  const { t } = useTranslation();
  const { data: user } = useCurrentUser();
  if (!user) {
    return (
      <div className="grid min-h-screen place-items-center">
        <Spinner label={t("app.loading")} />
      </div>
    );
  }
  const staff = isStaff(user.type);
  return (
    <div className="flex min-h-screen flex-col">
      <AppHeader
        user={user}
        home={staff ? "/admin/customers" : user.customer ? "/customer/dashboard" : "/registration-details"}
        badge={staff ? "Admin" : undefined}
        context={
          user.customer ? (
            <>
              <span className="sr-only">{t("layout.customer")}: </span>
              <span className="font-medium">{user.customer.name}</span>
            </>
          ) : undefined
        }
      />
      <main id={MAIN_ID} tabIndex={-1} className="flex flex-1 justify-center px-4 py-8 outline-none sm:px-8">
        <Outlet />
      </main>
    </div>
  );
}
