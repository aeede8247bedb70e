import { createFileRoute } from "@tanstack/react-router";
import { FeeRowResource } from "@innfri/core/law/fee-row.schema";
import { validateResourceSearch } from "@/components/resource/resource-search";
import { FeesPage } from "@/features/admin/resources/fees";

// Admin and superadmin only: sales is sent to /customer by the admin guard (fees is not on its allow-list).
export const Route = createFileRoute("/admin/fees")({
  validateSearch: validateResourceSearch(FeeRowResource),
  component: () => <FeesPage search={Route.useSearch()} />,
});
