import "../i18n/credit-check"; // registers the texts of the keys named here
import { z } from "zod";
import { isValidNationalId, isValidOrgNumber, normaliseIdentifier } from "../util/identifiers";

/**
 * The credit check in our words (issue 21; docs/credit-check.md): what a user asks (a private person or a company,
 * SPEC 3 and 5), what the credit bureau answers (the report: score 0–1000, risk class and text, anticipated default,
 * max credit, payment remarks, income and balance summaries), and what the history keeps of a check.
 */

/** Why a private person is checked: the justified need (saklig behov) recorded on every person check (SPEC 6). */
export const CHECK_PURPOSES = ["collection", "credit", "contract"] as const;
export type CheckPurpose = (typeof CHECK_PURPOSES)[number];

export const RISK_CLASSES = ["A", "B", "C", "D", "E"] as const;

/** A name of at least two words of at least 2 characters each (SPEC 5: the person's name, the company search). */
export const twoWords = (value: string) =>
  value
    .trim()
    .split(/\s+/)
    .filter((w) => w.length >= 2).length >= 2;

/** dd.mm.yyyy of a day that exists, as YYYY-MM-DD; null otherwise. */
export function isoOfNorwegianDate(value: string): string | null {
  const m = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(value);
  if (!m) return null;
  const [, d, mo, y] = m;
  const date = new Date(Date.UTC(Number(y), Number(mo) - 1, Number(d)));
  const ok =
    date.getUTCFullYear() === Number(y) && date.getUTCMonth() === Number(mo) - 1 && date.getUTCDate() === Number(d);
  return ok ? `${y}-${mo}-${d}` : null;
}

