import { FolderOpen } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Card, CardContent } from "@/components/ui/card";
import { useCurrentUser } from "@/lib/current-user";
import { usePageTitle } from "@/lib/use-page-title";

/**
 * The dashboard (SPEC 2): the way in while the ledger is not set up or empty, the notice of payments and credit
 * notes waiting for manual treatment, the ledger's figures (`ledger`: the ledger feature's part, composed in by
 * the route), and the case figures (none until cases exist).
 */
export function DashboardPage({ ledger }: { ledger: ReactNode }) {
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
      <CaseFigures />
    </div>
  );
}

/** SPEC 2's case totals: open, closed and total. There are no cases yet in the product, so they are 0. */
function CaseFigures() {
  const { t } = useTranslation();
  const figures = [
    { id: "open", label: t("overview.cases.open") },
    { id: "closed", label: t("overview.cases.closed") },
    { id: "total", label: t("overview.cases.total") },
  ];
  return (
    <section aria-labelledby="case-figures-heading" className="grid gap-4" data-testid="case-figures">
      <h2 id="case-figures-heading" className="text-lg font-semibold">
        {t("overview.cases.heading")}
      </h2>
      <Card>
        <CardContent className="grid gap-6 pt-6">
          <dl className="grid grid-cols-3 gap-4">
            {figures.map((f) => (
              <div key={f.id} className="grid gap-1">
                <dt className="text-sm text-neutral-700">{f.label}</dt>
                <dd className="text-2xl font-semibold tabular-nums">0</dd>
              </div>
            ))}
          </dl>
          <div className="flex flex-col items-center gap-3 text-center">
            <span className="grid size-12 place-items-center rounded-full bg-brand-50 text-brand-700">
              <FolderOpen aria-hidden="true" className="size-6" />
            </span>
            <h3 className="text-lg font-semibold">{t("dashboard.emptyTitle")}</h3>
            <p className="max-w-md text-sm text-neutral-700">{t("dashboard.emptyText")}</p>
          </div>
        </CardContent>
      </Card>
    </section>
  );
}
