import { createFileRoute } from "@tanstack/react-router";
import { requirePlanFlag } from "@/features/plans/guards";
import { InvitationPage } from "@/features/referrals/referrals";

/** Refer and earn (SPEC 1 /customer/invitation): the plan's readers (viewPlan), as GET /referrals/current. */
export const Route = createFileRoute("/customer/invitation")({
  beforeLoad: ({ context }) => requirePlanFlag(context.queryClient, "viewPlan"),
  component: InvitationPage,
});
