import { kidCheckDigitMod10, kidCheckDigitMod11 } from "../util/identifiers";

/**
 * The customer's KID agreement (issue 18 #13, letters-legal-review #13; docs/collection-law.md "KID only under a
 * KID agreement"). Pure: the web imports the bounds. A creditor registers with its bank (Mastercard Payment
 * Services) the KID lengths and modulus its account takes (research/domain-norway.md 3.1: 4 to 25 digits including
 * the check digit, MOD10 or MOD11); a payer's bank rejects a KID with a wrong check digit, and with «tvungen KID»
 * one of another length. So a case's letters carry a KID made here only under an agreement, to its length and
 * modulus; without one they ask the debtor to mark the payment with the case number.
 */

export const KID_MODULI = ["MOD10", "MOD11"] as const;
export type KidModulus = (typeof KID_MODULI)[number];

/** The KID's length including the check digit (domain-norway.md 3.1: «minimum 3 + kontrollsiffer … maksimum 25»). */
export const KID_LENGTH_MIN = 4;
export const KID_LENGTH_MAX = 25;

export interface KidAgreement {
  length: number;
  modulus: KidModulus;
}

const checkDigit = (body: string, modulus: KidModulus) =>
  modulus === "MOD11" ? kidCheckDigitMod11(body) : kidCheckDigitMod10(body);

/**
 * The KID of a case under the agreement: the case number, zero-padded to the agreed length less one, and the check
 * digit of the agreed modulus (under MOD11 a remainder of 1 gives «-», as the standard says). The case number alone
 * identifies the case within the creditor's account, so a payment by it is found again (`caseNumberOfKid`). Null
 * when the case number does not fit the length: the letter then names the case number instead.
 */
export function caseKid(caseNumber: number, agreement: KidAgreement): string | null {
  const body = String(caseNumber).padStart(agreement.length - 1, "0");
  if (body.length !== agreement.length - 1) return null;
  return body + checkDigit(body, agreement.modulus);
}

/**
 * The case number a KID made by `caseKid` under `agreement` names, or null when the KID is not one (another length,
 * a wrong check digit, no number in it).
 */
export function caseNumberOfKid(kid: string, agreement: KidAgreement): number | null {
  const v = kid.replace(/\s/g, "");
  if (v.length !== agreement.length || !/^[0-9]+[0-9-]$/.test(v)) return null;
  const body = v.slice(0, -1);
  if (checkDigit(body, agreement.modulus) !== v.slice(-1)) return null;
  const n = Number(body);
  return Number.isSafeInteger(n) && n > 0 ? n : null;
}

/**
 * The case number a payment's message names as the letters ask («Merk betalingen med saksnummer 123» / "Mark the
 * payment with case number 123"): «saksnummer 123», «saksnr. 123», «sak 123», «case number 123», «case 123». A bare
 * number is not taken: it may as well be an invoice number.
 */
export function caseNumberInText(text: string | null | undefined): number | null {
  if (!text) return null;
  const m = /\b(?:saksnummer|saksnr\.?|sak|case\s+number|case\s+no\.?|case)\s*:?\s*(?:nr\.?\s*)?(\d{1,12})\b/i.exec(
    text,
  );
  if (!m) return null;
  const n = Number(m[1]);
  return n > 0 ? n : null;
}

/**
 * The KID the letters carried before issue 18 #13 when a case had none of its own: the debtor's customer number
 * (its last 8 digits) and the case number (6 digits), MOD10. Letters with it are out; a payment by it still finds
 * its case (case-reference.ts), though no new letter makes one.
 */
export function legacyCaseKid(customerNumber: string, caseNumber: number): string {
  const body = `${customerNumber.replace(/\D/g, "").slice(-8)}${String(caseNumber).padStart(6, "0")}`;
  return body + kidCheckDigitMod10(body);
}

/** The case number a KID of the old form names (to be confirmed against the case's customer number), or null. */
export function legacyCaseNumberOfKid(kid: string): number | null {
  const v = kid.replace(/\s/g, "");
  if (!/^[0-9]{7,15}$/.test(v) || kidCheckDigitMod10(v.slice(0, -1)) !== v.slice(-1)) return null;
  const n = Number(v.slice(-7, -1));
  return n > 0 ? n : null;
}
