/**
 * Norwegian identifiers and IBAN, pure. Check digits: research/domain-norway.md 3.3-3.4 (MOD11 with the
 * weights below: 11 - (sum mod 11), 11 → 0, 10 → not a valid number) and ISO 13616 (mod 97 = 1).
 */

/** Strips spaces and dots (and dashes), as people write `1234.56.78903` or `NO93 8601 1117 947`. */
export const normaliseIdentifier = (value: string): string => value.replace(/[\s.\-]/g, "").toUpperCase();

function mod11(digits: string, weights: number[]): boolean {
  const body = digits.slice(0, weights.length);
  const sum = weights.reduce((s, w, i) => s + w * Number(body[i]), 0);
  const check = 11 - (sum % 11);
  if (check === 10) return false;
  return (check === 11 ? 0 : check) === Number(digits[weights.length]);
}

export function isValidOrgNumber(value: string): boolean {
  const v = normaliseIdentifier(value);
  return /^[0-9]{9}$/.test(v) && mod11(v, [3, 2, 7, 6, 5, 4, 3, 2]);
}

export function isValidAccountNumber(value: string): boolean {
  const v = normaliseIdentifier(value);
  return /^[0-9]{11}$/.test(v) && mod11(v, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]);
}

/** IBAN lengths of the EU/EEA countries, Switzerland and the United Kingdom (ISO 13616 registry). */
export const IBAN_LENGTHS: Record<string, number> = {
  AD: 24,
  AT: 20,
  BE: 16,
  BG: 22,
  CH: 21,
  CY: 28,
  CZ: 24,
  DE: 22,
  DK: 18,
  EE: 20,
  ES: 24,
  FI: 18,
  FO: 18,
  FR: 27,
  GB: 22,
  GI: 23,
  GL: 18,
  GR: 27,
  HR: 21,
  HU: 28,
  IE: 22,
  IS: 26,
  IT: 27,
  LI: 21,
  LT: 20,
  LU: 20,
  LV: 21,
  MC: 27,
  MT: 31,
  NL: 18,
  NO: 15,
  PL: 28,
  PT: 25,
  RO: 24,
  SE: 24,
  SI: 19,
  SK: 24,
  SM: 27,
};

export function isValidIban(value: string): boolean {
  const v = normaliseIdentifier(value);
  if (!/^[A-Z]{2}[0-9]{2}[A-Z0-9]+$/.test(v)) return false;
  const length = IBAN_LENGTHS[v.slice(0, 2)];
  if (length === undefined || v.length !== length) return false;
  const rearranged = v.slice(4) + v.slice(0, 4);
  let remainder = 0;
  for (const ch of rearranged) {
    const n = ch >= "A" && ch <= "Z" ? String(ch.charCodeAt(0) - 55) : ch;
    for (const d of n) remainder = (remainder * 10 + Number(d)) % 97;
  }
  if (remainder !== 1) return false;
  // A Norwegian IBAN carries a Norwegian account number, with its own check digit.
  return v.startsWith("NO") ? isValidAccountNumber(v.slice(4)) : true;
}

export const isValidPostcode = (value: string): boolean => /^[0-9]{4}$/.test(value.trim());

/**
 * KID (kundeidentifikasjon), research/domain-norway.md 3.1: 4 to 25 digits including the check digit, MOD10 (Luhn)
 * or MOD11 (remainder 1 gives the check character "-"). Which one a creditor uses is agreed with the bank, so
 * either is accepted here.
 */
export function kidCheckDigitMod10(body: string): string {
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    const product = Number(body[body.length - 1 - i]) * (i % 2 === 0 ? 2 : 1);
    sum += product > 9 ? product - 9 : product;
  }
  return String((10 - (sum % 10)) % 10);
}

export function kidCheckDigitMod11(body: string): string {
  let sum = 0;
  for (let i = 0; i < body.length; i++) sum += Number(body[body.length - 1 - i]) * ((i % 6) + 2);
  const check = 11 - (sum % 11);
  return check === 11 ? "0" : check === 10 ? "-" : String(check);
}

export function isValidKid(value: string): boolean {
  const v = value.replace(/\s/g, "");
  if (!/^[0-9]{3,24}[0-9-]$/.test(v)) return false;
  const body = v.slice(0, -1);
  const check = v.slice(-1);
  return kidCheckDigitMod10(body) === check || kidCheckDigitMod11(body) === check;
}

/**
 * Fødselsnummer and D-number (research/domain-norway.md 3.3): DDMMYY + 3 individual digits + 2 MOD11 check digits;
 * a D-number has 40 added to the day, an H-number 40 added to the month. The calendar date must exist (a 29
 * February only in a leap year). The relaxed check digits of numbers issued from 2032 are not accepted yet.
 */
export function isValidNationalId(value: string): boolean {
  const v = normaliseIdentifier(value);
  if (!/^[0-9]{11}$/.test(v)) return false;
  const digits = [...v].map(Number);
  const check = (weights: number[]) => {
    const r = (11 - (weights.reduce((s, w, i) => s + w * digits[i]!, 0) % 11)) % 11;
    return r === 10 ? -1 : r;
  };
  if (check([3, 7, 6, 1, 8, 9, 4, 5, 2]) !== digits[9]) return false;
  if (check([5, 4, 3, 2, 7, 6, 5, 4, 3, 2]) !== digits[10]) return false;
  let day = Number(v.slice(0, 2));
  let month = Number(v.slice(2, 4));
  if (day > 40) day -= 40; // D-number
  if (month > 40) month -= 40; // H-number
  const year = birthYear(Number(v.slice(4, 6)), Number(v.slice(6, 9)));
  if (year === null) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The century from the individual number (research/domain-norway.md 3.3). */
function birthYear(yy: number, individual: number): number | null {
  if (individual <= 499) return 1900 + yy;
  if (individual <= 749 && yy >= 54) return 1800 + yy;
  if (yy < 40) return 2000 + yy;
  if (individual >= 900) return 1900 + yy;
  return null;
}
