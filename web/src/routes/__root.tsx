import type { QueryClient } from "@tanstack/react-query";
import { createRootRouteWithContext, Navigate, Outlet } from "@tanstack/react-router";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { SkipLink } from "@/components/layout/skip-link";
import { BACKEND_ERROR_EVENT, toastError } from "@/lib/api-client";

export interface RouterContext {
  queryClient: QueryClient;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: () => <Navigate to="/404" replace />,
});

function RootLayout() {
  const { t } = useTranslation();
  // 5xx answers emit "backend-error" (SPEC section 8); tell the user once per message.
  useEffect(() => {
    const onBackendError = () => toastError(t("errors.backend"));
    window.addEventListener(BACKEND_ERROR_EVENT, onBackendError);
    return () => window.removeEventListener(BACKEND_ERROR_EVENT, onBackendError);
  }, [t]);
  return (
    <>
      <SkipLink />
      <Outlet />
    </>
  );
}
