import { createFileRoute } from "@tanstack/react-router";
import { GlobalMessageResource } from "@innfri/core/support/global-message.schema";
import { validateResourceSearch } from "@/components/resource/resource-search";
import { GlobalMessagesPage } from "@/features/admin/resources/global-messages";

export const Route = createFileRoute("/admin/global-messages")({
  validateSearch: validateResourceSearch(GlobalMessageResource),
  component: () => <GlobalMessagesPage search={Route.useSearch()} />,
});
