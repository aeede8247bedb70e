import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { FormError, TextField } from "@/components/ui/text-field";
import { getTwoFactorStatus, twoFactorKey, updateTwoFactor } from "../api/auth";
import { currentUserKey } from "@/lib/current-user";
import { twoFactorSchema, type TwoFactorValues } from "../schemas";

export function TwoFactorSettings() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const status = useQuery({ queryKey: twoFactorKey, queryFn: ({ signal }) => getTwoFactorStatus(signal) });
  const form = useForm<TwoFactorValues>({ resolver: zodResolver(twoFactorSchema), defaultValues: { code: "" } });
  const mutation = useMutation({ mutationFn: updateTwoFactor, meta: { setError: form.setError } });

  if (status.isPending) return <Spinner label={t("app.loading")} />;
  if (status.isError) return <FormError message={status.error.message} />;

  const enabled = status.data.enabled;
  const onSubmit = form.handleSubmit(async ({ code }) => {
    try {
      const res = await mutation.mutateAsync({ enable: !enabled, code });
      toast.success(res.enabled ? t("password.enabled") : t("password.disabled"), { id: "two-factor" });
      form.reset();
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: twoFactorKey }),
        queryClient.invalidateQueries({ queryKey: currentUserKey }),
      ]);
    } catch {
      // shown on the form
    }
  });
  const { errors, isSubmitting } = form.formState;

  return (
    <div className="grid gap-4">
      <p className="text-sm">
        <span className="font-medium">{t("password.status")}: </span>
        <span
          className={
            enabled
              ? "rounded bg-brand-50 px-2 py-0.5 font-medium text-brand-800"
              : "rounded bg-neutral-100 px-2 py-0.5 font-medium text-neutral-800"
          }
        >
          {enabled ? t("password.statusOn") : t("password.statusOff")}
        </span>
      </p>
      <p className="text-sm text-neutral-700">{enabled ? t("password.twoFactorOn") : t("password.twoFactorOff")}</p>
      {!enabled && status.data.qrCode ? (
        <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
          <img
            src={status.data.qrCode}
            alt={t("password.qrAlt")}
            width={176}
            height={176}
            className="size-44 rounded-md border border-neutral-200 bg-white p-2"
          />
          {status.data.secret ? (
            <div className="grid gap-1 text-sm">
              <span className="font-medium" id="two-factor-secret-label">
                {t("password.secret")}
              </span>
              <code
                aria-labelledby="two-factor-secret-label"
                className="break-all rounded bg-neutral-100 px-2 py-1 font-mono text-neutral-900"
              >
                {status.data.secret}
              </code>
            </div>
          ) : null}
        </div>
      ) : null}
      <form noValidate onSubmit={onSubmit} className="grid max-w-xs gap-4" aria-labelledby="two-factor-heading">
        <FormError message={errors.root?.server?.message} />
        <TextField
          label={t("login.code")}
          autoComplete="one-time-code"
          inputMode="numeric"
          maxLength={6}
          error={errors.code?.message}
          {...form.register("code")}
        />
        <div>
          <Button type="submit" variant={enabled ? "outline" : "default"} disabled={isSubmitting}>
            {isSubmitting ? <Spinner /> : null}
            {enabled ? t("password.disable") : t("password.enable")}
          </Button>
        </div>
      </form>
    </div>
  );
}
