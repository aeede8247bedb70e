import { messages } from "@innfri/core/i18n/all";

/**
 * The validation messages are the server's (packages/core/src/i18n): the forms validate with the API's own
 * schemas, whose messages are keys like "validation.required", so a rule's text is written once. Loading
 * i18n/all.ts here also registers every server catalogue before the first render (core's `t` in the web).
 */
export const validationTexts = (lang: "no" | "en") =>
  Object.fromEntries(
    Object.entries(messages[lang])
      .filter(([key]) => key.startsWith("validation."))
      .map(([key, text]) => [key.slice("validation.".length), text]),
  );
