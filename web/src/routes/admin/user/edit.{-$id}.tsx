import { createFileRoute } from "@tanstack/react-router";
import { UserEditPage } from "@/features/admin/components/user-edit-page";

export const Route = createFileRoute("/admin/user/edit/{-$id}")({
  component: UserEditRoute,
});

function UserEditRoute() {
  const { id } = Route.useParams();
  return <UserEditPage id={id} />;
}
