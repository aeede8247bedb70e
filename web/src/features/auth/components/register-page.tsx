import { Link } from "@tanstack/react-router";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Alert } from "@/components/ui/alert";
import { usePageTitle } from "@/lib/use-page-title";
import { AuthCard } from "@/components/layout/auth-card";
import { RegisterForm } from "./register-form";

const link = "font-medium text-brand-700 underline underline-offset-4 hover:text-brand-900";

export function RegisterPage({ referralCode }: { referralCode?: string } = {}) {
  const { t } = useTranslation();
  usePageTitle("titles.register");
  const [done, setDone] = useState<{ email: string } | null>(null);

  if (done) {
    return (
      <AuthCard
        title={t("register.successHeading")}
        footer={
          <Link to="/login/{-$resetPassword}" className={link}>
            {t("auth.backToLogin")}
          </Link>
        }
      >
        <Alert variant="success">{t("register.successText", { email: done.email })}</Alert>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      wide
      title={t("register.heading")}
      intro={t("register.intro")}
      footer={
        <>
          {t("register.haveAccount")}{" "}
          <Link to="/login/{-$resetPassword}" className={link}>
            {t("auth.signIn")}
          </Link>
        </>
      }
    >
      <RegisterForm referralCode={referralCode} onRegistered={(email) => setDone({ email })} />
    </AuthCard>
  );
}
