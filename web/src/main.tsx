import "./index.css";
import "./i18n";
import { QueryClientProvider } from "@tanstack/react-query";
import { RouterProvider } from "@tanstack/react-router";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { Toaster } from "@/components/ui/toaster";
import { AuthProvider } from "@/features/auth/auth-provider";
import { setNavigator } from "@/lib/navigation";
import { queryClient } from "@/lib/query-client";
import { router } from "./router";

// Code outside React (error handler, session timer) navigates through the router.
setNavigator((href, options) => void router.navigate({ href, replace: options?.replace }));

const root = document.getElementById("root");
if (!root) throw new Error("#root is missing from index.html");

createRoot(root).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <RouterProvider router={router} />
        <Toaster />
      </AuthProvider>
    </QueryClientProvider>
  </StrictMode>,
);
