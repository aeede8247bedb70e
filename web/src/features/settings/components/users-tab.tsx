import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { mayGrantPermission } from "@innfri/core/accounts/rules";
import { DataTable, type Column } from "@/components/data-table/data-table";
import { applyListLocally, type ListSearch } from "@/components/data-table/list-search";
import { Button } from "@/components/ui/button";
import { ConfirmDialog, Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { useCurrentUser } from "@/lib/current-user";
import {
  customerUsersKey,
  listCustomerUsers,
  permissionTypesQuery,
  removeCustomerUser,
  resendInvitation,
  updateCustomerUser,
  type CustomerUser,
} from "@/lib/customer-api";
import { type PermissionType, type Rights } from "@/lib/rights";
import { useRights } from "@/lib/use-rights";
import { InviteUserDialog, type PermissionOption } from "./invite-user-dialog";

const USER_FIELDS: Record<string, (u: CustomerUser) => string> = {
  email: (u) => u.email,
  first_name: (u) => `${u.firstName} ${u.lastName}`,
};

/** May `rights` give `permission`? Core's rule (accounts/rules.ts mayGrantPermission, the one checkGrant applies). */
export function mayGrant(rights: Rights, permission: string, custom: readonly PermissionType[]): boolean {
  const customType = custom.find((p) => p.id === permission);
  return mayGrantPermission(rights, permission, customType);
}

export function usePermissionLabels(customerId: string, enabled = true) {
  const { t } = useTranslation();
  const types = useQuery({
    ...permissionTypesQuery(customerId),
    enabled: enabled && !!customerId,
    meta: { skipGlobalErrorHandler: true },
  });
  const custom: PermissionType[] = types.data ?? [];
  const options: PermissionOption[] = [
    { value: "accountant", label: t("permissions.accountant") },
    ...custom.map((p) => ({ value: p.id, label: p.name })),
  ];
  const label = (permission: string) =>
    permission === "owner" || permission === "accountant"
      ? t(`permissions.${permission}`)
      : (custom.find((p) => p.id === permission)?.name ?? permission);
  return { options, label, custom };
}

export function UsersTab({
  search = {},
  onSearchChange = () => {},
}: {
  search?: ListSearch;
  onSearchChange?: (next: ListSearch) => void;
}) {
  const { t } = useTranslation();
  const { data: me } = useCurrentUser();
  const customerId = me?.customer?.id ?? "";
  const { rights } = useRights();
  const queryClient = useQueryClient();
  const list = useQuery({
    queryKey: [...customerUsersKey(customerId), search],
    queryFn: ({ signal }) => listCustomerUsers(customerId, search, signal),
    enabled: !!customerId,
    placeholderData: keepPreviousData,
    // The API answers the whole (small) list: search, sort and page it here, the same way.
    select: (res) =>
      res.data.length === res.total
        ? applyListLocally(res.data, search, USER_FIELDS, (u) => `${u.email} ${u.firstName} ${u.lastName}`)
        : res,
  });
  const { options: allOptions, label, custom } = usePermissionLabels(customerId);
  // Only what this user may grant (F2): the invite and edit dialogs offer nothing more.
  const options = allOptions.filter((o) => mayGrant(rights, o.value, custom));
  const [inviting, setInviting] = useState(false);
  const [editing, setEditing] = useState<CustomerUser | null>(null);
  const [removing, setRemoving] = useState<CustomerUser | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: customerUsersKey(customerId) });

  const resend = useMutation({
    mutationFn: (u: CustomerUser) => resendInvitation(customerId, u.id),
    onSuccess: (res, u) => toast.success(res?.message || t("users.resent", { email: u.email }), { id: "resent" }),
  });
  const remove = useMutation({
    mutationFn: (u: CustomerUser) => removeCustomerUser(customerId, u.id),
    onSuccess: (_res, u) => {
      toast.success(invited(u) ? t("users.invitationCancelled") : t("users.removed"), { id: "user-removed" });
      setRemoving(null);
      void refresh();
    },
  });

  const canEditUser = rights.can("editUser");
  const canInvite = canEditUser && options.length > 0;
  const canChangePrivilege = rights.can("editUser") && rights.can("accessPrivilegeSetting");
  const invited = (u: CustomerUser) => (u.status ? u.status === "invited" : !u.active);
  const canDeleteUser = rights.can("deleteUserAccount");

  const columns: Column<CustomerUser>[] = [
    {
      id: "name",
      header: t("users.name"),
      sortKey: "first_name",
      cell: (u) => [u.firstName, u.lastName].filter(Boolean).join(" ") || "–",
    },
    { id: "email", header: t("users.email"), sortKey: "email", cell: (u) => u.email },
    { id: "phone", header: t("users.phone"), cell: (u) => u.phone || "–" },
    { id: "permission", header: t("users.permission"), cell: (u) => label(u.pivot?.permission ?? "") },
    { id: "status", header: t("users.status"), cell: (u) => (invited(u) ? t("common.invited") : t("common.active")) },
    {
      id: "actions",
      header: t("common.actions"),
      cell: (u) => {
        const owner = u.pivot?.permission === "owner";
        const self = u.id === me?.id;
        return (
          <div className="flex flex-wrap gap-1">
            {canChangePrivilege && !owner && !self && !invited(u) && mayGrant(rights, u.pivot?.permission ?? "", custom) ? (
              <Button size="sm" variant="outline" onClick={() => setEditing(u)}>
                {t("common.edit")}
                <span className="sr-only"> {u.email}</span>
              </Button>
            ) : null}
            {canEditUser && invited(u) ? (
              <Button size="sm" variant="outline" disabled={resend.isPending} onClick={() => resend.mutate(u)}>
                {t("users.resend")}
                <span className="sr-only"> {u.email}</span>
              </Button>
            ) : null}
            {(invited(u) ? canEditUser : canDeleteUser) && !owner && !self ? (
              <Button size="sm" variant="outline" onClick={() => setRemoving(u)}>
                {invited(u) ? t("users.cancelInvitation") : t("common.remove")}
                <span className="sr-only"> {u.email}</span>
              </Button>
            ) : null}
          </div>
        );
      },
    },
  ];

  return (
    <section aria-labelledby="users-heading" className="grid grid-cols-1 gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="users-heading" className="text-xl font-semibold">
          {t("users.heading")}
        </h2>
        {canInvite ? <Button onClick={() => setInviting(true)}>{t("users.invite")}</Button> : null}
      </div>
      <DataTable
        caption={t("users.heading")}
        columns={columns}
        rows={list.data?.data}
        total={list.data?.total}
        rowKey={(u) => u.id}
        loading={list.isPending}
        search={search}
        onSearchChange={onSearchChange}
        searchLabel={t("users.searchLocal")}
      />
      {canInvite && inviting ? (
        <InviteUserDialog customerId={customerId} permissions={options} open={inviting} onOpenChange={setInviting} />
      ) : null}
      {editing ? (
        <EditPermissionDialog
          customerId={customerId}
          user={editing}
          options={options}
          onClose={() => {
            setEditing(null);
            void refresh();
          }}
        />
      ) : null}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(o) => !o && setRemoving(null)}
        title={removing && invited(removing) ? t("users.cancelInvitationHeading") : t("users.removeHeading")}
        description={
          removing
            ? invited(removing)
              ? t("users.cancelInvitationText", { email: removing.email })
              : t("users.removeText", { email: removing.email })
            : undefined
        }
        confirmLabel={removing && invited(removing) ? t("users.cancelInvitation") : t("common.remove")}
        pending={remove.isPending}
        onConfirm={() => removing && remove.mutate(removing)}
      />
    </section>
  );
}

