import { useTranslation } from "react-i18next";
import { MunicipalityNumberResource, type MunicipalityNumberView } from "@innfri/core/reference/municipality-number.schema";
import type { ListSearch } from "@/components/data-table/list-search";
import { ResourceListPage } from "@/components/resource/resource-list-page";

/** /admin/municipality-numbers: the municipalities by number (reference data, CSV). */
export function MunicipalityNumbersPage({ search }: { search: ListSearch }) {
  const { t } = useTranslation();
  const f = (name: string) => t(`resources.municipality-numbers.fields.${name}` as never);
  return (
    <ResourceListPage
      descriptor={MunicipalityNumberResource}
      search={search}
      itemLabel={(m: MunicipalityNumberView) => `${m.number} ${m.name}`}
      columns={[
        { id: "number", header: f("number"), sortKey: "number", cell: (m) => <span className="tabular-nums">{m.number}</span> },
        { id: "name", header: f("name"), sortKey: "name", cell: (m) => m.name },
        { id: "county", header: f("county"), cell: (m) => m.county },
      ]}
    />
  );
}
