import { z } from "@hono/zod-openapi";
export {
  ActivationInfo,
  CurrentUser,
  Customer,
  CustomerDetail,
  CustomerUser,
  Invitation,
  LoginResult,
  PermissionType,
  TwoFactorChallenge,
  TwoFactorStatus,
  UserView,
} from "@innfri/core/accounts/account-views.schema";
export { ActivityLog } from "@innfri/core/activity/activity-views.schema";

/** The answers every route shares, for the OpenAPI document; the resources' own shapes are core's (*-views.schema.ts). */
export const MessageResponse = z.object({ message: z.string() }).openapi("Message");
/** What the client may do about an error, beside its message: `topUp`, the page that sells more (a 422 for want of units). */
const ErrorDetails = z.record(z.string(), z.string()).optional();
export const ErrorResponse = z
  .object({ message: z.string(), code: z.string(), details: ErrorDetails })
  .openapi("Error");
export const ValidationErrorResponse = z
  .object({ message: z.string(), errors: z.record(z.string(), z.array(z.string())), details: ErrorDetails })
  .openapi("ValidationError");

const json = <T>(schema: T, description: string) => ({ content: { "application/json": { schema } }, description });

/** The error answers every route may give, plus its own success answer. */
export const responses = <T>(ok: T, description = "OK", status: 200 | 201 | 202 = 200) => ({
  [status]: json(ok, description),
  400: json(ErrorResponse, "Unreadable request"),
  401: json(ErrorResponse, "Not signed in"),
  403: json(ErrorResponse, "Forbidden"),
  404: json(ErrorResponse, "Not found"),
  422: json(ValidationErrorResponse, "Invalid input"),
  429: json(ErrorResponse, "Too many requests"),
});

export const listOf = <T extends z.ZodType>(item: T) => z.object({ data: z.array(item), total: z.number().int() });

/**
 * The Idempotency-Key header of a POST that starts something (a case, a payment, a purchase): a repeat with the same
 * key answers what the first one did.
 */
export const IdempotencyHeaders = z.object({
  "idempotency-key": z
    .string()
    .trim()
    .min(1, { error: "validation.required" })
    .max(200, { error: "validation.tooLong" })
    .optional()
    .openapi({ description: "Makes the POST safe to repeat: the same key answers what the first request did" }),
});

/** A command that queues its work (202), or meets what the same request queued before (200). */
export const queuedOrFound = <T>(ok: T) => {
  const { 200: _ok, ...errors } = responses(ok);
  return { 200: json(ok, "Found (a repeat: no change)"), 202: json(ok, "Queued"), ...errors };
};

/** 201 for what was started, 200 for what a repeated keyed request started; with the shared error answers. */
export const startedOrFound = <T>(ok: T) => {
  const { 200: _ok, ...errors } = responses(ok);
  return { 200: json(ok, "Found (a repeat: no change)"), 201: json(ok, "Started"), ...errors };
};
