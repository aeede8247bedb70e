import { createFileRoute } from "@tanstack/react-router";
import { VoucherListPage } from "@/features/ledger/components/voucher-list-page";
import { validateVoucherListSearch } from "@/features/ledger/search";

export const Route = createFileRoute("/customer/payment/{-$debtorId}")({
  validateSearch: validateVoucherListSearch,
  component: PaymentRoute,
});

function PaymentRoute() {
  const { debtorId } = Route.useParams();
  return <VoucherListPage kind="payment" debtorId={debtorId} search={Route.useSearch()} />;
}
