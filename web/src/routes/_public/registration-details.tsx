import { createFileRoute } from "@tanstack/react-router";
import { RegistrationDetailsPage } from "@/features/auth/components/registration-details-page";
import { requireUser } from "@/features/auth/guards";

export const Route = createFileRoute("/_public/registration-details")({
  beforeLoad: async ({ context, location }) => {
    await requireUser({ queryClient: context.queryClient, href: location.href });
  },
  component: RegistrationDetailsPage,
});
