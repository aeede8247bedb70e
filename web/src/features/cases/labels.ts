// The words of the cases the server already has (core i18n/cases.ts: statuses, the case messages), read from the
// same catalogue the API answers from, so a text is written once. Web-only words are in i18n/{no,en}/cases.json.
import { messages } from "@innfri/core/i18n/all";
import i18n, { currentLanguage, translateMessage } from "@/i18n";

type Catalogue = Record<string, string>;

/** A server text by key in the current language, its `{name}` placeholders filled; undefined when it has none. */
export function serverText(key: string, params: Record<string, string | number> = {}): string | undefined {
  const text = (messages[currentLanguage()] as Catalogue)[key];
  return text?.replace(/\{(\w+)\}/g, (m, name: string) => (name in params ? String(params[name]) : m));
}

/** A rule's message: a server key ("cases.noClaims", "validation.required") or a text the API already translated. */
export const caseMessage = (message: string | undefined) =>
  message ? (serverText(message) ?? translateMessage(message)) : undefined;

/** "Active", "Not started" … (SPEC 4), as the server words them. */
export const statusLabel = (status: string) => serverText(`caseStatus.${status}`) ?? status;

/** "Betalingspåminnelse", "Inkassovarsel" … or «Ingen steg» (NO_STEP): the web's words of a step kind, the kind itself when unknown. */
export const stepLabel = (kind: string): string =>
  i18n.t(`cases.steps.${kind}` as never, { defaultValue: kind } as never) as unknown as string;
