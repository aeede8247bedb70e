import { createFileRoute } from "@tanstack/react-router";
import { ProcedureFormPage } from "@/features/admin/resources/procedures";

// {action} is create or edit (SPEC 2); the page shows the 404 page for anything else or an unknown id.
export const Route = createFileRoute("/admin/procedure/$action/{-$id}")({
  component: () => <ProcedureFormPage {...Route.useParams()} />,
});
