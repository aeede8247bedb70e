import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { FormError, TextField } from "@/components/ui/text-field";
import { NewPasswordFields } from "./new-password-fields";
import { changePassword, requestPasswordReset, resetPassword } from "../api/auth";
import {
  changePasswordSchema,
  forgotPasswordSchema,
  resetPasswordSchema,
  type ChangePasswordValues,
  type ForgotPasswordValues,
  type ResetPasswordValues,
} from "../schemas";

export function ForgotPasswordForm({ onSent }: { onSent: (message: string | undefined) => void }) {
  const { t } = useTranslation();
  const form = useForm<ForgotPasswordValues>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: "" },
  });
  const mutation = useMutation({ mutationFn: requestPasswordReset, meta: { setError: form.setError } });
  const onSubmit = form.handleSubmit(async ({ email }) => {
    try {
      const res = await mutation.mutateAsync(email);
      onSent(res?.message);
    } catch {
      // shown on the form
    }
  });
  const { errors, isSubmitting } = form.formState;
  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-label={t("forgotPassword.heading")}>
      <FormError message={errors.root?.server?.message} />
      <TextField
        label={t("auth.email")}
        type="email"
        autoComplete="email"
        inputMode="email"
        error={errors.email?.message}
        {...form.register("email")}
      />
      <Button type="submit" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? <Spinner /> : null}
        {t("forgotPassword.submit")}
      </Button>
    </form>
  );
}

export function ResetPasswordForm({ token, onDone }: { token: string; onDone: () => void }) {
  const { t } = useTranslation();
  const form = useForm<ResetPasswordValues>({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { password: "", passwordConfirmation: "" },
  });
  const mutation = useMutation({ mutationFn: resetPassword, meta: { setError: form.setError } });
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await mutation.mutateAsync({ token, ...values });
      onDone();
    } catch {
      // shown on the form (an expired link comes back as a general message)
    }
  });
  const { errors, isSubmitting } = form.formState;
  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-label={t("resetPassword.heading")}>
      <FormError
        message={(errors as { token?: { message?: string } }).token?.message ?? errors.root?.server?.message}
      />
      <NewPasswordFields register={form.register} errors={errors} label={t("resetPassword.password")} />
      <Button type="submit" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? <Spinner /> : null}
        {t("resetPassword.submit")}
      </Button>
    </form>
  );
}

export function ChangePasswordForm() {
  const { t } = useTranslation();
  const form = useForm<ChangePasswordValues>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: { currentPassword: "", password: "", passwordConfirmation: "" },
  });
  const mutation = useMutation({ mutationFn: changePassword, meta: { setError: form.setError } });
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const res = await mutation.mutateAsync(values);
      toast.success(res?.message || t("password.changed"), { id: "password-changed" });
      form.reset();
    } catch {
      // shown on the form
    }
  });
  const { errors, isSubmitting } = form.formState;
  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-labelledby="change-password-heading">
      <FormError message={errors.root?.server?.message} />
      <TextField
        label={t("password.currentPassword")}
        type="password"
        autoComplete="current-password"
        error={errors.currentPassword?.message}
        {...form.register("currentPassword")}
      />
      <NewPasswordFields register={form.register} errors={errors} label={t("password.newPassword")} />
      <div>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? <Spinner /> : null}
          {t("password.submit")}
        </Button>
      </div>
    </form>
  );
}
