import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { FormError, TextField } from "@/components/ui/text-field";
import { handleApiError } from "@/lib/api-client";
import { login, loginWithTwoFactor } from "../api/auth";
import { isTwoFactorChallenge, type LoginResult } from "../api/types";
import { loginSchema, twoFactorSchema, type LoginValues, type TwoFactorValues } from "../schemas";

export interface LoginFormProps {
  /** Called with the result of a complete sign-in (after the 2FA step when the user has one). */
  onSignedIn: (result: LoginResult) => Promise<void> | void;
}

/** Sign-in: email + password, then the six-digit code when the account has two-factor authentication. */
export function LoginForm({ onSignedIn }: LoginFormProps) {
  const [twoFactorToken, setTwoFactorToken] = useState<string | null>(null);
  return twoFactorToken ? (
    <TwoFactorStep token={twoFactorToken} onSignedIn={onSignedIn} onCancel={() => setTwoFactorToken(null)} />
  ) : (
    <CredentialsStep onSignedIn={onSignedIn} onTwoFactor={setTwoFactorToken} />
  );
}

function CredentialsStep({ onSignedIn, onTwoFactor }: LoginFormProps & { onTwoFactor: (token: string) => void }) {
  const { t } = useTranslation();
  const form = useForm<LoginValues>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: "", password: "" },
  });
  const { register, handleSubmit, formState } = form;
  const mutation = useMutation({
    mutationFn: login,
    meta: { setError: form.setError, inline401: true },
  });

  const onSubmit = handleSubmit(async (values) => {
    let response;
    try {
      response = await mutation.mutateAsync(values);
    } catch {
      return; // shown on the form by the error handler
    }
    if (isTwoFactorChallenge(response)) {
      onTwoFactor(response.twoFactorToken);
      return;
    }
    try {
      await onSignedIn(response);
    } catch (error) {
      handleApiError(error, { setError: form.setError });
    }
  });

  const busy = formState.isSubmitting;
  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-label={t("login.heading")}>
      <FormError message={formState.errors.root?.server?.message} />
      <TextField
        label={t("auth.email")}
        type="email"
        autoComplete="username"
        inputMode="email"
        error={formState.errors.email?.message}
        {...register("email")}
      />
      <TextField
        label={t("auth.password")}
        type="password"
        autoComplete="current-password"
        error={formState.errors.password?.message}
        {...register("password")}
      />
      <Button type="submit" className="w-full" disabled={busy}>
        {busy ? <Spinner /> : null}
        {t("auth.signIn")}
      </Button>
    </form>
  );
}

function TwoFactorStep({ token, onSignedIn, onCancel }: LoginFormProps & { token: string; onCancel: () => void }) {
  const { t } = useTranslation();
  const form = useForm<TwoFactorValues>({
    resolver: zodResolver(twoFactorSchema),
    defaultValues: { code: "" },
  });
  const { register, handleSubmit, formState } = form;
  const mutation = useMutation({
    mutationFn: loginWithTwoFactor,
    meta: { setError: form.setError, inline401: true },
  });

  const onSubmit = handleSubmit(async ({ code }) => {
    let result;
    try {
      result = await mutation.mutateAsync({ twoFactorToken: token, code });
    } catch {
      return;
    }
    try {
      await onSignedIn(result);
    } catch (error) {
      handleApiError(error, { setError: form.setError });
    }
  });

  const busy = formState.isSubmitting;
  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-labelledby="two-factor-heading">
      <div className="grid gap-1">
        <h2 id="two-factor-heading" className="text-lg font-semibold">
          {t("login.twoFactorHeading")}
        </h2>
        <p className="text-sm text-neutral-700">{t("login.twoFactorIntro")}</p>
      </div>
      <FormError message={formState.errors.root?.server?.message} />
      <TextField
        label={t("login.code")}
        autoComplete="one-time-code"
        inputMode="numeric"
        maxLength={6}
        autoFocus
        error={formState.errors.code?.message}
        {...register("code")}
      />
      <Button type="submit" className="w-full" disabled={busy}>
        {busy ? <Spinner /> : null}
        {t("login.verify")}
      </Button>
      <Button type="button" variant="link" className="justify-self-center" onClick={onCancel}>
        {t("login.cancelTwoFactor")}
      </Button>
    </form>
  );
}
