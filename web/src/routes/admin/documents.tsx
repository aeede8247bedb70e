import { createFileRoute } from "@tanstack/react-router";
import { DocumentResource } from "@innfri/core/letters/template.schema";
import { validateResourceSearch } from "@/components/resource/resource-search";
import { DocumentsPage } from "@/features/admin/resources/letter-templates";

export const Route = createFileRoute("/admin/documents")({
  validateSearch: validateResourceSearch(DocumentResource),
  component: () => <DocumentsPage search={Route.useSearch()} />,
});
