import { Link, useRouter } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import { Alert } from "@/components/ui/alert";
import { usePageTitle } from "@/lib/use-page-title";
import { useCompleteLogin } from "../hooks/use-complete-login";
import { AuthCard } from "@/components/layout/auth-card";
import { LoginForm } from "./login-form";

const link = "font-medium text-brand-700 underline underline-offset-4 hover:text-brand-900";

export function LoginPage({ reurl, passwordReset }: { reurl?: string; passwordReset: boolean }) {
  const { t } = useTranslation();
  usePageTitle("titles.login");
  const router = useRouter();
  const completeLogin = useCompleteLogin();

  return (
    <AuthCard
      title={t("login.heading")}
      intro={t("login.intro")}
      footer={
        <>
          {t("login.noAccount")}{" "}
          <Link to="/register" className={link}>
            {t("login.createAccount")}
          </Link>
        </>
      }
    >
      <div className="grid gap-4">
        {passwordReset ? <Alert variant="success">{t("login.resetNotice")}</Alert> : null}
        <LoginForm
          onSignedIn={async (result) => {
            const href = await completeLogin(result, reurl);
            await router.navigate({ href, replace: true });
          }}
        />
        <Link to="/forgot-password" className={`${link} justify-self-center text-sm`}>
          {t("login.forgotPassword")}
        </Link>
      </div>
    </AuthCard>
  );
}
