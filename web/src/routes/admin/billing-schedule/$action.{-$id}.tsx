import { createFileRoute } from "@tanstack/react-router";
import { BillingScheduleFormPage } from "@/features/admin/resources/billing";

// {action} is create or edit (SPEC 1 billing-schedule/{action}/{id?}); anything else shows the 404 page.
export const Route = createFileRoute("/admin/billing-schedule/$action/{-$id}")({
  component: () => <BillingScheduleFormPage {...Route.useParams()} />,
});
