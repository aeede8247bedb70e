import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Controller, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import { SelectField } from "@/components/ui/select-field";
import { Spinner } from "@/components/ui/spinner";
import { FormError, TextField } from "@/components/ui/text-field";
import { inviteUser } from "@/lib/customer-api";
import { inviteUserSchema, type InviteUserValues } from "@/lib/customer-schemas";

export interface PermissionOption {
  value: string;
  label: string;
}

/** Invite a user to this account only or to all the inviting user's accounts (POST /customers/{id}/users). */
export function InviteUserDialog({
  customerId,
  permissions,
  open,
  onOpenChange,
}: {
  customerId: string;
  permissions: PermissionOption[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const form = useForm<InviteUserValues>({
    resolver: zodResolver(inviteUserSchema),
    defaultValues: {
      email: "",
      firstName: "",
      lastName: "",
      phone: "",
      permission: permissions[0]?.value ?? "",
      allAccounts: false,
    },
  });
  const mutation = useMutation({
    mutationFn: (values: InviteUserValues) => inviteUser(customerId, values),
    meta: { setError: form.setError },
  });
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await mutation.mutateAsync(values);
      toast.success(t("users.invited", { email: values.email }), { id: "user-invited" });
      void queryClient.invalidateQueries({ queryKey: ["customers", customerId, "users"] });
      form.reset();
      onOpenChange(false);
    } catch {
      // 422 on the form, other errors as toasts
    }
  });
  const { errors, isSubmitting } = form.formState;

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogTitle>{t("users.inviteHeading")}</DialogTitle>
        <DialogDescription>{t("users.inviteText")}</DialogDescription>
        <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-label={t("users.inviteHeading")}>
          <FormError message={errors.root?.server?.message} />
          <TextField
            required
            type="email"
            autoComplete="off"
            inputMode="email"
            label={t("users.email")}
            error={errors.email?.message}
            {...form.register("email")}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField required label={t("users.firstName")} error={errors.firstName?.message} {...form.register("firstName")} />
            <TextField required label={t("users.lastName")} error={errors.lastName?.message} {...form.register("lastName")} />
          </div>
          <TextField required type="tel" inputMode="tel" label={t("users.phone")} error={errors.phone?.message} {...form.register("phone")} />
          <SelectField
            required
            label={t("users.permission")}
            options={permissions}
            error={errors.permission?.message}
            {...form.register("permission")}
          />
          <Controller
            control={form.control}
            name="allAccounts"
            render={({ field }) => (
              <fieldset className="grid gap-2">
                <legend className="text-sm font-medium">{t("users.scope")}</legend>
                {[false, true].map((value) => (
                  <label key={String(value)} className="flex items-center gap-2 text-sm">
                    <input
                      type="radio"
                      name={field.name}
                      value={String(value)}
                      checked={field.value === value}
                      onChange={() => field.onChange(value)}
                      onBlur={field.onBlur}
                      className="size-4 accent-brand-700"
                    />
                    {value ? t("users.scopeAll") : t("users.scopeThis")}
                  </label>
                ))}
              </fieldset>
            )}
          />
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              {t("common.cancel")}
            </Button>
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? <Spinner /> : null}
              {t("users.sendInvite")}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
