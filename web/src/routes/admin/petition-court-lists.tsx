import { createFileRoute } from "@tanstack/react-router";
import { PetitionCourtListResource } from "@innfri/core/reference/petition-court-list.schema";
import { validateResourceSearch } from "@/components/resource/resource-search";
import { PetitionCourtListsPage } from "@/features/admin/resources/petition-court-lists";

export const Route = createFileRoute("/admin/petition-court-lists")({
  validateSearch: validateResourceSearch(PetitionCourtListResource),
  component: () => <PetitionCourtListsPage search={Route.useSearch()} />,
});
