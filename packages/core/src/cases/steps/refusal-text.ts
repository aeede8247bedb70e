import { t, type Language } from "../../i18n/messages";
import type { AppError } from "../../util/error";

/**
 * A refusal of one case among several (send, multiple-preview) in words: its first field's message (a step the law
 * refuses carries its reason there) else its own, in the request's language.
 */
export function refusalText(err: AppError, lang: Language): string {
  const field = Object.entries(err.fields ?? {})[0];
  return field
    ? t(lang, field[1][0]!, { ...err.params, ...err.fieldParams?.[field[0]] })
    : t(lang, err.messageKey, err.params);
}
