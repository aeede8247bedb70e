import { createFileRoute } from "@tanstack/react-router";
import { validateListSearch } from "@/components/data-table/list-search";
import { AdminCustomersPage } from "@/features/admin/components/admin-customers-page";
import { CUSTOMER_SORT_KEYS } from "@/features/admin/sort-keys";

export const Route = createFileRoute("/admin/customers")({
  validateSearch: validateListSearch(CUSTOMER_SORT_KEYS),
  component: () => <AdminCustomersPage search={Route.useSearch()} />,
});
