import { createFileRoute, redirect } from "@tanstack/react-router";
import { CreditCheckPage } from "@/features/credit-check/credit-check-page";
import { CREDIT_CHECK_TABS, type CreditCheckTab } from "@/features/credit-check/tabs";
import { loadRights } from "@/lib/use-rights";

// SPEC 2 /customer/credit-check/{routeTab?}: person (default), company, history, report (?id=); the owner's alone,
// everyone else /404 (the API answers 404 likewise; issue 21).
export const Route = createFileRoute("/customer/credit-check/{-$routeTab}")({
  validateSearch: (search: Record<string, unknown>): { id?: string } =>
    typeof search.id === "string" && search.id.length <= 40 ? { id: search.id } : {},
  beforeLoad: async ({ params, context }) => {
    if (params.routeTab && !(CREDIT_CHECK_TABS as readonly string[]).includes(params.routeTab))
      throw redirect({ to: "/404", replace: true });
    const rights = await loadRights(context.queryClient);
    if (!rights.isOwner) throw redirect({ to: "/404", replace: true });
  },
  component: CreditCheckRoute,
});

function CreditCheckRoute() {
  const { routeTab } = Route.useParams();
  const { id } = Route.useSearch();
  return <CreditCheckPage tab={(routeTab ?? "person") as CreditCheckTab} reportId={id} />;
}
