import { createFileRoute } from "@tanstack/react-router";
import { CustomerSearchPage } from "@/features/ledger/components/customer-search-page";
import { validateDebtorSearch } from "@/features/ledger/search";

export const Route = createFileRoute("/customer/customer-search/{-$debtorId}")({
  validateSearch: validateDebtorSearch,
  component: CustomerSearchRoute,
});

function CustomerSearchRoute() {
  const { debtorId } = Route.useParams();
  return <CustomerSearchPage debtorId={debtorId} search={Route.useSearch()} />;
}
