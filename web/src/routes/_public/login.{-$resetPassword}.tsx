import { createFileRoute } from "@tanstack/react-router";
import { LoginPage } from "@/features/auth/components/login-page";

export const Route = createFileRoute("/_public/login/{-$resetPassword}")({
  validateSearch: (search: Record<string, unknown>): { reurl?: string } =>
    typeof search.reurl === "string" && search.reurl ? { reurl: search.reurl } : {},
  component: LoginRoute,
});

function LoginRoute() {
  const { resetPassword } = Route.useParams();
  const { reurl } = Route.useSearch();
  return <LoginPage reurl={reurl} passwordReset={Boolean(resetPassword)} />;
}
