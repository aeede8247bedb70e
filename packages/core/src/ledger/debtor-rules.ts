/** Pure rules of debtors (SPEC 3), imported by the web too. */
import { normaliseName } from "../util/text";

export const DEBTOR_TYPES = ["person", "sole-proprietorship", "company"] as const;
export type DebtorType = (typeof DEBTOR_TYPES)[number];

/**
 * The languages a debtor's letters and mails can be written in (the templates' languages, letters/template.schema):
 * Norwegian unless the creditor chose English, e.g. for a debtor abroad (docs/letters.md "Language").
 */
export const DEBTOR_LANGUAGES = ["no", "en"] as const;
export type DebtorLanguage = (typeof DEBTOR_LANGUAGES)[number];

/**
 * The debtor's country, an ISO 3166-1 alpha-2 code. A debtor without one (every debtor stored before the field
 * existed) lives in Norway. Forced recovery is impossible abroad (SPEC 8 "Foreign customer"): the law refuses the
 * forced steps for a debtor whose country is not `NO` (law/forced-steps.ts).
 */
export const DEFAULT_COUNTRY = "NO";
const regionNames = new Intl.DisplayNames(["en"], { type: "region", fallback: "code" });
/** An assigned ISO 3166-1 alpha-2 code, upper case ("SE"; not "XX", not "ZZ" (unknown region), not "se"). */
export const isCountryCode = (value: string): boolean =>
  /^[A-Z]{2}$/.test(value) && value !== "ZZ" && regionNames.of(value) !== value;
export const countryOf = (d: { country?: string | null }): string => d.country || DEFAULT_COUNTRY;

/**
 * The key of name and city searches: the shared name key (util/text.ts `normaliseName`: NFC, lower case, single
 * spaces), folded so a search typed without Norwegian letters finds them (usability review 3.11: "bjornstad" finds
 * "Bjørnstad"): ø and oe become o, æ and ae become a, å and aa become a, other accents are dropped (é → e). Keys
 * and queries are folded alike, so "Bjørnstad", "Bjornstad" and "Bjoernstad" all search as "bjornstad" (a few
 * names meet that differ, e.g. "Joel" and "Jol").
 */
export const foldName = (name: string) =>
  normaliseName(name)
    .replace(/ø/g, "o")
    .replace(/æ/g, "a")
    .replace(/å/g, "a")
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/oe/g, "o")
    .replace(/ae/g, "a")
    .replace(/aa/g, "a");
