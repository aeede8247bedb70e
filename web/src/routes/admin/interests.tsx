import { createFileRoute } from "@tanstack/react-router";
import { InterestRateResource } from "@innfri/core/ledger/interest/interest-rate.schema";
import { validateResourceSearch } from "@/components/resource/resource-search";
import { InterestsPage } from "@/features/interest/components/interests-page";

// Admin and superadmin only: sales is sent to /customer by the admin guard (interests is not on its allow-list).
export const Route = createFileRoute("/admin/interests")({
  validateSearch: validateResourceSearch(InterestRateResource),
  component: () => <InterestsPage search={Route.useSearch()} />,
});
