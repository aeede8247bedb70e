import { createFileRoute } from "@tanstack/react-router";
import { validateListSearch } from "@/components/data-table/list-search";
import { AdminUsersPage, USER_SORT_KEYS } from "@/features/admin/components/admin-users-page";

export const Route = createFileRoute("/admin/users")({
  validateSearch: validateListSearch(USER_SORT_KEYS),
  component: () => <AdminUsersPage search={Route.useSearch()} />,
});
