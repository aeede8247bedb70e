import { useTranslation } from "react-i18next";
import { PetitionCourtListResource, type PetitionCourtListView } from "@innfri/core/reference/petition-court-list.schema";
import type { ListSearch } from "@/components/data-table/list-search";
import { ResourceListPage } from "@/components/resource/resource-list-page";

/** /admin/petition-court-lists: the district courts and the municipalities they serve (reference data, CSV). */
export function PetitionCourtListsPage({ search }: { search: ListSearch }) {
  const { t } = useTranslation();
  const f = (name: string) => t(`resources.petition-court-lists.fields.${name}` as never);
  return (
    <ResourceListPage
      descriptor={PetitionCourtListResource}
      search={search}
      itemLabel={(c: PetitionCourtListView) => c.courtName}
      columns={[
        { id: "courtName", header: f("courtName"), sortKey: "court_name", cell: (c) => c.courtName },
        { id: "address", header: f("address"), cell: (c) => `${c.address}, ${c.postcode} ${c.city}` },
        { id: "municipalityNumbers", header: f("municipalityNumbers"), cell: (c) => c.municipalityNumbers.join(", ") },
      ]}
    />
  );
}
