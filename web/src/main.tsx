import "./index.css";
import { QueryClientProvider } from "@tanstack/react-query";
import { RouterProvider } from "@tanstack/react-router";
import { lazy, StrictMode, Suspense } from "react";
import { createRoot } from "react-dom/client";
import { AuthProvider } from "@/features/auth/auth-provider";
import { setNavigator } from "@/lib/navigation";
import { queryClient } from "@/lib/query-client";
import { i18nReady } from "./i18n";
import { router } from "./router";

// The toasts come after the first view (sonner is not in the entry bundle; lib/api-client.ts).
const Toaster = lazy(() => import("@/components/ui/toaster").then((m) => ({ default: m.Toaster })));

// Code outside React (error handler, session timer) navigates through the router.
setNavigator((href, options) => void router.navigate({ href, replace: options?.replace }));

const root = document.getElementById("root");
if (!root) throw new Error("#root is missing from index.html");

// The first render waits for the user's language (one chunk, loaded beside the entry: src/i18n/index.ts).
void i18nReady.then(() =>
  createRoot(root).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <AuthProvider>
          <RouterProvider router={router} />
          <Suspense fallback={null}>
            <Toaster />
          </Suspense>
        </AuthProvider>
      </QueryClientProvider>
    </StrictMode>,
  ),
);
