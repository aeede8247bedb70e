import { createFileRoute } from "@tanstack/react-router";
import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { Spinner } from "@/components/ui/spinner";
import { validateListSearch } from "@/components/data-table/list-search";
import { useListNavigate } from "@/components/data-table/use-list-search";
import { ChangePasswordTab } from "@/features/auth/components/change-password-tab";
import { CaseSettingsTab } from "@/features/cases/components/case-settings-tab";
import { IntegrationTab } from "@/features/accounting/components/integration-tab";
import { PlanTab } from "@/features/plans/plans";
import { ReferralCard } from "@/features/referrals/referrals";
import { SettingsPage } from "@/features/settings/components/settings-page";
import { CUSTOMER_USER_SORT_KEYS } from "@/features/settings/sort-keys";
import { requireSettingsTab } from "@/features/settings/guards";
import type { SettingsTab } from "@/lib/rights";

// loaded when the tab is opened (the settings' chunk stays small)
const ExportFilesTab = lazy(() =>
  import("@/features/accounting/components/export-files-tab").then((m) => ({ default: m.ExportFilesTab })),
);

export const Route = createFileRoute("/customer/settings/$tab")({
  // The users tab keeps its list state (page, rowsPerPage, sortBy, search) in the URL.
  validateSearch: validateListSearch(CUSTOMER_USER_SORT_KEYS),
  beforeLoad: async ({ context, params }) => {
    await requireSettingsTab(context.queryClient, params.tab);
  },
  component: SettingsRoute,
});

function SettingsRoute() {
  const { tab } = Route.useParams();
  const search = Route.useSearch();
  const onSearchChange = useListNavigate();
  const { t } = useTranslation();
  return (
    <SettingsPage
      tab={tab as SettingsTab}
      search={search}
      onSearchChange={onSearchChange}
      otherTabs={{
        integration: <IntegrationTab />,
        "change-password": <ChangePasswordTab />,
        cases: <CaseSettingsTab />,
        "uni-export-files": (
          <Suspense fallback={<Spinner label={t("app.loading")} />}>
            <ExportFilesTab />
          </Suspense>
        ),
        // the plan tab carries the invitation area (SPEC 1): the referral link and the way to refer and earn
        plan: (
          <>
            <PlanTab />
            <ReferralCard />
          </>
        ),
      }}
    />
  );
}
