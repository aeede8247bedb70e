import { createFileRoute } from "@tanstack/react-router";
import { validateListSearch } from "@/components/data-table/list-search";
import { BillingScheduleCustomersPage } from "@/features/admin/resources/billing-schedule-customers";

export const Route = createFileRoute("/admin/billing-schedule-customers/$id")({
  validateSearch: validateListSearch(["name"]),
  component: () => <BillingScheduleCustomersPage id={Route.useParams().id} search={Route.useSearch()} />,
});
