import { createFileRoute } from "@tanstack/react-router";
import { requireUser } from "@/features/auth/guards";
import { VerifyEmailChangePage } from "@/features/company/confirm-pages";

export const Route = createFileRoute("/_public/verify-email-change/$token")({
  // The API wants the signed-in user: without a session → /login?reurl=… and back here after signing in.
  beforeLoad: async ({ context, location }) => {
    await requireUser({ queryClient: context.queryClient, href: location.href });
  },
  component: VerifyEmailChangeRoute,
});

function VerifyEmailChangeRoute() {
  const { token } = Route.useParams();
  return <VerifyEmailChangePage token={token} />;
}
