import { createFileRoute } from "@tanstack/react-router";
import { LogoutPage } from "@/features/auth/components/logout-page";

export const Route = createFileRoute("/logout")({
  component: LogoutPage,
});
