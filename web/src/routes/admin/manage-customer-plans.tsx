import { createFileRoute } from "@tanstack/react-router";
import { validateListSearch } from "@/components/data-table/list-search";
import { ManageCustomerPlansPage } from "@/features/admin/components/manage-customer-plans-page";

export const Route = createFileRoute("/admin/manage-customer-plans")({
  validateSearch: validateListSearch([]),
  component: () => <ManageCustomerPlansPage search={Route.useSearch()} />,
});
