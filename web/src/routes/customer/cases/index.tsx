import { createFileRoute } from "@tanstack/react-router";
import { useListNavigate } from "@/components/data-table/use-list-search";
import { CaseListPage } from "@/features/cases/components/case-list-page";
import { validateCaseListSearch } from "@/features/cases/search";

export const Route = createFileRoute("/customer/cases/")({
  validateSearch: validateCaseListSearch,
  component: CasesRoute,
});

function CasesRoute() {
  const onSearchChange = useListNavigate();
  return <CaseListPage search={Route.useSearch()} onSearchChange={onSearchChange} />;
}
