import { createFileRoute } from "@tanstack/react-router";
import { VoucherListPage } from "@/features/ledger/components/voucher-list-page";
import { validateVoucherListSearch } from "@/features/ledger/search";

export const Route = createFileRoute("/customer/credit-note/{-$debtorId}")({
  validateSearch: validateVoucherListSearch,
  component: CreditNoteRoute,
});

function CreditNoteRoute() {
  const { debtorId } = Route.useParams();
  return <VoucherListPage kind="creditNote" debtorId={debtorId} search={Route.useSearch()} />;
}
