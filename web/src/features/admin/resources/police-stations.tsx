import { useTranslation } from "react-i18next";
import { PoliceStationResource, type PoliceStationView } from "@innfri/core/reference/police-station.schema";
import type { ListSearch } from "@/components/data-table/list-search";
import { ResourceListPage } from "@/components/resource/resource-list-page";

/** /admin/police-stations: the police districts and stations (reference data, CSV). */
export function PoliceStationsPage({ search }: { search: ListSearch }) {
  const { t } = useTranslation();
  const f = (name: string) => t(`resources.police-stations.fields.${name}` as never);
  return (
    <ResourceListPage
      descriptor={PoliceStationResource}
      search={search}
      itemLabel={(p: PoliceStationView) => p.name}
      columns={[
        { id: "name", header: f("name"), sortKey: "name", cell: (p) => p.name },
        { id: "district", header: f("district"), sortKey: "district", cell: (p) => p.district },
        { id: "address", header: f("address"), cell: (p) => `${p.address}, ${p.postcode} ${p.city}` },
      ]}
    />
  );
}
