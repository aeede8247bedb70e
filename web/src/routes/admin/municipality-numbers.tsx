import { createFileRoute } from "@tanstack/react-router";
import { MunicipalityNumberResource } from "@innfri/core/reference/municipality-number.schema";
import { validateResourceSearch } from "@/components/resource/resource-search";
import { MunicipalityNumbersPage } from "@/features/admin/resources/municipality-numbers";

export const Route = createFileRoute("/admin/municipality-numbers")({
  validateSearch: validateResourceSearch(MunicipalityNumberResource),
  component: () => <MunicipalityNumbersPage search={Route.useSearch()} />,
});
