import { createFileRoute } from "@tanstack/react-router";
import { EmailTemplateFormPage } from "@/features/admin/resources/letter-templates";

// {action} is create or edit (SPEC 2); the page shows the 404 page for anything else or an unknown id.
export const Route = createFileRoute("/admin/email-template/$action/{-$id}")({
  component: () => <EmailTemplateFormPage {...Route.useParams()} />,
});
