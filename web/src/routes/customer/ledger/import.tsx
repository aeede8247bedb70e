import { createFileRoute } from "@tanstack/react-router";
import { ImportPage } from "@/features/imports/components/import-page";
import { validateImportSearch } from "@/features/imports/search";
import { requireIntegrationSetting } from "@/features/ledger/guards";

// SPEC 2: like the ledger, the import needs the customer to have an integration setting, else /404.
export const Route = createFileRoute("/customer/ledger/import")({
  validateSearch: validateImportSearch,
  beforeLoad: async ({ context }) => {
    await requireIntegrationSetting(context.queryClient);
  },
  component: () => <ImportPage search={Route.useSearch()} />,
});
