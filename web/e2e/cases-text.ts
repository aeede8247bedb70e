// The cases feature's texts as the user sees them (web/src/i18n/<lng>/cases.json), for the cases' end-to-end specs.
import { readFileSync } from "node:fs";

type Catalogue = { [key: string]: string | Catalogue };
const casesCatalogue = (lng: "no" | "en") =>
  JSON.parse(readFileSync(new URL(`../src/i18n/${lng}/cases.json`, import.meta.url), "utf8")) as Catalogue;
const catalogues = { no: casesCatalogue("no"), en: casesCatalogue("en") };

/** A text of web/src/i18n/<lng>/cases.json ("wizard.start" → cases.wizard.start) with {{params}}. */
export function ct(key: string, params: Record<string, string | number> = {}, lng: "no" | "en" = "no"): string {
  let value: string | Catalogue | undefined = catalogues[lng];
  for (const part of key.split(".")) value = typeof value === "object" ? value[part] : undefined;
  if (typeof value !== "string") throw new Error(`no text for "cases.${key}" (${lng})`);
  return value.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(params[name] ?? `{{${name}}}`));
}
