import { createFileRoute } from "@tanstack/react-router";
import { GeneralDocumentResource } from "@innfri/core/letters/template.schema";
import { validateResourceSearch } from "@/components/resource/resource-search";
import { GeneralDocumentsPage } from "@/features/admin/resources/letter-templates";

export const Route = createFileRoute("/admin/general-documents")({
  validateSearch: validateResourceSearch(GeneralDocumentResource),
  component: () => <GeneralDocumentsPage search={Route.useSearch()} />,
});
