import { useTranslation } from "react-i18next";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { ChangePasswordForm } from "./password-forms";

export function ChangePasswordTab() {
  const { t } = useTranslation();
  return (
    <Card>
      <CardHeader>
        <CardTitle id="change-password-heading">{t("password.changeHeading")}</CardTitle>
      </CardHeader>
      <CardContent>
        <ChangePasswordForm />
      </CardContent>
    </Card>
  );
}
