import { createFileRoute } from "@tanstack/react-router";
import { requirePlanFlag } from "@/features/plans/guards";
import { TopUpPage } from "@/features/plans/plans";

export const Route = createFileRoute("/customer/top-up")({
  beforeLoad: ({ context }) => requirePlanFlag(context.queryClient, "editPlan"),
  component: TopUpPage,
});
