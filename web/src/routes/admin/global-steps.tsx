import { createFileRoute } from "@tanstack/react-router";
import { GlobalStepResource } from "@innfri/core/procedures/procedure.schema";
import { validateResourceSearch } from "@/components/resource/resource-search";
import { GlobalStepsPage } from "@/features/admin/resources/procedures";

export const Route = createFileRoute("/admin/global-steps")({
  validateSearch: validateResourceSearch(GlobalStepResource),
  component: () => <GlobalStepsPage search={Route.useSearch()} />,
});
