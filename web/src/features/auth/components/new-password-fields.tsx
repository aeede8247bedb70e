import type { FieldErrors, UseFormRegister } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { TextField } from "@/components/ui/text-field";

interface NewPassword {
  password: string;
  passwordConfirmation: string;
}

/** A new password with its rules as a hint, and its confirmation: shared by registration, reset and change. */
export function NewPasswordFields<T extends NewPassword>(props: {
  register: UseFormRegister<T>;
  errors: FieldErrors<T>;
  label?: string;
}) {
  const { t } = useTranslation();
  // The forms' values all contain these two fields; narrowing the generic form to them is safe.
  const register = props.register as unknown as UseFormRegister<NewPassword>;
  const errors = props.errors as FieldErrors<NewPassword>;
  return (
    <>
      <TextField
        label={props.label ?? t("auth.password")}
        type="password"
        autoComplete="new-password"
        description={t("auth.passwordHint")}
        error={errors.password?.message}
        {...register("password")}
      />
      <TextField
        label={t("auth.passwordConfirmation")}
        type="password"
        autoComplete="new-password"
        error={errors.passwordConfirmation?.message}
        {...register("passwordConfirmation")}
      />
    </>
  );
}
