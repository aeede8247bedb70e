/** Pure rules of debtors (SPEC 3), imported by the web too. */
import { addMonths } from "../law/dates";
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

/**
 * The debtor's basis for receiving legal notices by e-mail alone (issue 18; docs/collection-law.md "Electronic
 * delivery"). Inkassoloven § 3 a allows a notice electronically «dersom meddelelsen er sendt på en betryggende
 * måte»; the ministry's practice (letters-legal-review §3) counts a digital mailbox the debtor created, and an
 * address the debtor has recently used towards the creditor; consent given by the debtor is the safest basis. An
 * address typed in, imported or read from an accounting system is no basis by itself.
 * - `consent`: the debtor agreed to notices by e-mail on the date;
 * - `digital-mailbox`: the address is the debtor's own digital mailbox (Digipost, e-Boks), registered on the date;
 * - `address-used`: the debtor wrote to the creditor from this address on the date («nylig»: counts for
 *   `ADDRESS_USED_MONTHS` months).
 */
export const EMAIL_BASES = ["consent", "digital-mailbox", "address-used"] as const;
export type EmailBasis = (typeof EMAIL_BASES)[number];
/** «Nylig brukt»: an address the debtor used counts as a basis for this many months after the date of use. */
export const ADDRESS_USED_MONTHS = 12;

export interface EmailBasisHolder {
  email?: string | null;
  emailBasis?: EmailBasis | null;
  emailBasisDate?: string | null;
}

/**
 * Whether the debtor's basis holds on `onDate` (YYYY-MM-DD): there is an address, a basis dated no later than
 * that day, and an address-used basis is not older than `ADDRESS_USED_MONTHS`. The reason when it does not.
 */
export function emailBasisOn(
  d: EmailBasisHolder,
  onDate: string,
): { holds: true; basis: EmailBasis; date: string } | { holds: false; why: "noEmail" | "noBasis" | "stale"; date?: string } {
  if (!d.email?.trim()) return { holds: false, why: "noEmail" };
  if (!d.emailBasis || !d.emailBasisDate || d.emailBasisDate > onDate) return { holds: false, why: "noBasis" };
  if (d.emailBasis === "address-used" && addMonths(d.emailBasisDate, ADDRESS_USED_MONTHS) < onDate)
    return { holds: false, why: "stale", date: d.emailBasisDate };
  return { holds: true, basis: d.emailBasis, date: d.emailBasisDate };
}
