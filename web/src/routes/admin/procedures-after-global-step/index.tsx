import { createFileRoute } from "@tanstack/react-router";
import { ProcedureAfterGlobalStepResource } from "@innfri/core/procedures/procedure.schema";
import { validateResourceSearch } from "@/components/resource/resource-search";
import { ProceduresAfterGlobalStepPage } from "@/features/admin/resources/procedures";

export const Route = createFileRoute("/admin/procedures-after-global-step/")({
  validateSearch: validateResourceSearch(ProcedureAfterGlobalStepResource),
  component: () => <ProceduresAfterGlobalStepPage search={Route.useSearch()} />,
});
