import { createFileRoute } from "@tanstack/react-router";
import { RegisterPage } from "@/features/auth/components/register-page";

/** `/register?ref=CODE`: a referral link (refer and earn); the code goes with the registration, a bad one is ignored. */
export const Route = createFileRoute("/_public/register")({
  validateSearch: (search: Record<string, unknown>): { ref?: string } =>
    typeof search.ref === "string" && /^[0-9A-Za-z]{1,40}$/.test(search.ref) ? { ref: search.ref } : {},
  component: RegisterRoute,
});

function RegisterRoute() {
  const { ref } = Route.useSearch();
  return <RegisterPage referralCode={ref} />;
}
