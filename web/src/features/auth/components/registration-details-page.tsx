import { Link } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import { buttonVariants } from "@/components/ui/button";
import { usePageTitle } from "@/lib/use-page-title";
import { AuthCard } from "./auth-card";

export function RegistrationDetailsPage() {
  const { t } = useTranslation();
  usePageTitle("titles.registrationDetails");
  return (
    <AuthCard title={t("registrationDetails.heading")}>
      <div className="grid gap-6">
        <p>{t("registrationDetails.text")}</p>
        <Link to="/logout" preload={false} className={buttonVariants({ variant: "outline" })}>
          {t("auth.signOut")}
        </Link>
      </div>
    </AuthCard>
  );
}
