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
