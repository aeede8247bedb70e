import { useTranslation } from "react-i18next";
import { fullName } from "@/components/layout/user-menu";
import { Card, CardContent } from "@/components/ui/card";
import { useCurrentUser } from "@/features/auth/api/current-user";
import { usePageTitle } from "@/lib/use-page-title";

export function AdminCustomersPage() {
  const { t } = useTranslation();
  usePageTitle("titles.adminCustomers");
  const { data: user } = useCurrentUser();
  if (!user) return null;
  return (
    <div className="mx-auto grid max-w-5xl gap-6">
      <h1 className="text-2xl font-semibold tracking-tight">{t("admin.customersHeading")}</h1>
      <Card>
        <CardContent className="p-6">
          <p>
            {t("admin.signedInAs", { name: fullName(user), email: user.email, role: t(`roles.${user.type}`) })}
          </p>
        </CardContent>
      </Card>
    </div>
  );
}
