import { createFileRoute, useNavigate } from "@tanstack/react-router";
import { useListNavigate } from "@/components/data-table/use-list-search";
import { BatchResultsPage } from "@/features/cases/components/batch-results-page";
import { validateBatchResultsSearch } from "@/features/cases/search";

export const Route = createFileRoute("/customer/batch-results")({
  validateSearch: validateBatchResultsSearch,
  component: BatchResultsRoute,
});

function BatchResultsRoute() {
  const onSearchChange = useListNavigate();
  const navigate = useNavigate();
  return (
    <BatchResultsPage
      search={Route.useSearch()}
      onSearchChange={onSearchChange}
      onOpen={(batch) =>
        void navigate({ to: ".", search: (prev: Record<string, unknown>) => ({ ...prev, batch }) } as never)
      }
    />
  );
}
