import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import type { Column } from "@/components/data-table/data-table";
import type { ListSearch } from "@/components/data-table/list-search";
import { Button, buttonVariants } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/dialog";
import { fullName } from "@/components/layout/user-menu";
import { useCurrentUser } from "@/lib/current-user";
import { forceDeleteCustomer, restoreCustomer, type CustomerDetail } from "@/lib/customer-api";
import { formatDate } from "@/lib/format";
import { canAccessAdminPath, isAdminType } from "@/lib/permissions";
import { usePageTitle } from "@/lib/use-page-title";
import { ListPage as AdminList } from "@/components/resource/list-page";

export function AdminCustomersPage({ search }: { search: ListSearch }) {
  const { t } = useTranslation();
  usePageTitle("titles.adminCustomers");
  const { data: user } = useCurrentUser();
  const columns: Column<CustomerDetail>[] = [
    {
      id: "name",
      header: t("company.name"),
      sortKey: "name",
      // admin and superadmin open the customer's page (sales keeps the list only: SPEC 6)
      cell: (c) =>
        canAccessAdminPath(user?.type, `/admin/customer/${c.id}`) ? (
          <Link to="/admin/customer/$id" params={{ id: c.id }} className="font-medium text-brand-700 underline">
            {c.name}
          </Link>
        ) : (
          c.name
        ),
    },
    { id: "orgNumber", header: t("company.orgNumber"), cell: (c) => c.orgNumber ?? "–" },
    { id: "email", header: t("company.email"), cell: (c) => c.email ?? "–" },
    {
      id: "deletion",
      header: t("admin.deletion"),
      cell: (c) =>
        c.deletionRequestedAt ? t("admin.deletionRequested", { date: formatDate(c.deletionRequestedAt) }) : "–",
    },
    { id: "createdAt", header: t("users.createdAt"), sortKey: "created_at", cell: (c) => formatDate(c.createdAt) },
  ];
  return (
    <AdminList
      heading={t("admin.customersHeading")}
      intro={
        user
          ? t("admin.signedInAs", { name: fullName(user), email: user.email, role: t(`roles.${user.type}`) })
          : undefined
      }
      actions={
        canAccessAdminPath(user?.type, "/admin/customer/create") ? (
          <Link to="/admin/customer/create" className={buttonVariants()}>
            {t("admin.newCustomer")}
          </Link>
        ) : null
      }
      path="/customers"
      queryKey="customers"
      search={search}
      columns={columns}
      rowKey={(c) => c.id}
      searchLabel={t("admin.searchCustomers")}
    />
  );
}

export function DeletedCustomersPage({ search }: { search: ListSearch }) {
  const { t } = useTranslation();
  usePageTitle("titles.adminDeletedCustomers");
  const { data: user } = useCurrentUser();
  const mayChange = isAdminType(user?.type ?? null);
  const queryClient = useQueryClient();
  const [forcing, setForcing] = useState<CustomerDetail | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: ["admin"] });
  const restore = useMutation({
    mutationFn: (c: CustomerDetail) => restoreCustomer(c.id),
    onSuccess: () => {
      toast.success(t("admin.restored"), { id: "restored" });
      void refresh();
    },
  });
  const force = useMutation({
    mutationFn: (c: CustomerDetail) => forceDeleteCustomer(c.id),
    onSuccess: () => {
      toast.success(t("admin.forceDeleted"), { id: "force-deleted" });
      void refresh();
    },
    onSettled: () => setForcing(null),
  });
  const columns: Column<CustomerDetail>[] = [
    { id: "name", header: t("company.name"), sortKey: "name", cell: (c) => c.name },
    { id: "orgNumber", header: t("company.orgNumber"), cell: (c) => c.orgNumber ?? "–" },
    { id: "deletedAt", header: t("admin.deletedAt"), cell: (c) => formatDate(c.deletedAt) },
    { id: "createdAt", header: t("users.createdAt"), sortKey: "created_at", cell: (c) => formatDate(c.createdAt) },
  ];
  if (mayChange) {
    columns.push({
      id: "actions",
      header: t("common.actions"),
      cell: (c) => (
        <div className="flex flex-wrap gap-1">
          <Button size="sm" variant="outline" disabled={restore.isPending} onClick={() => restore.mutate(c)}>
            {t("common.restore")}
            <span className="sr-only"> {c.name}</span>
          </Button>
          <Button size="sm" variant="outline" onClick={() => setForcing(c)}>
            {t("admin.forceDelete")}
            <span className="sr-only"> {c.name}</span>
          </Button>
        </div>
      ),
    });
  }
  return (
    <AdminList
      heading={t("titles.adminDeletedCustomers")}
      path="/customers/deleted"
      queryKey="deleted-customers"
      search={search}
      columns={columns}
      rowKey={(c) => c.id}
      searchLabel={t("admin.searchCustomers")}
    >
      <ConfirmDialog
        open={forcing !== null}
        onOpenChange={(o) => !o && setForcing(null)}
        title={t("admin.forceDeleteHeading")}
        description={forcing ? t("admin.forceDeleteCustomerText", { name: forcing.name }) : undefined}
        confirmLabel={t("admin.forceDelete")}
        pending={force.isPending}
        onConfirm={() => forcing && force.mutate(forcing)}
      />
    </AdminList>
  );
}
