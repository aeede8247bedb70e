import { createFileRoute, redirect } from "@tanstack/react-router";
import { CasePage } from "@/features/cases/components/case-page";
import { isCaseTab, type CaseTab } from "@/features/cases/search";

export const Route = createFileRoute("/customer/cases/view/$id/tab/$tabName")({
  beforeLoad: ({ params }) => {
    if (!isCaseTab(params.tabName)) throw redirect({ to: "/404", replace: true });
  },
  component: CaseTabRoute,
});

function CaseTabRoute() {
  const { id, tabName } = Route.useParams();
  return <CasePage caseId={id} tab={tabName as CaseTab} />;
}
