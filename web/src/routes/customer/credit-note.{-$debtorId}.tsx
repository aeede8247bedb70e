import { createFileRoute } from "@tanstack/react-router";
import { requireIntegrationSetting } from "@/features/ledger/guards";
import { VoucherListPage } from "@/features/ledger/components/voucher-list-page";
import { validateVoucherListSearch } from "@/features/ledger/search";

export const Route = createFileRoute("/customer/credit-note/{-$debtorId}")({
  validateSearch: validateVoucherListSearch,
  // the ledger's pages need an integration setting, else /404 (SPEC 2, 6; the API answers 404 likewise)
  beforeLoad: async ({ context }) => {
    await requireIntegrationSetting(context.queryClient);
  },
  component: CreditNoteRoute,
});

function CreditNoteRoute() {
  const { debtorId } = Route.useParams();
  return <VoucherListPage kind="creditNote" debtorId={debtorId} search={Route.useSearch()} />;
}
