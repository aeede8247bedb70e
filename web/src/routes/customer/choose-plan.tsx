import { createFileRoute } from "@tanstack/react-router";
import { requirePlanFlag } from "@/features/plans/guards";
import { ChoosePlanPage } from "@/features/plans/plans";

export const Route = createFileRoute("/customer/choose-plan")({
  beforeLoad: ({ context }) => requirePlanFlag(context.queryClient, "editPlan"),
  component: ChoosePlanPage,
});
