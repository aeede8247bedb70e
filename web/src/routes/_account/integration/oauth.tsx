import { createFileRoute } from "@tanstack/react-router";
import { OAuthReturnPage } from "@/features/accounting/components/oauth-return-page";
import { validateOAuthSearch } from "@/features/accounting/search";
import { requireCustomer } from "@/features/auth/guards";

// SPEC 2: where an accounting system sends the browser back after the user allowed (or refused) us; signed in, with
// the customer the connection is for.
export const Route = createFileRoute("/_account/integration/oauth")({
  validateSearch: validateOAuthSearch,
  beforeLoad: async ({ context, location }) => {
    await requireCustomer({ queryClient: context.queryClient, href: location.href });
  },
  component: () => <OAuthReturnPage search={Route.useSearch()} />,
});
