import { createFileRoute } from "@tanstack/react-router";
import { ProcedureResource } from "@innfri/core/procedures/procedure.schema";
import { validateResourceSearch } from "@/components/resource/resource-search";
import { ProceduresPage } from "@/features/admin/resources/procedures";

export const Route = createFileRoute("/admin/procedures")({
  validateSearch: validateResourceSearch(ProcedureResource),
  component: () => <ProceduresPage search={Route.useSearch()} />,
});
