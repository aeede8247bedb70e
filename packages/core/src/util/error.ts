import type { MessageKey } from "../i18n/messages";

/**
 * The error codes core raises; the API maps each to one HTTP status.
 * - VALIDATION: input breaks a rule; `fields` names the fields (422).
 * - BAD_REQUEST: the request cannot be acted on as sent (400).
 * - UNAUTHENTICATED: no valid session (401).
 * - FORBIDDEN: the actor may not do this (403).
 * - NOT_FOUND: nothing the actor may see has this id (404).
 * - CONFLICT: a concurrent change or a duplicate (409).
 * - DEBTOR_INFO_EXISTS: a debtor with the customer number has other details; send again with confirmOverwrite (409).
 * - TOO_MANY_REQUESTS: throttled (429).
 * - BUSY: the store stayed contended (conflicting transactions, throttling) after every retry; nothing was written
 *   and the same request may simply be sent again (503 with `Retry-After`, G9).
 * - INTERNAL: a fault of ours (500).
 */
export type ErrorCode =
  | "VALIDATION"
  | "BAD_REQUEST"
  | "UNAUTHENTICATED"
  | "FORBIDDEN"
  | "NOT_FOUND"
  | "CONFLICT"
  | "DEBTOR_INFO_EXISTS"
  | "TOO_MANY_REQUESTS"
  | "BUSY"
  | "INTERNAL";

export type FieldErrors = Record<string, MessageKey[]>;

export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    /** A message key of i18n/messages.ts, translated at the edge. */
    readonly messageKey: MessageKey,
    readonly params: Record<string, string | number> = {},
    readonly fields?: FieldErrors,
    /** Parameters of one field's messages (a 422 naming what is wrong in each field), over `params`. */
    readonly fieldParams?: Record<string, Record<string, string | number>>,
    /**
     * What the client may do about it, beside the message: e.g. `{ topUp: "/customer/top-up" }` on a refusal for
     * want of cases or sends (billing/entitlements.ts). Answered as the body's `details`.
     */
    readonly details?: Record<string, string>,
  ) {
    super(messageKey);
    this.name = "AppError";
  }
}

/** A 422 for one field, e.g. `fieldError("email", "auth.emailTaken")`; `params` fill the message's placeholders. */
export function fieldError(field: string, key: MessageKey, params: Record<string, string> = {}): AppError {
  return new AppError("VALIDATION", "validation.invalid", params, { [field]: [key] });
}
