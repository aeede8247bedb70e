import { createFileRoute } from "@tanstack/react-router";
import { validateListSearch } from "@/components/data-table/list-search";
import { CUSTOMER_SORT_KEYS, DeletedCustomersPage } from "@/features/admin/components/admin-customers-page";

export const Route = createFileRoute("/admin/deleted-customers")({
  validateSearch: validateListSearch(CUSTOMER_SORT_KEYS),
  component: () => <DeletedCustomersPage search={Route.useSearch()} />,
});
