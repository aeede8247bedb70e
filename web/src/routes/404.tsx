import { createFileRoute, Link } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import { PublicLayout } from "@/components/layout/public-layout";
import { buttonVariants } from "@/components/ui/button";
import { AdminLayout } from "@/features/admin/components/admin-layout";
import { currentUserQueryOptions } from "@/lib/current-user";
import type { CurrentUser } from "@/lib/current-user";
import { NotFoundPage } from "@/features/auth/components/not-found-page";
import { CustomerLayout } from "@/features/customer/components/customer-layout";
import { isStaff } from "@/lib/permissions";
import { initialSession } from "@/lib/session";
import { usePageTitle } from "@/lib/use-page-title";

// Unknown paths land here (SPEC 2). A signed-in user keeps the header and navigation of their area (B15).
export const Route = createFileRoute("/404")({
  beforeLoad: async ({ context }): Promise<{ user: CurrentUser | null }> => {
    const { session } = await initialSession();
    if (!session) return { user: null };
    try {
      return { user: await context.queryClient.ensureQueryData(currentUserQueryOptions()) };
    } catch {
      return { user: null };
    }
  },
  component: NotFoundRoute,
});

function NotFoundRoute() {
  const { user } = Route.useRouteContext();
  if (user?.customer) {
    return (
      <CustomerLayout>
        <NotFoundContent home="/customer/dashboard" />
      </CustomerLayout>
    );
  }
  if (user && isStaff(user.type)) {
    return (
      <AdminLayout>
        <NotFoundContent home="/admin/customers" />
      </AdminLayout>
    );
  }
  return (
    <PublicLayout>
      <NotFoundPage />
    </PublicLayout>
  );
}

function NotFoundContent({ home }: { home: string }) {
  const { t } = useTranslation();
  usePageTitle("titles.notFound");
  return (
    <div className="grid max-w-xl gap-4">
      <h1 className="text-2xl font-semibold">{t("notFound.heading")}</h1>
      <p>{t("notFound.text")}</p>
      <Link to={home} className={buttonVariants({ className: "justify-self-start" })}>
        {t("notFound.toStart")}
      </Link>
    </div>
  );
}
