import { z } from "@hono/zod-openapi";

/** Response shapes, for the OpenAPI document. */
export const MessageResponse = z.object({ message: z.string() }).openapi("Message");
export const ErrorResponse = z.object({ message: z.string(), code: z.string() }).openapi("Error");
export const ValidationErrorResponse = z
  .object({ message: z.string(), errors: z.record(z.string(), z.array(z.string())) })
  .openapi("ValidationError");

export const Customer = z
  .object({
    id: z.string(),
    name: z.string(),
    orgNumber: z.string(),
    email: z.string().nullable(),
    gdprTermsAccepted: z.boolean(),
    permission: z.string().nullable(),
  })
  .openapi("Customer");

export const LoginResult = z
  .object({
    user: z.object({
      type: z.enum(["user", "admin", "superadmin", "sales"]),
      id: z.string(),
      accessToken: z.string(),
      tokenType: z.literal("Bearer"),
      refreshToken: z.string(),
      expiresIn: z.number().int(),
    }),
    customer: Customer.nullable(),
  })
  .openapi("LoginResult");

export const TwoFactorChallenge = z
  .object({ twoFactorRequired: z.literal(true), twoFactorToken: z.string() })
  .openapi("TwoFactorChallenge");

export const CurrentUser = z
  .object({
    id: z.string(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    phone: z.string(),
    type: z.enum(["user", "admin", "superadmin", "sales"]),
    language: z.enum(["no", "en"]),
    twoFactorEnabled: z.boolean(),
    customer: Customer.nullable(),
    customers: z.array(Customer),
  })
  .openapi("CurrentUser");

export const TwoFactorStatus = z
  .object({
    enabled: z.boolean(),
    secret: z.string().optional(),
    otpauthUrl: z.string().optional(),
    qrCode: z.string().optional(),
  })
  .openapi("TwoFactorStatus");

const json = <T>(schema: T, description: string) => ({ content: { "application/json": { schema } }, description });

/** The error answers every route may give, plus its own success answer. */
export const responses = <T>(ok: T, description = "OK", status: 200 | 201 = 200) => ({
  [status]: json(ok, description),
  400: json(ErrorResponse, "Unreadable request"),
  401: json(ErrorResponse, "Not signed in"),
  403: json(ErrorResponse, "Forbidden"),
  404: json(ErrorResponse, "Not found"),
  422: json(ValidationErrorResponse, "Invalid input"),
  429: json(ErrorResponse, "Too many requests"),
});
