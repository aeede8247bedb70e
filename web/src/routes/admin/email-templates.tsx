import { createFileRoute } from "@tanstack/react-router";
import { EmailTemplateResource } from "@innfri/core/letters/template.schema";
import { validateResourceSearch } from "@/components/resource/resource-search";
import { EmailTemplatesPage } from "@/features/admin/resources/letter-templates";

export const Route = createFileRoute("/admin/email-templates")({
  validateSearch: validateResourceSearch(EmailTemplateResource),
  component: () => <EmailTemplatesPage search={Route.useSearch()} />,
});