/** The birth date a valid fødselsnummer (or D-number) carries, as YYYY-MM-DD. */
export function birthDateOfNationalId(value: string): string | null {
  const v = normaliseIdentifier(value);
  if (!isValidNationalId(v)) return null;
  let day = Number(v.slice(0, 2));
  let month = Number(v.slice(2, 4));
  if (day > 40) day -= 40;
  if (month > 40) month -= 40;
  const yy = Number(v.slice(4, 6));
  const individual = Number(v.slice(6, 9));
  const year =
    individual <= 499 ? 1900 + yy : individual <= 749 && yy >= 54 ? 1800 + yy : yy < 40 ? 2000 + yy : 1900 + yy;
  return `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

const text = (max: number) => z.string().trim().max(max, { error: "validation.tooLong" });

/**
 * A check of a private person (SPEC 5): a name or an 11-digit fødselsnummer; a name when a birth date is given; the
 * birth date as dd.mm.yyyy (10 characters); a name of two words of 2+ characters; the justified need. The address
 * is what the bureau needs to find the person (Creditsafe's consumer search: street, house number, postcode, city).
 */
export const PersonCheckFields = z.object({
  name: text(120).optional(),
  ssn: z.string().max(20, { error: "validation.tooLong" }).optional(),
  birthDate: z.string().max(20, { error: "validation.tooLong" }).optional(),
  street: text(120).optional(),
  postcode: text(10).optional(),
  city: text(60).optional(),
  // required (the rules below): optional here so that a missing need is told with the other fields' messages
  purpose: z.enum(CHECK_PURPOSES, { error: "creditCheck.purposeRequired" }).optional(),
});

/** SPEC 5's rules of a person check, and what the bureau needs to find one person. */
export function personCheckRules(v: z.infer<typeof PersonCheckFields>, ctx: z.RefinementCtx): void {
  const issue = (path: string, message: string) => ctx.addIssue({ code: "custom", path: [path], message });
  const name = v.name?.trim() ?? "";
  const ssn = v.ssn ? normaliseIdentifier(v.ssn) : "";
  const birth = v.birthDate?.trim() ?? "";
  if (!name && !ssn) issue("name", "creditCheck.nameOrSsn");
  if (ssn && !isValidNationalId(ssn)) issue("ssn", "validation.nationalId");
  if (birth && !name) issue("name", "creditCheck.nameWithBirthDate");
  if (birth && (birth.length !== 10 || !isoOfNorwegianDate(birth))) issue("birthDate", "creditCheck.birthDate");
  else if (birth && ssn && isValidNationalId(ssn) && birthDateOfNationalId(ssn) !== isoOfNorwegianDate(birth))
    issue("birthDate", "creditCheck.ssnBirthDate");
  if (name && !twoWords(name)) issue("name", "creditCheck.nameTwoWords");
  if (!v.purpose) issue("purpose", "creditCheck.purposeRequired");
  // what the bureau needs to find one person (its consumer search)
  if (!/\S+\s+\d+\S*/.test(v.street ?? "")) issue("street", "creditCheck.addressNeeded");
  if (!/^\d{4}$/.test(v.postcode ?? "")) issue("postcode", "creditCheck.addressNeeded");
  if (!v.city) issue("city", "creditCheck.addressNeeded");
  if (!name && ssn) issue("name", "creditCheck.nameNeeded");
}

export const PersonCheckInput = PersonCheckFields.superRefine(personCheckRules);
export type PersonCheckInput = z.infer<typeof PersonCheckInput>;

/** A check of a company (SPEC 5): its organisation number, 9 digits with a valid MOD11 check digit. */
export const CompanyCheckInput = z.object({
  orgNumber: z
    .string({ error: "validation.orgNumber" })
    .max(20, { error: "validation.orgNumber" })
    .refine((v) => isValidOrgNumber(normaliseIdentifier(v)), { error: "validation.orgNumber" }),
});
export type CompanyCheckInput = z.infer<typeof CompanyCheckInput>;

/** A search of the bureau's companies by name (SPEC 5: a name of 2+ characters, two words of 2+ characters). */
export const CompanySearchInput = z.object({
  name: z
    .string({ error: "creditCheck.companyName" })
    .trim()
    .min(2, { error: "creditCheck.companyName" })
    .max(120, { error: "validation.tooLong" })
    .refine(twoWords, { error: "creditCheck.companyTwoWords" }),
});

/** A check of a case's debtor (POST case-credit-check/{type}): the case, and the need for a person. */
export const CaseCheckInput = z.object({
  caseId: z.string().min(1).max(64),
  purpose: z.enum(CHECK_PURPOSES, { error: "creditCheck.purposeRequired" }).optional(),
});

const money = z.object({ amountOre: z.number().int(), currency: z.string() });

export const PaymentRemark = z.object({
  date: z.string().nullable(),
  amountOre: z.number().int().nullable(),
  creditor: z.string().nullable(),
  type: z.string().nullable(),
  status: z.string().nullable(),
});

/** The bureau's answer in our words: the same fields for a person and a company, a field null when not given. */
export const CreditReport = z
  .object({
    kind: z.enum(["person", "company"]),
    provider: z.string(),
    providerRef: z.string(),
    subject: z.object({
      name: z.string(),
      orgNumber: z.string().nullable(),
      birthDate: z.string().nullable(),
      address: z.string().nullable(),
      status: z.string().nullable(),
    }),
    /** 0–1000 (the bureau's own scale stretched onto it). */
    score: z.number().int().min(0).max(1000).nullable(),
    riskClass: z.enum(RISK_CLASSES).nullable(),
    /** The bureau's description of the rating, in its words. */
    riskText: z.string().nullable(),
    /** The bureau's probability of default, in per cent. */
    anticipatedDefault: z.number().nullable(),
    maxCredit: money.nullable(),
    paymentRemarks: z.array(PaymentRemark),
    income: z
      .object({
        year: z.number().int(),
        grossOre: z.number().int().nullable(),
        netOre: z.number().int().nullable(),
        wealthOre: z.number().int().nullable(),
      })
      .nullable(),
    balance: z
      .object({
        yearEnd: z.string().nullable(),
        currency: z.string(),
        revenueOre: z.number().int().nullable(),
        profitBeforeTaxOre: z.number().int().nullable(),
        totalAssetsOre: z.number().int().nullable(),
        equityOre: z.number().int().nullable(),
        liabilitiesOre: z.number().int().nullable(),
      })
      .nullable(),
  })
  .meta({ id: "CreditReport" });
export type CreditReport = z.infer<typeof CreditReport>;

export const CompanyHit = z
  .object({
    providerRef: z.string(),
    orgNumber: z.string(),
    name: z.string(),
    address: z.string().nullable(),
    status: z.string().nullable(),
  })
  .meta({ id: "CreditCompanyHit" });
export type CompanyHit = z.infer<typeof CompanyHit>;

/** One of several persons a search found: enough to tell them apart, nothing more. */
export const PersonCandidate = z.object({
  name: z.string(),
  birthYear: z.number().int().nullable(),
  city: z.string().nullable(),
});
export type PersonCandidate = z.infer<typeof PersonCandidate>;

/** A check in the history: that it was made, by whom, why, and whether its report can still be read. */
export const CreditCheckView = z
  .object({
    id: z.string(),
    kind: z.enum(["person", "company"]),
    subjectName: z.string(),
    orgNumber: z.string().nullable(),
    birthDate: z.string().nullable(),
    purpose: z.enum(CHECK_PURPOSES).nullable(),
    caseId: z.string().nullable(),
    byUserId: z.string(),
    byName: z.string().nullable(),
    at: z.number(),
    /** Company checks: the risk class (a person's result is not kept past 24 hours). */
    riskClass: z.enum(RISK_CLASSES).nullable(),
    /** When the report stops being readable (persons: 24 hours); null: kept. */
    reportUntil: z.number().nullable(),
    reportAvailable: z.boolean(),
    /** The copy to the person checked (gjenpartsbrev): who sends it. */
    noticeCopy: z.object({ by: z.enum(["bureau", "customer"]), provider: z.string(), at: z.number() }).nullable(),
  })
  .meta({ id: "CreditCheck" });
export type CreditCheckView = z.infer<typeof CreditCheckView>;

export const CreditCheckResult = z
  .object({
    outcome: z.enum(["report", "several"]),
    check: CreditCheckView.nullable(),
    report: CreditReport.nullable(),
    candidates: z.array(PersonCandidate),
  })
  .meta({ id: "CreditCheckResult" });
export type CreditCheckResult = z.infer<typeof CreditCheckResult>;

export const CreditCheckList = z.object({ data: z.array(CreditCheckView) }).meta({ id: "CreditCheckList" });

export const CreditCheckDetail = z
  .object({ check: CreditCheckView, report: CreditReport.nullable() })
  .meta({ id: "CreditCheckDetail" });

export const VERIFICATION_STATES = ["none", "pending", "verified"] as const;
export const CreditVerification = z
  .object({
    userId: z.string(),
    status: z.enum(VERIFICATION_STATES),
    requestedAt: z.number().nullable(),
    verifiedAt: z.number().nullable(),
  })
  .meta({ id: "CreditCheckVerification" });
export type CreditVerification = z.infer<typeof CreditVerification>;
