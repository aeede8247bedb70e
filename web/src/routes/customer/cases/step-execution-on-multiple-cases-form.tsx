import { createFileRoute } from "@tanstack/react-router";
import { StepExecutionFormPage } from "@/features/cases/components/step-execution-form-page";
import { validateCaseListSearch } from "@/features/cases/search";

export const Route = createFileRoute("/customer/cases/step-execution-on-multiple-cases-form")({
  validateSearch: validateCaseListSearch,
  component: StepExecutionRoute,
});

function StepExecutionRoute() {
  return <StepExecutionFormPage search={Route.useSearch()} />;
}
