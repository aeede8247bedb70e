import { createFileRoute } from "@tanstack/react-router";
import { RewardResource } from "@innfri/core/billing/reward.schema";
import { validateResourceSearch } from "@/components/resource/resource-search";
import { RewardsPage } from "@/features/admin/resources/billing";

export const Route = createFileRoute("/admin/rewards")({
  validateSearch: validateResourceSearch(RewardResource),
  component: () => <RewardsPage search={Route.useSearch()} />,
});
