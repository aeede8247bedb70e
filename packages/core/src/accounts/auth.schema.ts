import { z } from "zod";
import { email, otpCode, password, phone, required } from "../util/validation";

/** Request bodies of the authentication calls; shared by the API (validation, OpenAPI) and the web forms. */
export const RegisterInput = z
  .object({
    email: email(),
    password: password(),
    passwordConfirmation: z.string({ error: "validation.required" }).min(1, { error: "validation.required" }),
    phone: phone(),
    firstName: required(100),
    lastName: required(100),
    acceptTerms: z.literal(true, { error: "validation.acceptTerms" }),
  })
  .refine((v) => v.password === v.passwordConfirmation, {
    path: ["passwordConfirmation"],
    error: "validation.passwordConfirmation",
  });
export type RegisterInput = z.infer<typeof RegisterInput>;

export const LoginInput = z.object({
  email: z
    .string({ error: "validation.required" })
    .trim()
    .min(1, { error: "validation.required" })
    .max(254, { error: "validation.email" })
    .transform((v) => v.toLowerCase()),
  password: z.string({ error: "validation.required" }).min(1, { error: "validation.required" }).max(1024),
});
export type LoginInput = z.infer<typeof LoginInput>;

export const RefreshInput = z.object({
  refreshToken: z.string({ error: "validation.required" }).min(1, { error: "validation.required" }).max(512),
});

export const ChangePasswordInput = z
  .object({
    currentPassword: z.string({ error: "validation.required" }).min(1, { error: "validation.required" }).max(200),
    first: z.boolean().optional(),
    password: password(),
    passwordConfirmation: z.string({ error: "validation.required" }).min(1, { error: "validation.required" }),
  })
  .refine((v) => v.password === v.passwordConfirmation, {
    path: ["passwordConfirmation"],
    error: "validation.passwordConfirmation",
  });
export type ChangePasswordInput = z.infer<typeof ChangePasswordInput>;

export const RequestResetInput = z.object({ email: email() });
export const ResetPasswordInput = z
  .object({
    token: z.string({ error: "validation.required" }).min(1, { error: "validation.required" }).max(512),
    password: password(),
    passwordConfirmation: z.string({ error: "validation.required" }).min(1, { error: "validation.required" }),
  })
  .refine((v) => v.password === v.passwordConfirmation, {
    path: ["passwordConfirmation"],
    error: "validation.passwordConfirmation",
  });
export type ResetPasswordInput = z.infer<typeof ResetPasswordInput>;

export const TwoFactorLoginInput = z.object({
  twoFactorToken: z.string({ error: "validation.required" }).min(1, { error: "validation.required" }).max(2048),
  code: otpCode(),
});
export const TwoFactorUpdateInput = z.object({
  enable: z.boolean({ error: "validation.required" }),
  code: otpCode(),
});

export const GdprTermsInput = z.object({ accept: z.literal(true, { error: "validation.acceptTerms" }) });
