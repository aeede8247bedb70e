import { createFileRoute } from "@tanstack/react-router";
import { useCurrentUser } from "@/lib/current-user";
import { PasswordPage } from "@/features/auth/components/password-page";
import { isStaff } from "@/lib/permissions";

export const Route = createFileRoute("/_account/password")({
  component: PasswordRoute,
});

function PasswordRoute() {
  const { data: user } = useCurrentUser();
  const back = isStaff(user?.type) ? "/admin" : user?.customer ? "/customer" : "/registration-details";
  return <PasswordPage back={back} />;
}
