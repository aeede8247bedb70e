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

/**
 * A context's server texts (core's catalogue of that context, e.g. "creditCheck"), nested as i18next reads keys:
 * the API's schemas of that context name them as messages ("creditCheck.nameOrSsn"), and the pages show the same
 * words the server answers with.
 */
export function serverTexts(lang: "no" | "en", context: string) {
  const nested: Record<string, unknown> = {};
  for (const [key, text] of Object.entries(messages[lang])) {
    if (!key.startsWith(`${context}.`)) continue;
    const parts = key.slice(context.length + 1).split(".");
    let at = nested;
    for (const part of parts.slice(0, -1)) at = (at[part] ??= {}) as Record<string, unknown>;
    // the server's "{name}" is i18next's "{{name}}"
    at[parts[parts.length - 1]!] = text.replace(/\{(\w+)\}/g, "{{$1}}");
  }
  return nested;
}
