import { Link } from "@tanstack/react-router";
import { ArrowLeft } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { usePageTitle } from "@/lib/use-page-title";
import { ChangePasswordForm } from "./password-forms";
import { TwoFactorSettings } from "./two-factor-settings";

export function PasswordPage({ back }: { back: string }) {
  const { t } = useTranslation();
  usePageTitle("titles.password");
  return (
    <div className="mx-auto grid w-full max-w-2xl gap-6">
      <div className="grid gap-2">
        <Link
          to={back}
          className="inline-flex items-center gap-1 justify-self-start rounded text-sm font-medium text-brand-700 underline underline-offset-4"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t("password.back")}
        </Link>
        <h1 className="text-2xl font-semibold tracking-tight">{t("password.heading")}</h1>
      </div>
      <Card>
        <CardHeader>
          <CardTitle id="change-password-heading">{t("password.changeHeading")}</CardTitle>
        </CardHeader>
        <CardContent>
          <ChangePasswordForm />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle id="two-factor-heading">{t("password.twoFactorHeading")}</CardTitle>
        </CardHeader>
        <CardContent>
          <TwoFactorSettings />
        </CardContent>
      </Card>
    </div>
  );
}
