import { createFileRoute } from "@tanstack/react-router";
import { validateCaseDocumentsSearch } from "@/features/admin/case-documents-search";
import { CaseDocumentsPage } from "@/features/admin/components/case-documents-page";

export const Route = createFileRoute("/admin/case-documents")({
  validateSearch: validateCaseDocumentsSearch,
  component: () => <CaseDocumentsPage status={Route.useSearch().status} />,
});
