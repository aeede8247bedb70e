import i18n, { type BackendModule } from "i18next";
import { initReactI18next } from "react-i18next";

export const LANGUAGES = ["no", "en"] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = "no";
export const LANGUAGE_STORAGE_KEY = "innfri.lang";

/**
 * One language is loaded at a time, as its own chunk (./no, ./en: the web's texts and the server's validation
 * texts), so neither is in the entry bundle (DESIGN 8: initial JS ≤ 180 KB, guarded by web-bundle.test.ts).
 * `i18nReady` settles once the stored language is in; main.tsx renders after it, and switching loads the other.
 */
const loaders = { no: () => import("./no"), en: () => import("./en") } as const;

const lazyCatalogues: BackendModule = {
  type: "backend",
  init() {},
  read(lng, _ns, done) {
    if (!isLanguage(lng)) return done(null, {});
    loaders[lng]().then(
      (m) => done(null, m.translation),
      (err: unknown) => done(err instanceof Error ? err : new Error(String(err)), false),
    );
  },
};

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

const initial = storedLanguage();
export const i18nReady = i18n
  .use(lazyCatalogues)
  .use(initReactI18next)
  .init({
    lng: initial,
    // the catalogues have the same keys (i18n.test.ts), so nothing falls back and no second language is loaded
    fallbackLng: false,
    supportedLngs: [...LANGUAGES],
    ns: ["translation"],
    defaultNS: "translation",
    interpolation: { escapeValue: false },
    returnNull: false,
  });
applyLanguage(initial);

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
