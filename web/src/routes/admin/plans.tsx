import { createFileRoute } from "@tanstack/react-router";
import { PlanResource } from "@innfri/core/billing/plan.schema";
import { validateResourceSearch } from "@/components/resource/resource-search";
import { PlansPage } from "@/features/admin/resources/billing";

export const Route = createFileRoute("/admin/plans")({
  validateSearch: validateResourceSearch(PlanResource),
  component: () => <PlansPage search={Route.useSearch()} />,
});
