import { createFileRoute } from "@tanstack/react-router";
import { CasePage } from "@/features/cases/components/case-page";
import { stepIdParam } from "@/features/cases/search";

// A case step: its events. SPEC 2: a non-numeric step id becomes 0.
export const Route = createFileRoute("/customer/cases/view/$id/step/$stepId")({
  component: CaseStepRoute,
});

function CaseStepRoute() {
  const { id, stepId } = Route.useParams();
  return <CasePage caseId={id} tab="events" focus={{ kind: "step", stepId: stepIdParam(stepId) }} />;
}
