import { createFileRoute } from "@tanstack/react-router";
import { CasePage } from "@/features/cases/components/case-page";

// The case opens on its events (SPEC 2: the first tab).
export const Route = createFileRoute("/customer/cases/view/$id/")({
  component: () => <CasePage caseId={Route.useParams().id} tab="events" />,
});
