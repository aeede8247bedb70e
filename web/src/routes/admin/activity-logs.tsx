import { createFileRoute } from "@tanstack/react-router";
import { validateActivitySearch } from "@/features/admin/activity-search";
import { ActivityLogsPage } from "@/features/admin/components/activity-logs-page";

export const Route = createFileRoute("/admin/activity-logs")({
  validateSearch: validateActivitySearch,
  component: () => <ActivityLogsPage search={Route.useSearch()} />,
});
