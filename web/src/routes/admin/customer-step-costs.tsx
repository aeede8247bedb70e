import { createFileRoute } from "@tanstack/react-router";
import { CustomerStepCostResource } from "@innfri/core/billing/step-cost.schema";
import { validateResourceSearch } from "@/components/resource/resource-search";
import { CustomerStepCostsPage } from "@/features/admin/resources/billing";

export const Route = createFileRoute("/admin/customer-step-costs")({
  validateSearch: validateResourceSearch(CustomerStepCostResource),
  component: () => <CustomerStepCostsPage search={Route.useSearch()} />,
});
