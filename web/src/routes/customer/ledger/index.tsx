import { createFileRoute } from "@tanstack/react-router";
import { LedgerPage } from "@/features/ledger/components/ledger-page";
import { requireIntegrationSetting } from "@/features/ledger/guards";
import { validateLedgerSearch } from "@/features/ledger/search";

// SPEC 2: the ledger needs the customer to have an integration setting, else /404.
export const Route = createFileRoute("/customer/ledger/")({
  validateSearch: validateLedgerSearch,
  beforeLoad: async ({ context }) => {
    await requireIntegrationSetting(context.queryClient);
  },
  component: () => <LedgerPage search={Route.useSearch()} />,
});
