import { createFileRoute, redirect } from "@tanstack/react-router";
import { requireIntegrationSetting } from "@/features/ledger/guards";
import { VoucherSearchPage } from "@/features/ledger/components/voucher-search-page";
import { validateVoucherSearch, VOUCHER_SEARCH_TABS, type VoucherSearchTab } from "@/features/ledger/search";

// routeTab: the kind of voucher (invoices by default); paramId: the debtor the search is limited to.
export const Route = createFileRoute("/customer/voucher-search/{-$routeTab}/{-$paramId}")({
  validateSearch: validateVoucherSearch,
  beforeLoad: async ({ params, context }) => {
    if (params.routeTab && !(VOUCHER_SEARCH_TABS as readonly string[]).includes(params.routeTab)) {
      throw redirect({ to: "/404", replace: true });
    }
    // the ledger's pages need an integration setting, else /404 (SPEC 2, 6; the API answers 404 likewise)
    await requireIntegrationSetting(context.queryClient);
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
