// Client-side validation (SPEC section 5). Messages are i18n keys, translated where they are shown;
// the server validates again and its 422 messages are shown as they come.
import { z } from "zod";

const REQUIRED = "validation.required";

/** SPEC 5: 6–254 characters, local part up to 64, a domain with a top-level part of 2–63 letters. */
export function isValidEmail(value: string): boolean {
  if (value.length < 6 || value.length > 254) return false;
  const at = value.lastIndexOf("@");
  if (at < 1 || value.indexOf("@") !== at) return false;
  const local = value.slice(0, at);
  const domain = value.slice(at + 1);
  if (local.length > 64) return false;
  if (!/^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/.test(local)) return false;
  const labels = domain.split(".");
  if (labels.length < 2) return false;
  const tld = labels[labels.length - 1]!;
  if (!/^[A-Za-z]{2,63}$/.test(tld)) return false;
  return labels.every((l) => /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/.test(l));
}

export const requiredText = (max = 255) => z.string().trim().min(1, REQUIRED).max(max, "validation.tooLong");

export const emailField = z.string().trim().min(1, REQUIRED).refine(isValidEmail, "validation.email");

/** At least 10 characters with a number, a special character, an upper and a lower case letter. */
export const newPasswordField = z
  .string()
  .min(1, REQUIRED)
  .min(10, "validation.passwordMin")
  .regex(/\p{N}/u, "validation.passwordNumber")
  .regex(/[^\p{L}\p{N}\s]/u, "validation.passwordSpecial")
  .regex(/\p{Lu}/u, "validation.passwordUpper")
  .regex(/\p{Ll}/u, "validation.passwordLower");

export const codeField = z
  .string()
  .trim()
  .min(1, REQUIRED)
  .regex(/^\d{6}$/, "validation.code");

const passwordsMatch = (v: { password: string; passwordConfirmation: string }) =>
  v.password === v.passwordConfirmation;

const passwordsMatchCheck = {
  path: ["passwordConfirmation"],
  message: "validation.passwordMatch",
  // Check the match also while other fields are still invalid.
  when: (payload: z.core.ParsePayload) => {
    const v = payload.value as { password?: unknown; passwordConfirmation?: unknown } | undefined;
    return typeof v?.password === "string" && typeof v?.passwordConfirmation === "string";
  },
};

export const loginSchema = z.object({
  email: emailField,
  password: z.string().min(1, REQUIRED),
});
export type LoginValues = z.infer<typeof loginSchema>;

export const twoFactorSchema = z.object({ code: codeField });
export type TwoFactorValues = z.infer<typeof twoFactorSchema>;

export const registerSchema = z
  .object({
    firstName: requiredText(100),
    lastName: requiredText(100),
    email: emailField,
    phone: requiredText(30),
    password: newPasswordField,
    passwordConfirmation: z.string().min(1, REQUIRED),
    acceptTerms: z.boolean().refine((v) => v, "validation.acceptTerms"),
  })
  .refine(passwordsMatch, passwordsMatchCheck);
export type RegisterValues = z.input<typeof registerSchema>;

export const forgotPasswordSchema = z.object({ email: emailField });
export type ForgotPasswordValues = z.infer<typeof forgotPasswordSchema>;

export const resetPasswordSchema = z
  .object({
    password: newPasswordField,
    passwordConfirmation: z.string().min(1, REQUIRED),
  })
  .refine(passwordsMatch, passwordsMatchCheck);
export type ResetPasswordValues = z.infer<typeof resetPasswordSchema>;

export const changePasswordSchema = z
  .object({
    currentPassword: z.string().min(1, REQUIRED),
    password: newPasswordField,
    passwordConfirmation: z.string().min(1, REQUIRED),
  })
  .refine(passwordsMatch, passwordsMatchCheck);
export type ChangePasswordValues = z.infer<typeof changePasswordSchema>;
