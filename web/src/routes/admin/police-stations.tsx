import { createFileRoute } from "@tanstack/react-router";
import { PoliceStationResource } from "@innfri/core/reference/police-station.schema";
import { validateResourceSearch } from "@/components/resource/resource-search";
import { PoliceStationsPage } from "@/features/admin/resources/police-stations";

export const Route = createFileRoute("/admin/police-stations")({
  validateSearch: validateResourceSearch(PoliceStationResource),
  component: () => <PoliceStationsPage search={Route.useSearch()} />,
});
