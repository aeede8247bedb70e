import { createFileRoute } from "@tanstack/react-router";
import { ClaimTypeResource } from "@innfri/core/procedures/claim-type.schema";
import { validateResourceSearch } from "@/components/resource/resource-search";
import { ClaimTypesPage } from "@/features/admin/resources/procedures";

export const Route = createFileRoute("/admin/claim-types")({
  validateSearch: validateResourceSearch(ClaimTypeResource),
  component: () => <ClaimTypesPage search={Route.useSearch()} />,
});