function EditPermissionDialog({
  customerId,
  user,
  options,
  onClose,
}: {
  customerId: string;
  user: CustomerUser;
  options: PermissionOption[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [permission, setPermission] = useState(user.pivot?.permission ?? "accountant");
  const mutation = useMutation({
    mutationFn: () => updateCustomerUser(customerId, user.id, { permission }),
    onSuccess: () => {
      toast.success(t("common.saved"), { id: "permission-saved" });
      onClose();
    },
  });
  return (
    <Dialog open onOpenChange={(o) => !o && onClose()}>
      <DialogContent>
        <DialogTitle>{t("users.editHeading")}</DialogTitle>
        <DialogDescription>{user.email}</DialogDescription>
        <form
          className="grid gap-4"
          onSubmit={(e) => {
            e.preventDefault();
            mutation.mutate();
          }}
        >
          <div className="grid gap-1.5">
            <Label htmlFor="permission">{t("users.permission")}</Label>
            <select
              id="permission"
              name="permission"
              value={permission}
              onChange={(e) => setPermission(e.target.value)}
              className="h-10 rounded-md border border-neutral-400 bg-white px-3"
            >
              {options.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
          </div>
          <div className="flex justify-end gap-2">
            <Button variant="outline" onClick={onClose}>
              {t("common.cancel")}
            </Button>
            <Button type="submit" disabled={mutation.isPending}>
              {t("common.save")}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
