import { createFileRoute } from "@tanstack/react-router";
import { CasePage } from "@/features/cases/components/case-page";
import { stepIdParam } from "@/features/cases/search";

// The response recorded on a step (SPEC 2, 3 step response values); a non-numeric step id becomes 0.
export const Route = createFileRoute("/customer/cases/view/$id/step-response/$stepId")({
  component: StepResponseRoute,
});

function StepResponseRoute() {
  const { id, stepId } = Route.useParams();
  return <CasePage caseId={id} tab="events" focus={{ kind: "step-response", stepId: stepIdParam(stepId) }} />;
}
