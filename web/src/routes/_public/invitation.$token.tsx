import { createFileRoute } from "@tanstack/react-router";
import { requireUser } from "@/features/auth/guards";
import { InvitationPage } from "@/features/company/invitation-page";

export const Route = createFileRoute("/_public/invitation/$token")({
  // Accepting needs the invited user's session: without one → /login?reurl=… and back here after signing in.
  beforeLoad: async ({ context, location }) => {
    await requireUser({ queryClient: context.queryClient, href: location.href });
  },
  component: InvitationRoute,
});

function InvitationRoute() {
  const { token } = Route.useParams();
  return <InvitationPage token={token} />;
}
