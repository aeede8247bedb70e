import { createFileRoute } from "@tanstack/react-router";
import { DownPaymentPlanPage } from "@/features/cases/components/down-payment-plan-page";

// SPEC 2: /customer/cases/creating-down-payment-plan/{caseId}, the case's down-payment plan.
export const Route = createFileRoute("/customer/cases/creating-down-payment-plan/$caseId")({
  component: () => <DownPaymentPlanPage caseId={Route.useParams().caseId} />,
});
