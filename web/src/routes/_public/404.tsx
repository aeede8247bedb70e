import { createFileRoute } from "@tanstack/react-router";
import { NotFoundPage } from "@/features/auth/components/not-found-page";

export const Route = createFileRoute("/_public/404")({
  component: NotFoundPage,
});
