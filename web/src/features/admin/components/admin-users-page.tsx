import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { Download } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import type { Column } from "@/components/data-table/data-table";
import type { ListSearch } from "@/components/data-table/list-search";
import { Button, buttonVariants } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";
import { fullName } from "@/components/layout/user-menu";
import { exportActiveUsers, forceDeleteUser, restoreUser, type AdminUser } from "@/lib/customer-api";
import { formatDate } from "@/lib/format";
import { usePageTitle } from "@/lib/use-page-title";
import { ListPage as AdminList } from "@/components/resource/list-page";

export function AdminUsersPage({ search }: { search: ListSearch }) {
  const { t } = useTranslation();
  usePageTitle("titles.adminUsers");
  const exporting = useMutation({
    mutationFn: exportActiveUsers,
    onSuccess: (filename) => toast.success(t("admin.exported", { filename }), { id: "exported" }),
  });
  const columns: Column<AdminUser>[] = [
    {
      id: "email",
      header: t("users.email"),
      sortKey: "email",
      cell: (u) => (
        <Link to="/admin/user/edit/{-$id}" params={{ id: u.id }} className="text-brand-700 underline">
          {u.email}
        </Link>
      ),
    },
    { id: "name", header: t("users.name"), cell: (u) => fullName(u) },
    { id: "type", header: t("users.type"), cell: (u) => t(`roles.${u.type}`) },
    {
      id: "status",
      header: t("users.status"),
      cell: (u) =>
        u.deletionRequestedAt
          ? t("admin.deletionRequested", { date: formatDate(u.deletionRequestedAt) })
          : u.active === false
            ? t("common.invited")
            : t("common.active"),
    },
    { id: "createdAt", header: t("users.createdAt"), sortKey: "created_at", cell: (u) => formatDate(u.createdAt) },
  ];
  return (
    <AdminList
      heading={t("titles.adminUsers")}
      actions={
        <>
          <Button variant="outline" disabled={exporting.isPending} onClick={() => exporting.mutate()}>
            {exporting.isPending ? <Spinner /> : <Download aria-hidden="true" />}
            {t("admin.exportActiveUsers")}
          </Button>
          <Link to="/admin/user/edit/{-$id}" params={{ id: undefined }} className={buttonVariants()}>
            {t("admin.newUser")}
          </Link>
        </>
      }
      path="/users"
      queryKey="users"
      search={search}
      columns={columns}
      rowKey={(u) => u.id}
      searchLabel={t("admin.searchUsers")}
    />
  );
}

export function DeletedUsersPage({ search }: { search: ListSearch }) {
  const { t } = useTranslation();
  usePageTitle("titles.adminDeletedUsers");
  const queryClient = useQueryClient();
  const [forcing, setForcing] = useState<AdminUser | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: ["admin"] });
  const restore = useMutation({
    mutationFn: (u: AdminUser) => restoreUser(u.id),
    onSuccess: () => {
      toast.success(t("admin.restored"), { id: "restored" });
      void refresh();
    },
  });
  const force = useMutation({
    mutationFn: (u: AdminUser) => forceDeleteUser(u.id),
    onSuccess: () => {
      toast.success(t("admin.forceDeleted"), { id: "force-deleted" });
      void refresh();
    },
    onSettled: () => setForcing(null),
  });
  const columns: Column<AdminUser>[] = [
    { id: "email", header: t("users.email"), sortKey: "email", cell: (u) => u.email },
    { id: "name", header: t("users.name"), cell: (u) => fullName(u) },
    { id: "deletedAt", header: t("admin.deletedAt"), cell: (u) => formatDate(u.deletedAt) },
    { id: "createdAt", header: t("users.createdAt"), sortKey: "created_at", cell: (u) => formatDate(u.createdAt) },
    {
      id: "actions",
      header: t("common.actions"),
      cell: (u) => (
        <div className="flex flex-wrap gap-1">
          <Button size="sm" variant="outline" disabled={restore.isPending} onClick={() => restore.mutate(u)}>
            {t("common.restore")}
            <span className="sr-only"> {u.email}</span>
          </Button>
          <Button size="sm" variant="outline" onClick={() => setForcing(u)}>
            {t("admin.forceDelete")}
            <span className="sr-only"> {u.email}</span>
          </Button>
        </div>
      ),
    },
  ];
  return (
    <AdminList
      heading={t("titles.adminDeletedUsers")}
      path="/users/deleted"
      queryKey="deleted-users"
      search={search}
      columns={columns}
      rowKey={(u) => u.id}
      searchLabel={t("admin.searchUsers")}
    >
      <ConfirmDialog
        open={forcing !== null}
        onOpenChange={(o) => !o && setForcing(null)}
        title={t("admin.forceDeleteHeading")}
        description={forcing ? t("admin.forceDeleteUserText", { email: forcing.email }) : undefined}
        confirmLabel={t("admin.forceDelete")}
        pending={force.isPending}
        onConfirm={() => forcing && force.mutate(forcing)}
      />
    </AdminList>
  );
}
