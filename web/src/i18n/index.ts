import i18n from "i18next";
import { initReactI18next } from "react-i18next";
import en from "./en/translation.json";
import enCases from "./en/cases.json";
import enImports from "./en/imports.json";
import enInterest from "./en/interest.json";
import enLedger from "./en/ledger.json";
import enOverview from "./en/overview.json";
import enResources from "./en/resources.json";
import no from "./no/translation.json";
import noCases from "./no/cases.json";
import noImports from "./no/imports.json";
import noInterest from "./no/interest.json";
import noLedger from "./no/ledger.json";
import noOverview from "./no/overview.json";
import noResources from "./no/resources.json";
import { messages as serverMessages } from "@innfri/core/i18n/all";

export const LANGUAGES = ["no", "en"] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = "no";
export const LANGUAGE_STORAGE_KEY = "innfri.lang";

/**
 * The validation messages are the server's (packages/core/src/i18n/messages.ts): the forms validate with the
 * API's own schemas, whose messages are keys like "validation.required", so a rule's text is written once.
 */
const validation = (lang: "no" | "en") =>
  Object.fromEntries(
    Object.entries(serverMessages[lang])
      .filter(([key]) => key.startsWith("validation."))
      .map(([key, text]) => [key.slice("validation.".length), text]),
  );

/**
 * The catalogue of each language: `translation.json`, plus one file per larger feature, each under its own
 * top-level key (`ledger.*`, `imports.*`, `interest.*`, `overview.*` for the dashboard), so that features are
 * written apart.
 */
export const catalogues = {
  no: { ...no, ledger: noLedger, imports: noImports, interest: noInterest, overview: noOverview, resources: noResources, cases: noCases },
  en: { ...en, ledger: enLedger, imports: enImports, interest: enInterest, overview: enOverview, resources: enResources, cases: enCases },
} as const;

export const resources = {
  no: { translation: { ...catalogues.no, validation: validation("no") } },
  en: { translation: { ...catalogues.en, validation: validation("en") } },
} as const;

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);
}

function storedLanguage(): Language {
  try {
    const value = globalThis.localStorage?.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(value) ? value : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

function applyLanguage(lng: string) {
  if (typeof document !== "undefined") document.documentElement.lang = isLanguage(lng) ? lng : DEFAULT_LANGUAGE;
}

void i18n.use(initReactI18next).init({
  resources,
  lng: storedLanguage(),
  fallbackLng: "en",
  supportedLngs: [...LANGUAGES],
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});
applyLanguage(i18n.language);

i18n.on("languageChanged", (lng) => {
  applyLanguage(lng);
  try {
    if (isLanguage(lng)) globalThis.localStorage?.setItem(LANGUAGE_STORAGE_KEY, lng);
  } catch {
    // private mode or storage disabled: the choice then lasts for this page only
  }
});

/** The language the API should answer in (sent as Accept-Language). */
export function currentLanguage(): Language {
  const lng = i18n.resolvedLanguage ?? i18n.language;
  return isLanguage(lng) ? lng : DEFAULT_LANGUAGE;
}

export function setLanguage(lng: Language) {
  return i18n.changeLanguage(lng);
}

/** Translate a message that may be an i18n key (client-side validation) or plain text (server message). */
export function translateMessage(message: string | undefined): string | undefined {
  if (!message) return message;
  return i18n.exists(message) ? i18n.t(message as never) : message;
}

export { i18n };
export default i18n;
