import { createFileRoute } from "@tanstack/react-router";
import { validateListSearch } from "@/components/data-table/list-search";
import { InterestsPage } from "@/features/interest/components/interests-page";
import { INTEREST_SORT_KEYS } from "@/features/interest/sort-keys";

// Admin and superadmin only: sales is sent to /customer by the admin guard (interests is not on its allow-list).
export const Route = createFileRoute("/admin/interests")({
  validateSearch: validateListSearch(INTEREST_SORT_KEYS),
  component: () => <InterestsPage search={Route.useSearch()} />,
});
