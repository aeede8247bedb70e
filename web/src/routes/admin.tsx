import { createFileRoute } from "@tanstack/react-router";
import { AdminLayout } from "@/features/admin/components/admin-layout";
import { requireAdminAccess } from "@/features/auth/guards";

// Staff only; sales only on its allow-list (src/lib/permissions.ts). Others go to /customer.
export const Route = createFileRoute("/admin")({
  beforeLoad: async ({ context, location }) => {
    await requireAdminAccess({ queryClient: context.queryClient, href: location.href, pathname: location.pathname });
  },
  component: AdminLayout,
});
