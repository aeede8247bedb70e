import { createFileRoute } from "@tanstack/react-router";
import { PlanFormPage } from "@/features/admin/resources/billing";

// {action} is create or edit (SPEC 1 plan/{action}/{id?}); the page shows the 404 page for anything else.
export const Route = createFileRoute("/admin/plan/$action/{-$id}")({
  component: () => <PlanFormPage {...Route.useParams()} />,
});
