import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { FieldError, FormError, TextField } from "@/components/ui/text-field";
import { register as registerRequest } from "../api/auth";
import { registerSchema, type RegisterValues } from "../schemas";
import { NewPasswordFields } from "./new-password-fields";
import { TermsDialog } from "./terms";

export interface RegisterFormProps {
  onRegistered: (email: string, message: string | undefined) => void;
  /** The code of a referral link (`/register?ref=`), sent with the registration. */
  referralCode?: string;
}

export function RegisterForm({ onRegistered, referralCode }: RegisterFormProps) {
  const { t } = useTranslation();
  const [termsOpen, setTermsOpen] = useState(false);
  const form = useForm<RegisterValues>({
    resolver: zodResolver(registerSchema),
    defaultValues: {
      firstName: "",
      lastName: "",
      email: "",
      phone: "",
      password: "",
      passwordConfirmation: "",
      acceptTerms: false,
    },
  });
  const { register, handleSubmit, formState } = form;
  const mutation = useMutation({ mutationFn: registerRequest, meta: { setError: form.setError } });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const res = await mutation.mutateAsync({ ...values, ...(referralCode ? { ref: referralCode } : {}) });
      onRegistered(values.email.trim().toLowerCase(), res?.message);
    } catch {
      // field errors and the general message are on the form
    }
  });

  const e = formState.errors;
  const busy = formState.isSubmitting;
  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-label={t("register.heading")}>
      <FormError message={e.root?.server?.message} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t("register.firstName")}
          autoComplete="given-name"
          error={e.firstName?.message}
          {...register("firstName")}
        />
        <TextField
          label={t("register.lastName")}
          autoComplete="family-name"
          error={e.lastName?.message}
          {...register("lastName")}
        />
      </div>
      <TextField
        label={t("auth.email")}
        type="email"
        autoComplete="email"
        inputMode="email"
        error={e.email?.message}
        {...register("email")}
      />
      <TextField
        label={t("register.phone")}
        type="tel"
        autoComplete="tel"
        error={e.phone?.message}
        {...register("phone")}
      />
      <NewPasswordFields register={register} errors={e} />
      <div className="grid gap-1.5">
        <div className="flex items-start gap-2">
          <Checkbox
            id="acceptTerms"
            aria-invalid={e.acceptTerms ? true : undefined}
            aria-describedby={e.acceptTerms ? "acceptTerms-error" : undefined}
            {...register("acceptTerms")}
          />
          <Label htmlFor="acceptTerms" className="font-normal leading-snug">
            {t("register.acceptTerms")}
          </Label>
        </div>
        <Button
          type="button"
          variant="link"
          className="h-auto justify-self-start p-0 pl-6 text-left text-sm whitespace-normal"
          onClick={() => setTermsOpen(true)}
        >
          {t("terms.read")}
        </Button>
        <TermsDialog open={termsOpen} onOpenChange={setTermsOpen} />
        <FieldError id="acceptTerms-error" message={e.acceptTerms?.message} />
      </div>
      <Button type="submit" className="w-full" disabled={busy}>
        {busy ? <Spinner /> : null}
        {t("register.submit")}
      </Button>
    </form>
  );
}
