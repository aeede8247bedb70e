import { FolderOpen } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Card, CardContent } from "@/components/ui/card";
import { useCurrentUser } from "@/features/auth/api/current-user";
import { LedgerNotice } from "@/features/ledger/components/ledger-notice";
import { usePageTitle } from "@/lib/use-page-title";

export function DashboardPage() {
  const { t } = useTranslation();
  usePageTitle("titles.dashboard");
  const { data: user } = useCurrentUser();
  if (!user?.customer) return null;
  return (
    <div className="mx-auto grid max-w-5xl gap-6">
      <div className="grid gap-1">
        <h1 className="text-2xl font-semibold tracking-tight">
          {t("dashboard.greeting", { name: user.firstName || user.email })}
        </h1>
        <p className="text-neutral-700">{t("dashboard.subtitle", { customer: user.customer.name })}</p>
      </div>
      <LedgerNotice />
      <Card>
        <CardContent className="flex flex-col items-center gap-3 px-6 py-12 text-center">
          <span className="grid size-12 place-items-center rounded-full bg-brand-50 text-brand-700">
            <FolderOpen aria-hidden="true" className="size-6" />
          </span>
          <h2 className="text-lg font-semibold">{t("dashboard.emptyTitle")}</h2>
          <p className="max-w-md text-sm text-neutral-700">{t("dashboard.emptyText")}</p>
        </CardContent>
      </Card>
    </div>
  );
}
