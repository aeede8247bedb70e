import { createFileRoute } from "@tanstack/react-router";
import { validateListSearch } from "@/components/data-table/list-search";
import { AdminCustomerPage } from "@/features/admin/components/admin-customer-page";
import { CUSTOMER_MEMBER_SORT_KEYS } from "@/features/admin/sort-keys";

export const Route = createFileRoute("/admin/customer/$id")({
  validateSearch: validateListSearch(CUSTOMER_MEMBER_SORT_KEYS),
  component: () => <AdminCustomerPage id={Route.useParams().id} search={Route.useSearch()} />,
});
