import { createFileRoute } from "@tanstack/react-router";
import { DashboardPage } from "@/features/customer/components/dashboard-page";

export const Route = createFileRoute("/customer/dashboard")({
  component: DashboardPage,
});
