import { createFileRoute } from "@tanstack/react-router";
import { AccountLayout } from "@/features/auth/components/account-layout";
import { requireUser } from "@/features/auth/guards";

export const Route = createFileRoute("/_account")({
  beforeLoad: async ({ context, location }) => {
    await requireUser({ queryClient: context.queryClient, href: location.href });
  },
  component: AccountLayout,
});
