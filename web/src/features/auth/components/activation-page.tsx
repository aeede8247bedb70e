import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Alert } from "@/components/ui/alert";
import { Button, buttonVariants } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { FormError } from "@/components/ui/text-field";
import { activateWithPassword, activationInfo } from "@/lib/customer-api";
import { isApiError } from "@/lib/api-client";
import { usePageTitle } from "@/lib/use-page-title";
import { activateAccount } from "../api/auth";
import { resetPasswordSchema, type ResetPasswordValues } from "../schemas";
import { AuthCard } from "@/components/layout/auth-card";
import { NewPasswordFields } from "./new-password-fields";

const once = {
  retry: false,
  staleTime: Number.POSITIVE_INFINITY,
  gcTime: Number.POSITIVE_INFINITY,
  refetchOnMount: false,
  refetchOnReconnect: false,
  meta: { skipGlobalErrorHandler: true },
} as const;

/**
 * The mail link: GET /auth/activate/{hash} says whether the user still needs a password (an invited user). Then
 * the page asks for one; otherwise it activates the account once (the query is not retried or refetched).
 */
export function ActivationPage({ hash }: { hash: string }) {
  const { t } = useTranslation();
  usePageTitle("titles.activation");
  const info = useQuery({
    queryKey: ["auth", "activate-info", hash],
    queryFn: ({ signal }) => activationInfo(hash, signal),
    ...once,
  });
  // An API without the GET (or any answer but 404) falls back to activating straight away.
  const infoFailed = info.isError && !(isApiError(info.error) && info.error.status === 404);
  const autoActivate = (info.isSuccess && !info.data?.needsPassword) || infoFailed;
  const activation = useQuery({
    queryKey: ["auth", "activate", hash],
    queryFn: () => activateAccount(hash),
    enabled: autoActivate,
    ...once,
  });
  const form = useForm<ResetPasswordValues>({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { password: "", passwordConfirmation: "" },
  });
  const withPassword = useMutation({
    mutationFn: (values: ResetPasswordValues) => activateWithPassword(hash, values),
    meta: { setError: form.setError },
  });

  const toLogin = (
    <Link to="/login/{-$resetPassword}" className={buttonVariants({ className: "w-full" })}>
      {t("activation.goToLogin")}
    </Link>
  );
  const failed = (message: string) => (
    <AuthCard title={t("activation.failedHeading")}>
      <div className="grid gap-4">
        <Alert variant="error">{message}</Alert>
        {toLogin}
      </div>
    </AuthCard>
  );
  const success = (message?: string) => (
    <AuthCard title={t("activation.successHeading")}>
      <div className="grid gap-4">
        <Alert variant="success">{message || t("activation.successText")}</Alert>
        {toLogin}
      </div>
    </AuthCard>
  );

  if (info.isPending || (autoActivate && activation.isPending)) {
    return (
      <AuthCard title={t("activation.heading")}>
        <Spinner label={t("activation.pending")} />
      </AuthCard>
    );
  }
  if (info.isError && !infoFailed) return failed(info.error.message);
  if (autoActivate) {
    if (activation.isError) return failed(activation.error.message);
    return success(activation.data?.message);
  }
  if (withPassword.isSuccess) return success(withPassword.data?.message);

  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await withPassword.mutateAsync(values);
    } catch {
      // shown on the form
    }
  });
  return (
    <AuthCard title={t("activation.heading")} intro={t("activation.passwordIntro", { email: info.data?.email ?? "" })}>
      <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-label={t("activation.heading")}>
        <FormError message={errors.root?.server?.message} />
        <NewPasswordFields register={form.register} errors={errors} />
        <Button type="submit" className="w-full" disabled={isSubmitting}>
          {isSubmitting ? <Spinner /> : null}
          {t("activation.submit")}
        </Button>
      </form>
    </AuthCard>
  );
}
