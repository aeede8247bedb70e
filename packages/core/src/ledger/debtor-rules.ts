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
