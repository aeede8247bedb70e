import { createFileRoute, redirect } from "@tanstack/react-router";
import { VoucherSearchPage } from "@/features/ledger/components/voucher-search-page";
import { validateVoucherSearch, VOUCHER_SEARCH_TABS, type VoucherSearchTab } from "@/features/ledger/search";

// routeTab: the kind of voucher (invoices by default); paramId: the debtor the search is limited to.
export const Route = createFileRoute("/customer/voucher-search/{-$routeTab}/{-$paramId}")({
  validateSearch: validateVoucherSearch,
  beforeLoad: ({ params }) => {
    if (params.routeTab && !(VOUCHER_SEARCH_TABS as readonly string[]).includes(params.routeTab)) {
      throw redirect({ to: "/404", replace: true });
    }
  },
  component: VoucherSearchRoute,
});

function VoucherSearchRoute() {
  const { routeTab, paramId } = Route.useParams();
  return (
    <VoucherSearchPage
      routeTab={(routeTab ?? "invoices") as VoucherSearchTab}
      debtorId={paramId}
      search={Route.useSearch()}
    />
  );
}
