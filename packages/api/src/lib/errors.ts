import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { t, type Language } from "@innfri/core/i18n/messages";
import { isContention } from "@innfri/core/dynamo/errors";
import { AppError, type ErrorCode } from "@innfri/core/util/error";
import { log } from "@innfri/core/util/log";
import { fieldErrorsFrom } from "@innfri/core/util/field-errors";
import { ZodError } from "zod";
import type { AppEnv } from "./context";

const STATUS: Record<ErrorCode, ContentfulStatusCode> = {
  VALIDATION: 422,
  BAD_REQUEST: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  DEBTOR_INFO_EXISTS: 409,
  TOO_MANY_REQUESTS: 429,
  BUSY: 503,
  INTERNAL: 500,
};

/** How long a client waits before sending a request again that gave up under contention (503 BUSY). */
export const BUSY_RETRY_AFTER_SECONDS = 1;

/**
 * The body of an error: `{ message, errors }` for 422 (first message per field comes first), else `{ message, code }`;
 * either with the error's `details` when it has some (e.g. where to buy more: `{ topUp: "/customer/top-up" }`).
 */
export function errorBody(err: AppError, lang: Language) {
  const message = t(lang, err.messageKey, err.params);
  const details = err.details ? { details: err.details } : {};
  if (err.code === "VALIDATION") {
    const errors = Object.fromEntries(
      Object.entries(err.fields ?? {}).map(([field, keys]) => [field, keys.map((k) => t(lang, k, { ...err.params, ...err.fieldParams?.[field] }))]),
    );
    return { message, errors, ...details };
  }
  return { message, code: err.code, ...details };
}

/** Turns anything thrown into the API's error envelope; nothing leaks a stack trace, and no bad body gives 500. */
export function handleError(err: unknown, c: Context<AppEnv>) {
  const lang = c.get("lang") ?? "no";
  let appError: AppError;
  if (err instanceof AppError) appError = err;
  else if (err instanceof ZodError)
    appError = new AppError("VALIDATION", "validation.invalid", {}, fieldErrorsFrom(err));
  else if (err instanceof HTTPException) {
    // Hono raises these for unreadable bodies (malformed JSON, wrong content type) and the like.
    const status = err.status;
    appError =
      status === 401
        ? new AppError("UNAUTHENTICATED", "auth.unauthenticated")
        : status === 404
          ? new AppError("NOT_FOUND", "errors.notFound")
          : new AppError("BAD_REQUEST", "validation.malformed");
  } else if (isContention(err)) {
    // G9: counted twice without a 500: the HTTP API's 5xx metric (the ApiServerErrors alarm, stacks/Monitoring.ts)
    // and one `request.busy` warning line per request; the client is told to send it again, nothing was written
    log.warn("request.busy", {
      requestId: c.get("requestId"),
      path: c.req.path,
      error: err instanceof Error ? err.message : String(err),
    });
    appError = new AppError("BUSY", "errors.busy");
    c.header("Retry-After", String(BUSY_RETRY_AFTER_SECONDS));
  } else {
    log.error("request.failed", {
      requestId: c.get("requestId"),
      error: err instanceof Error ? err.stack : String(err),
    });
    appError = new AppError("INTERNAL", "errors.internal");
  }
  return c.json(errorBody(appError, lang), STATUS[appError.code]);
}
