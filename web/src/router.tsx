import { createRouter, ErrorComponent, useRouter, type ErrorComponentProps } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { queryClient } from "@/lib/query-client";
import { parseSearch, stringifySearch } from "@/lib/search-params";
import { pageTitle } from "@/lib/use-page-title";
import { routeTree } from "./routeTree.gen";

function PendingPage() {
  const { t } = useTranslation();
  return (
    <div className="grid min-h-[50vh] place-items-center">
      <Spinner label={t("app.loading")} />
    </div>
  );
}

function ErrorPage({ error }: ErrorComponentProps) {
  const { t } = useTranslation();
  const router = useRouter();
  if (typeof document !== "undefined") document.title = pageTitle(t("titles.error"));
  return (
    <main id="main" className="mx-auto grid max-w-md gap-4 px-4 py-16">
      <h1 className="text-2xl font-semibold">{t("titles.error")}</h1>
      <p className="text-neutral-800">{(error instanceof Error && error.message) || t("errors.pageFailed")}</p>
      {import.meta.env.DEV ? <ErrorComponent error={error} /> : null}
      <div>
        <Button onClick={() => void router.invalidate()}>{t("errors.retry")}</Button>
      </div>
    </main>
  );
}

export function createAppRouter() {
  return createRouter({
    routeTree,
    context: { queryClient },
    defaultPreload: "intent",
    // plain strings in the URL (?number=700024), not JSON (B8)
    parseSearch,
    stringifySearch,
    // Route data lives in TanStack Query; let it decide freshness.
    defaultPreloadStaleTime: 0,
    defaultPendingComponent: PendingPage,
    defaultErrorComponent: ErrorPage,
    scrollRestoration: true,
  });
}

export const router = createAppRouter();

declare module "@tanstack/react-router" {
  interface Register {
    router: typeof router;
  }
}
