import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useCurrentUser } from "@/lib/current-user";
import { usePageTitle } from "@/lib/use-page-title";

/**
 * The dashboard (SPEC 2): the way in while the ledger is not set up or empty, the notice of payments and credit
 * notes waiting for manual treatment, the ledger's figures (`ledger`: the ledger feature's part, composed in by
 * the route), and the case figures (`cases`: the cases feature's part, also composed in by the route).
 */
export function DashboardPage({ ledger, cases }: { ledger: ReactNode; cases?: ReactNode }) {
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
      {ledger}
      {cases}
    </div>
  );
}
