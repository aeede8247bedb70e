import { createFileRoute, redirect } from "@tanstack/react-router";
import { defaultTab } from "@/features/settings/guards";

// The default tab: plan for users allowed to see it, else account (SPEC 1).
export const Route = createFileRoute("/customer/settings/")({
  beforeLoad: async ({ context }) => {
    throw redirect({ to: "/customer/settings/$tab", params: { tab: await defaultTab(context.queryClient) }, replace: true });
  },
});
