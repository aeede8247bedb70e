import { useRouter } from "@tanstack/react-router";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Spinner } from "@/components/ui/spinner";
import { usePageTitle } from "@/lib/use-page-title";
import { useLogout } from "../hooks/use-logout";

export function LogoutPage() {
  const { t } = useTranslation();
  usePageTitle("titles.logout");
  const router = useRouter();
  const logout = useLogout();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void logout().then(() => router.navigate({ to: "/login/{-$resetPassword}", replace: true }));
  }, [logout, router]);

  return (
    <main id="main" className="grid min-h-screen place-items-center">
      <Spinner label={t("titles.logout")} />
    </main>
  );
}
