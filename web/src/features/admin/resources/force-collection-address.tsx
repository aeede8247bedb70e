import { useTranslation } from "react-i18next";
import {
  ForceCollectionAddressResource,
  type ForceCollectionAddressView,
} from "@innfri/core/reference/force-collection-address.schema";
import type { ListSearch } from "@/components/data-table/list-search";
import { ResourceListPage } from "@/components/resource/resource-list-page";

/** /admin/force-collection-address: the enforcement office per municipality (reference data, CSV). */
export function ForceCollectionAddressPage({ search }: { search: ListSearch }) {
  const { t } = useTranslation();
  const f = (name: string) => t(`resources.force-collection-address.fields.${name}` as never);
  return (
    <ResourceListPage
      descriptor={ForceCollectionAddressResource}
      search={search}
      itemLabel={(o: ForceCollectionAddressView) => `${o.municipalityNumber} ${o.officeName}`}
      columns={[
        {
          id: "municipalityNumber",
          header: f("municipalityNumber"),
          sortKey: "municipality_number",
          cell: (o) => <span className="tabular-nums">{o.municipalityNumber}</span>,
        },
        { id: "officeName", header: f("officeName"), sortKey: "office_name", cell: (o) => o.officeName },
        { id: "address", header: f("address"), cell: (o) => `${o.address}, ${o.postcode} ${o.city}` },
      ]}
    />
  );
}
