// Both languages at once, for the tests that compare them. The app loads one language at a time (./index.ts).
import * as en from "./en";
import * as no from "./no";

export const catalogues = { no: no.catalogue, en: en.catalogue } as const;
export const resources = { no: { translation: no.translation }, en: { translation: en.translation } } as const;
