import { createFileRoute } from "@tanstack/react-router";
import { CasePage } from "@/features/cases/components/case-page";

// The step responses of the case (SPEC 2).
export const Route = createFileRoute("/customer/cases/view/$id/view-step-response")({
  component: () => <CasePage caseId={Route.useParams().id} tab="events" focus={{ kind: "view-step-response" }} />,
});
