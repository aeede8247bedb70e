import { createFileRoute } from "@tanstack/react-router";
import { StepResource } from "@innfri/core/procedures/procedure.schema";
import { validateResourceSearch } from "@/components/resource/resource-search";
import { StepsPage } from "@/features/admin/resources/procedures";

export const Route = createFileRoute("/admin/steps")({
  validateSearch: validateResourceSearch(StepResource),
  component: () => <StepsPage search={Route.useSearch()} />,
});
