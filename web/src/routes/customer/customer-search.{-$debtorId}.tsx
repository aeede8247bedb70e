import { createFileRoute } from "@tanstack/react-router";
import { DebtorPauses } from "@/features/cases/components/debtor-pauses";
import { CustomerSearchPage } from "@/features/ledger/components/customer-search-page";
import { validateDebtorSearch } from "@/features/ledger/search";

export const Route = createFileRoute("/customer/customer-search/{-$debtorId}")({
  validateSearch: validateDebtorSearch,
  component: CustomerSearchRoute,
});

function CustomerSearchRoute() {
  const { debtorId } = Route.useParams();
  // the debtor's page: its ledger (ledger) and the pauses and notes of its cases (cases)
  return (
    <CustomerSearchPage debtorId={debtorId} search={Route.useSearch()}>
      {debtorId ? <DebtorPauses debtorId={debtorId} /> : null}
    </CustomerSearchPage>
  );
}
