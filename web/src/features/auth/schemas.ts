// The forms validate with the very schemas the API validates with (packages/core), so a rule and its message
// are written once. Messages are keys of core's catalogue, which the web's i18n loads (see src/i18n).
import type { z } from "zod";
import {
  ChangePasswordInput,
  LoginInput,
  NewPasswordInput,
  RegisterInput,
  RequestResetInput,
  TwoFactorCodeInput,
} from "@innfri/core/accounts/auth.schema";

export const loginSchema = LoginInput;
export type LoginValues = z.input<typeof LoginInput>;

export const twoFactorSchema = TwoFactorCodeInput;
export type TwoFactorValues = z.input<typeof TwoFactorCodeInput>;

export const registerSchema = RegisterInput;
/** The form's fields; a referral code (`ref`) comes from the link, not the form. */
export type RegisterValues = Omit<z.input<typeof RegisterInput>, "ref">;

export const forgotPasswordSchema = RequestResetInput;
export type ForgotPasswordValues = z.input<typeof RequestResetInput>;

export const resetPasswordSchema = NewPasswordInput;
export type ResetPasswordValues = z.input<typeof NewPasswordInput>;

export const changePasswordSchema = ChangePasswordInput;
export type ChangePasswordValues = z.input<typeof ChangePasswordInput>;
