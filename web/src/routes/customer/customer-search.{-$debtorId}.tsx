import { createFileRoute } from "@tanstack/react-router";
import { DebtorCases } from "@/features/cases/components/debtor-cases";
import { DebtorPauses } from "@/features/cases/components/debtor-pauses";
import { CustomerSearchPage } from "@/features/ledger/components/customer-search-page";
import { validateDebtorSearch } from "@/features/ledger/search";

export const Route = createFileRoute("/customer/customer-search/{-$debtorId}")({
  validateSearch: validateDebtorSearch,
  component: CustomerSearchRoute,
});

function CustomerSearchRoute() {
  const { debtorId } = Route.useParams();
  // the debtor's page: its ledger (ledger), its cases and their pauses and notes (cases)
  return (
    <CustomerSearchPage debtorId={debtorId} search={Route.useSearch()}>
      {debtorId ? (
        <>
          <DebtorCases debtorId={debtorId} />
          <DebtorPauses debtorId={debtorId} />
        </>
      ) : null}
    </CustomerSearchPage>
  );
}
