import { Link, useRouter } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import { usePageTitle } from "@/lib/use-page-title";
import { AuthCard } from "@/components/layout/auth-card";
import { ResetPasswordForm } from "./password-forms";

const link = "font-medium text-brand-700 underline underline-offset-4 hover:text-brand-900";

export function ResetPasswordPage({ token }: { token: string }) {
  const { t } = useTranslation();
  usePageTitle("titles.resetPassword");
  const router = useRouter();
  return (
    <AuthCard
      title={t("resetPassword.heading")}
      intro={t("resetPassword.intro")}
      footer={
        <Link to="/login/{-$resetPassword}" className={link}>
          {t("auth.backToLogin")}
        </Link>
      }
    >
      <ResetPasswordForm
        token={token}
        onDone={() =>
          void router.navigate({ to: "/login/{-$resetPassword}", params: { resetPassword: "reset" }, replace: true })
        }
      />
    </AuthCard>
  );
}
