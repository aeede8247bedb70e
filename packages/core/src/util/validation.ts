import { z } from "zod";
import {
  isValidAccountNumber,
  isValidIban,
  isValidOrgNumber,
  isValidPostcode,
  normaliseIdentifier,
  isValidKid,
  isValidNationalId,
} from "./identifiers";

/**
 * Building blocks for input schemas. Every message is a key of i18n/messages.ts, so the API can answer in
 * the caller's language and the web shows the same text. Rules: SPEC.md section 5.
 */
export const required = (max = 255) =>
  z
    .string({ error: "validation.required" })
    .max(max * 4, { error: "validation.tooLong" })
    .transform(stripControls)
    .pipe(z.string().trim().min(1, { error: "validation.required" }).max(max, { error: "validation.tooLong" }));

/**
 * Control characters (C0, DEL, C1: CR, LF, NUL, ESC …) and the bidirectional controls (embeddings, overrides,
 * isolates, the left-to-right and right-to-left marks) removed from a one-line
 * text: names (of users, customers, debtors), numbers and mail subjects can then never break a mail header, a
 * CSV row or a PDF line, nor show text in another order than it was typed.
 */
export const stripControls = (value: string): string =>
  value.replace(/[\u0000-\u001F\u007F-\u009F\u200E\u200F\u202A-\u202E\u2066-\u2069]/g, "");

/**
 * `stripControls` for a text of several lines (a note, a letter's body): its line breaks and tabs stay, every other
 * control character and bidirectional control goes (G11: a note must show in the order it was typed).
 */
export const stripControlsKeepingLines = (value: string): string =>
  value.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u200E\u200F\u202A-\u202E\u2066-\u2069]/g, "");

/** An optional one-line text (a mail subject, a contact's name): control characters removed, at most `max`. */
export const singleLine = (max = 255) =>
  z
    .string()
    .max(max * 4, { error: "validation.tooLong" })
    .transform(stripControls)
    .pipe(z.string().trim().max(max, { error: "validation.tooLong" }))
    .optional();

/** 6 to 254 characters, local part up to 64, a domain whose top-level part is 2 to 63 letters. */
export function isValidEmail(value: string): boolean {
  if (value.length < 6 || value.length > 254) return false;
  const at = value.lastIndexOf("@");
  if (at < 1) return false;
  const local = value.slice(0, at);
  const domain = value.slice(at + 1);
  if (local.length > 64 || !/^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+$/.test(local)) return false;
  if (local.startsWith(".") || local.endsWith(".") || local.includes("..")) return false;
  const labels = domain.split(".");
  if (labels.length < 2) return false;
  const tld = labels[labels.length - 1]!;
  if (!/^[A-Za-z]{2,63}$/.test(tld)) return false;
  return labels.every((l) => /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/.test(l));
}

export const email = () =>
  z
    .string({ error: "validation.required" })
    .trim()
    .min(1, { error: "validation.required" })
    .max(254, { error: "validation.email" })
    .refine(isValidEmail, { error: "validation.email" })
    .transform((v) => v.toLowerCase());

/**
 * At least 10 characters with a number, a special character, an upper and a lower case letter. Each rule has
 * its own message, so the form can say exactly what is missing.
 */
export const password = () =>
  z
    .string({ error: "validation.required" })
    .min(1, { error: "validation.required" })
    .max(200, { error: "validation.tooLong" })
    .min(10, { error: "validation.passwordMin" })
    .regex(/\p{N}/u, { error: "validation.passwordNumber" })
    .regex(/[^\p{L}\p{N}\s]/u, { error: "validation.passwordSpecial" })
    .regex(/\p{Lu}/u, { error: "validation.passwordUpper" })
    .regex(/\p{Ll}/u, { error: "validation.passwordLower" });

export const isStrongPassword = (value: string): boolean => password().safeParse(value).success;

export const phone = () =>
  z
    .string({ error: "validation.required" })
    .trim()
    .min(1, { error: "validation.required" })
    .max(40, { error: "validation.tooLong" })
    .refine((v) => /^\+?[0-9 ()-]+$/.test(v) && v.replace(/\D/g, "").length >= 8 && v.replace(/\D/g, "").length <= 15, {
      error: "validation.phone",
    });

export const otpCode = () =>
  z
    .string({ error: "validation.required" })
    .trim()
    .regex(/^[0-9]{6}$/, { error: "validation.code" });

/** A 9-digit organisation number with a valid MOD11 check digit; spaces and dots are stripped. */
export const orgNumber = () =>
  z
    .string({ error: "validation.required" })
    .trim()
    .min(1, { error: "validation.required" })
    .max(40, { error: "validation.tooLong" })
    .transform(normaliseIdentifier)
    .refine(isValidOrgNumber, { error: "validation.orgNumber" });

/** A KID: 4 to 25 digits with a MOD10 or MOD11 check digit (spaces ignored). */
export const kid = () =>
  z
    .string({ error: "validation.required" })
    .trim()
    .min(1, { error: "validation.required" })
    .max(40, { error: "validation.tooLong" })
    .transform((v) => v.replace(/\s/g, ""))
    .refine(isValidKid, { error: "validation.kid" });

/** A fødselsnummer or D-number: 11 digits with two MOD11 check digits and a real date. */
export const nationalId = () =>
  z
    .string({ error: "validation.required" })
    .trim()
    .min(1, { error: "validation.required" })
    .max(40, { error: "validation.tooLong" })
    .transform(normaliseIdentifier)
    .refine(isValidNationalId, { error: "validation.nationalId" });

/** A Norwegian account number (11 digits, MOD11) or an IBAN; normalised. */
export const accountNumber = () =>
  z
    .string({ error: "validation.required" })
    .trim()
    .min(1, { error: "validation.required" })
    .max(60, { error: "validation.tooLong" })
    .transform(normaliseIdentifier)
    .refine((v) => isValidAccountNumber(v) || isValidIban(v), { error: "validation.accountNumber" });

export const iban = () =>
  z
    .string({ error: "validation.required" })
    .trim()
    .min(1, { error: "validation.required" })
    .max(60, { error: "validation.tooLong" })
    .transform(normaliseIdentifier)
    .refine(isValidIban, { error: "validation.iban" });

export const postcode = () =>
  z
    .string({ error: "validation.required" })
    .trim()
    .min(1, { error: "validation.required" })
    .max(20, { error: "validation.tooLong" })
    .refine(isValidPostcode, { error: "validation.postcode" });
