import { createFileRoute, redirect } from "@tanstack/react-router";
import { GdprPage } from "@/features/auth/components/gdpr-page";
import { requireCustomer } from "@/features/auth/guards";

export const Route = createFileRoute("/_account/accept-gdpr-terms")({
  validateSearch: (search: Record<string, unknown>): { reurl?: string } =>
    typeof search.reurl === "string" && search.reurl ? { reurl: search.reurl } : {},
  beforeLoad: async ({ context, location }) => {
    const { customer } = await requireCustomer({
      queryClient: context.queryClient,
      href: location.href,
      allowTermsPending: true,
    });
    if (customer.gdprTermsAccepted) throw redirect({ to: "/customer" });
  },
  component: GdprRoute,
});

function GdprRoute() {
  const { reurl } = Route.useSearch();
  return <GdprPage reurl={reurl} />;
}
