import { createFileRoute } from "@tanstack/react-router";
import { InterestNotesPage } from "@/features/interest-notes/components/interest-notes-page";
import { validateInterestNotesSearch } from "@/features/interest-notes/search";
import { requireIntegrationSetting } from "@/features/ledger/guards";

// SPEC 2: interest note proposals need the customer to have an integration setting, else /404 (as the ledger).
export const Route = createFileRoute("/customer/interest-calculations")({
  validateSearch: validateInterestNotesSearch,
  beforeLoad: async ({ context }) => {
    await requireIntegrationSetting(context.queryClient);
  },
  component: () => <InterestNotesPage search={Route.useSearch()} />,
});
