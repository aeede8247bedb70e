import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { ConfirmDialog, Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";
import { FormError, TextField } from "@/components/ui/text-field";
import { useCurrentUser } from "@/lib/current-user";
import {
  createPermissionType,
  customerKey,
  deletePermissionType,
  permissionTypesKey,
  permissionTypesQuery,
  updatePermissionType,
} from "@/lib/customer-api";
import { permissionTypeSchema } from "@/lib/customer-schemas";
import { isApiError } from "@/lib/api-client";
import { emptyFlags, FLAGS, type FlagSet, type PermissionType } from "@/lib/rights";

/** Custom permission types of the customer, each with the nine flags as checkboxes. */
export function PrivilegesTab() {
  const { t } = useTranslation();
  const { data: me } = useCurrentUser();
  const customerId = me?.customer?.id ?? "";
  const types = useQuery({ ...permissionTypesQuery(customerId), enabled: !!customerId });
  const [editing, setEditing] = useState<PermissionType | "new" | null>(null);
  const [deleting, setDeleting] = useState<PermissionType | null>(null);
  const queryClient = useQueryClient();
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: permissionTypesKey(customerId) });
    void queryClient.invalidateQueries({ queryKey: customerKey(customerId) });
  };
  const remove = useMutation({
    mutationFn: (p: PermissionType) => deletePermissionType(customerId, p.id),
    onSuccess: () => {
      toast.success(t("privileges.deleted"), { id: "privilege-deleted" });
      refresh();
    },
    onSettled: () => setDeleting(null),
  });

  return (
    <section aria-labelledby="privileges-heading" className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="privileges-heading" className="text-xl font-semibold">
          {t("privileges.heading")}
        </h2>
        <Button onClick={() => setEditing("new")}>{t("privileges.create")}</Button>
      </div>
      <p className="text-sm text-neutral-700">{t("privileges.text")}</p>
      {types.isPending ? <Spinner label={t("app.loading")} /> : null}
      {types.data && types.data.length === 0 ? <p className="text-sm">{t("privileges.none")}</p> : null}
      {types.data && types.data.length > 0 ? (
        <ul className="grid gap-3">
          {types.data.map((p) => (
            <li key={p.id} className="rounded-lg border border-neutral-200 bg-white p-4">
              <div className="flex flex-wrap items-start justify-between gap-3">
                <div className="grid gap-1">
                  <h3 className="font-semibold">{p.name}</h3>
                  <p className="text-sm text-neutral-700">
                    {FLAGS.filter((f) => p[f])
                      .map((f) => t(`privileges.flags.${f}`))
                      .join(", ") || t("privileges.noRights")}
                  </p>
                </div>
                <div className="flex gap-2">
                  <Button size="sm" variant="outline" onClick={() => setEditing(p)}>
                    {t("common.edit")}
                    <span className="sr-only"> {p.name}</span>
                  </Button>
                  <Button size="sm" variant="outline" onClick={() => setDeleting(p)}>
                    {t("common.delete")}
                    <span className="sr-only"> {p.name}</span>
                  </Button>
                </div>
              </div>
            </li>
          ))}
        </ul>
      ) : null}
      {editing ? (
        <PermissionTypeDialog
          customerId={customerId}
          type={editing === "new" ? undefined : editing}
          onClose={(saved) => {
            setEditing(null);
            if (saved) refresh();
          }}
        />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(o) => !o && setDeleting(null)}
        title={t("privileges.deleteHeading")}
        description={deleting ? t("privileges.deleteText", { name: deleting.name }) : undefined}
        confirmLabel={t("common.delete")}
        pending={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting)}
      />
    </section>
  );
}

function flagsOf(type?: PermissionType): FlagSet {
  const out = emptyFlags();
  if (type) for (const f of FLAGS) out[f] = Boolean(type[f]);
  return out;
}

function PermissionTypeDialog({
  customerId,
  type,
  onClose,
}: {
  customerId: string;
  type?: PermissionType;
  onClose: (saved: boolean) => void;
}) {
  const { t } = useTranslation();
  const [name, setName] = useState(type?.name ?? "");
  const [flags, setFlags] = useState<FlagSet>(flagsOf(type));
  const [nameError, setNameError] = useState<string>();
  const [formError, setFormError] = useState<string>();
  const save = useMutation({
    mutationFn: () =>
      type
        ? updatePermissionType(customerId, type.id, { name: name.trim(), flags })
        : createPermissionType(customerId, { name: name.trim(), flags }),
    onSuccess: () => {
      toast.success(t("common.saved"), { id: "privilege-saved" });
      onClose(true);
    },
    onError: (error) => {
      if (isApiError(error) && error.status === 422) {
        setNameError(error.errors?.name?.[0]);
        setFormError(error.message);
      }
    },
  });
  const title = type ? t("privileges.editHeading", { name: type.name }) : t("privileges.new");
  return (
    <Dialog open onOpenChange={(o) => !o && onClose(false)}>
      <DialogContent>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>{t("privileges.dialogText")}</DialogDescription>
        <form
          noValidate
          className="grid gap-4"
          aria-label={title}
          onSubmit={(e) => {
            e.preventDefault();
            setFormError(undefined);
            const parsed = permissionTypeSchema.shape.name.safeParse(name);
            if (!parsed.success) return setNameError(parsed.error.issues[0]?.message);
            setNameError(undefined);
            save.mutate();
          }}
        >
          <FormError message={formError} />
          <TextField
            name="name"
            required
            label={t("privileges.name")}
            value={name}
            error={nameError}
            onChange={(e) => setName(e.target.value)}
          />
          <fieldset className="grid gap-2">
            <legend className="mb-2 text-sm font-medium">{t("privileges.flagsLegend")}</legend>
            {FLAGS.map((flag) => (
              <label key={flag} htmlFor={`flag-${flag}`} className="flex items-start gap-2 text-sm">
                <Checkbox
                  id={`flag-${flag}`}
                  name={flag}
                  checked={flags[flag]}
                  onChange={(e) => setFlags((f) => ({ ...f, [flag]: e.target.checked }))}
                />
                {t(`privileges.flags.${flag}`)}
              </label>
            ))}
          </fieldset>
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="outline" onClick={() => onClose(false)}>
              {t("common.cancel")}
            </Button>
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? <Spinner /> : null}
              {t("common.save")}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
