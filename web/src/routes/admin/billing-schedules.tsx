import { createFileRoute } from "@tanstack/react-router";
import { BillingScheduleResource } from "@innfri/core/billing/billing-schedule.schema";
import { validateResourceSearch } from "@/components/resource/resource-search";
import { BillingSchedulesPage } from "@/features/admin/resources/billing";

export const Route = createFileRoute("/admin/billing-schedules")({
  validateSearch: validateResourceSearch(BillingScheduleResource),
  component: () => <BillingSchedulesPage search={Route.useSearch()} />,
});
