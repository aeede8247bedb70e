import { createFileRoute } from "@tanstack/react-router";
import { NewCasePage } from "@/features/cases/components/new-case/new-case-page";
import { validateNewCaseSearch } from "@/lib/new-case-link";

// ?debtorId=…&items=v1,v2: started from the ledger's open items (the debtor and its picked items).
export const Route = createFileRoute("/customer/new-case")({
  validateSearch: validateNewCaseSearch,
  component: () => <NewCasePage search={Route.useSearch()} />,
});
