import { z } from "zod";
import { email, otpCode, password, phone, required } from "../util/validation";

/**
 * Request bodies of the authentication calls: the API validates with them (and documents them in OpenAPI),
 * the web's forms validate with the same schemas. Messages are keys of i18n/messages.ts.
 */
const requiredString = (max: number) =>
  z
    .string({ error: "validation.required" })
    .min(1, { error: "validation.required" })
    .max(max, { error: "validation.tooLong" });

const newPassword = { password: password(), passwordConfirmation: requiredString(200) };

/** The confirmation must match; checked also while other fields are still invalid, so the form shows it at once. */
const withMatchingConfirmation = <T extends z.ZodType<{ password: string; passwordConfirmation: string }>>(schema: T) =>
  schema.refine((v) => v.password === v.passwordConfirmation, {
    path: ["passwordConfirmation"],
    error: "validation.passwordConfirmation",
    when: (payload) => {
      const v = payload.value as { password?: unknown; passwordConfirmation?: unknown } | undefined;
      return typeof v?.password === "string" && typeof v?.passwordConfirmation === "string";
    },
  });

export const RegisterInput = withMatchingConfirmation(
  z.object({
    email: email(),
    ...newPassword,
    phone: phone(),
    firstName: required(100),
    lastName: required(100),
    acceptTerms: z.boolean({ error: "validation.acceptTerms" }).refine((v) => v, { error: "validation.acceptTerms" }),
    /** A referral code from the link `/register?ref=CODE` (refer and earn): anything not a code is ignored, never refused. */
    ref: z
      .unknown()
      .transform((v) => (typeof v === "string" && v.length <= 40 ? v : undefined))
      .optional(),
  }),
);
export type RegisterInput = z.infer<typeof RegisterInput>;

export const LoginInput = z.object({
  email: z
    .string({ error: "validation.required" })
    .trim()
    .min(1, { error: "validation.required" })
    .max(254, { error: "validation.email" })
    .transform((v) => v.toLowerCase()),
  password: requiredString(1024),
});
export type LoginInput = z.infer<typeof LoginInput>;

export const RefreshInput = z.object({ refreshToken: requiredString(512) });

export const ChangePasswordInput = withMatchingConfirmation(
  z.object({ currentPassword: requiredString(200), first: z.boolean().optional(), ...newPassword }),
);
export type ChangePasswordInput = z.infer<typeof ChangePasswordInput>;

/** A new password with its confirmation: the form of a reset link (the token comes from the link). */
export const NewPasswordInput = withMatchingConfirmation(z.object(newPassword));

export const RequestResetInput = z.object({ email: email() });
export const ResetPasswordInput = withMatchingConfirmation(z.object({ token: requiredString(512), ...newPassword }));
export type ResetPasswordInput = z.infer<typeof ResetPasswordInput>;

export const TwoFactorCodeInput = z.object({ code: otpCode() });
export const TwoFactorLoginInput = z.object({ twoFactorToken: requiredString(2048), code: otpCode() });
export const TwoFactorUpdateInput = z.object({ enable: z.boolean({ error: "validation.required" }), code: otpCode() });

export const GdprTermsInput = z.object({
  accept: z.boolean({ error: "validation.acceptTerms" }).refine((v) => v, { error: "validation.acceptTerms" }),
});
