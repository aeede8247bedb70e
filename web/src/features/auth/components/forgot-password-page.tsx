import { Link } from "@tanstack/react-router";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Alert } from "@/components/ui/alert";
import { usePageTitle } from "@/lib/use-page-title";
import { AuthCard } from "@/components/layout/auth-card";
import { ForgotPasswordForm } from "./password-forms";

const link = "font-medium text-brand-700 underline underline-offset-4 hover:text-brand-900";

export function ForgotPasswordPage() {
  const { t } = useTranslation();
  usePageTitle("titles.forgotPassword");
  const [sent, setSent] = useState<{ message?: string } | null>(null);
  const footer = (
    <Link to="/login/{-$resetPassword}" className={link}>
      {t("auth.backToLogin")}
    </Link>
  );
  if (sent) {
    return (
      <AuthCard title={t("forgotPassword.sentHeading")} footer={footer}>
        <Alert variant="success">{sent.message || t("forgotPassword.sentText")}</Alert>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t("forgotPassword.heading")} intro={t("forgotPassword.intro")} footer={footer}>
      <ForgotPasswordForm onSent={(message) => setSent({ message })} />
    </AuthCard>
  );
}
