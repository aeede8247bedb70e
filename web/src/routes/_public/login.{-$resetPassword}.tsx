import { createFileRoute } from "@tanstack/react-router";
import { LoginPage } from "@/features/auth/components/login-page";
import { redirectSignedIn } from "@/features/auth/guards";

export const Route = createFileRoute("/_public/login/{-$resetPassword}")({
  validateSearch: (search: Record<string, unknown>): { reurl?: string } =>
    typeof search.reurl === "string" && search.reurl ? { reurl: search.reurl } : {},
  // Signed in already (B13): on to the dashboard, or to reurl when the user may open it.
  beforeLoad: async ({ context, search }) => {
    await redirectSignedIn({ queryClient: context.queryClient, reurl: search.reurl });
  },
  component: LoginRoute,
});

function LoginRoute() {
  const { resetPassword } = Route.useParams();
  const { reurl } = Route.useSearch();
  return <LoginPage reurl={reurl} passwordReset={Boolean(resetPassword)} />;
}
