import { createFileRoute } from "@tanstack/react-router";
import { CaseDashboard } from "@/features/cases/components/case-dashboard";
import { DashboardPage } from "@/features/customer/components/dashboard-page";
import { LedgerDashboard } from "@/features/ledger/components/ledger-dashboard";

export const Route = createFileRoute("/customer/dashboard")({
  component: () => <DashboardPage ledger={<LedgerDashboard />} cases={<CaseDashboard />} />,
});
