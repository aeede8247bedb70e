import { createFileRoute } from "@tanstack/react-router";
import { ActivationPage } from "@/features/auth/components/activation-page";

export const Route = createFileRoute("/_public/user-activation/$hash")({
  component: ActivationRoute,
});

function ActivationRoute() {
  const { hash } = Route.useParams();
  return <ActivationPage hash={hash} />;
}
