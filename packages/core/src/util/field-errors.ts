import type { z } from "zod";
import { isMessageKey, type MessageKey } from "../i18n/messages";
import type { FieldErrors } from "./error";

/*
 * Apart from the validators (validation.ts), which the web's entry bundle holds: this needs the message catalogue's
 * keys, which the web loads with the user's language, never in its initial JS (stacks/web-bundle.test.ts).
 */

/** zod issues → `{ field: [messageKey] }`; a non-key message (zod's own) becomes "validation.invalid". */
export function fieldErrorsFrom(error: z.ZodError): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path.length ? issue.path.join(".") : "body";
    const key: MessageKey = isMessageKey(issue.message)
      ? issue.message
      : issue.code === "invalid_type"
        ? "validation.required"
        : "validation.invalid";
    (out[field] ??= []).includes(key) || out[field]!.push(key);
  }
  return out;
}
