import { createFileRoute } from "@tanstack/react-router";
import { CasePage } from "@/features/cases/components/case-page";
import { stepIdParam } from "@/features/cases/search";

// The documents a case step made (SPEC 2); a non-numeric step id becomes 0.
export const Route = createFileRoute("/customer/cases/view/$id/generated-documents/$caseStepId")({
  component: GeneratedDocumentsRoute,
});

function GeneratedDocumentsRoute() {
  const { id, caseStepId } = Route.useParams();
  return (
    <CasePage
      caseId={id}
      tab="documents"
      focus={{ kind: "generated-documents", caseStepId: stepIdParam(caseStepId) }}
    />
  );
}
