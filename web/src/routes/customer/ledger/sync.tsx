import { createFileRoute, redirect } from "@tanstack/react-router";
import { SyncPage } from "@/features/accounting/components/sync-page";
import { validateSyncSearch } from "@/features/accounting/search";
import { requireIntegrationSetting } from "@/features/ledger/guards";

// SPEC 2 sidebar "fetch from an accounting system": the sync of the chosen system; with file import, the import is
// the way in; without an integration setting, /404 as the ledger's other pages.
export const Route = createFileRoute("/customer/ledger/sync")({
  validateSearch: validateSyncSearch,
  beforeLoad: async ({ context }) => {
    const setting = await requireIntegrationSetting(context.queryClient);
    if (setting.integration === "file") throw redirect({ to: "/customer/ledger/import", replace: true });
  },
  component: () => <SyncPage search={Route.useSearch()} />,
});
