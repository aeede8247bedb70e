import { createFileRoute } from "@tanstack/react-router";
import { requireUser } from "@/features/auth/guards";
import { AccountNumberUpdatePage } from "@/features/company/confirm-pages";

export const Route = createFileRoute("/_public/account-number-update")({
  validateSearch: (search: Record<string, unknown>): { hash?: string } =>
    typeof search.hash === "string" && search.hash ? { hash: search.hash } : {},
  // The API wants the signed-in user: without a session → /login?reurl=… and back here after signing in.
  beforeLoad: async ({ context, location }) => {
    await requireUser({ queryClient: context.queryClient, href: location.href });
  },
  component: AccountNumberUpdateRoute,
});

function AccountNumberUpdateRoute() {
  const { hash } = Route.useSearch();
  return <AccountNumberUpdatePage hash={hash} />;
}
