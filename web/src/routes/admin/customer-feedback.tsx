import { createFileRoute } from "@tanstack/react-router";
import { CustomerFeedbackResource } from "@innfri/core/support/customer-feedback.schema";
import { validateResourceSearch } from "@/components/resource/resource-search";
import { CustomerFeedbackPage } from "@/features/admin/resources/customer-feedback";

export const Route = createFileRoute("/admin/customer-feedback")({
  validateSearch: validateResourceSearch(CustomerFeedbackResource),
  component: () => <CustomerFeedbackPage search={Route.useSearch()} />,
});
