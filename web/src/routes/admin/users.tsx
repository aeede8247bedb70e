import { createFileRoute } from "@tanstack/react-router";
import { validateListSearch } from "@/components/data-table/list-search";
import { AdminUsersPage } from "@/features/admin/components/admin-users-page";
import { USER_SORT_KEYS } from "@/features/admin/sort-keys";

export const Route = createFileRoute("/admin/users")({
  validateSearch: validateListSearch(USER_SORT_KEYS),
  component: () => <AdminUsersPage search={Route.useSearch()} />,
});
