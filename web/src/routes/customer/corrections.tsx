import { createFileRoute } from "@tanstack/react-router";
import { VoucherListPage } from "@/features/ledger/components/voucher-list-page";
import { validateVoucherListSearch } from "@/features/ledger/search";

export const Route = createFileRoute("/customer/corrections")({
  validateSearch: validateVoucherListSearch,
  component: () => <VoucherListPage kind="correction" search={Route.useSearch()} />,
});
