import { createFileRoute } from "@tanstack/react-router";
import { UserGroupPlanResource } from "@innfri/core/billing/user-group.schema";
import { validateResourceSearch } from "@/components/resource/resource-search";
import { UserGroupPlansPage } from "@/features/admin/resources/billing";

export const Route = createFileRoute("/admin/user-group-plans")({
  validateSearch: validateResourceSearch(UserGroupPlanResource),
  component: () => <UserGroupPlansPage search={Route.useSearch()} />,
});
