import { createFileRoute, redirect } from "@tanstack/react-router";

// Unknown paths go to /404 (SPEC section 2).
export const Route = createFileRoute("/$")({
  beforeLoad: () => {
    throw redirect({ to: "/404", replace: true });
  },
});
