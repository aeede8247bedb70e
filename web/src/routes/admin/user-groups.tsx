import { createFileRoute } from "@tanstack/react-router";
import { UserGroupResource } from "@innfri/core/billing/user-group.schema";
import { validateResourceSearch } from "@/components/resource/resource-search";
import { UserGroupsPage } from "@/features/admin/resources/billing";

export const Route = createFileRoute("/admin/user-groups")({
  validateSearch: validateResourceSearch(UserGroupResource),
  component: () => <UserGroupsPage search={Route.useSearch()} />,
});
