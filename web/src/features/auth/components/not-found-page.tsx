import { Link } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import { buttonVariants } from "@/components/ui/button";
import { usePageTitle } from "@/lib/use-page-title";
import { AuthCard } from "@/components/layout/auth-card";

export function NotFoundPage() {
  const { t } = useTranslation();
  usePageTitle("titles.notFound");
  return (
    <AuthCard title={t("notFound.heading")}>
      <div className="grid gap-6">
        <p>{t("notFound.text")}</p>
        <Link to="/" className={buttonVariants()}>
          {t("app.home")}
        </Link>
      </div>
    </AuthCard>
  );
}
