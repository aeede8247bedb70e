import "../../i18n/interest"; // registers the texts of the keys named here
import { z } from "zod";
import { defineResource } from "../../resource/define";
import { parseAmount } from "../../util/money";

/**
 * Input of the admin resource `interests` (late-payment interest per half-year) and of the interest calculation.
 * Pure: the web's forms validate with these very schemas (zod, util/money only), so a rule and its message are
 * written once. Messages are keys of i18n/interest.ts.
 *
 * What an admin types is text: a rate "12,25" (comma or point, an optional "%", at most two decimals, 0-50) and a
 * compensation "430,00" in NOK (SPEC 5 amount rules). The outputs are numbers: `ratePercent` the percentage (12.25),
 * `compensation` integer øre or null when none is given.
 */

/** The highest rate accepted, in per cent. The legal rate has been below 20 % since 1976; 50 catches typos. */
export const MAX_RATE_PERCENT = 50;
/** The highest § 3a compensation accepted, in øre (the figure is EUR 40 converted; 100 000 NOK catches typos). */
export const MAX_COMPENSATION_ORE = 10_000_000;

const HALF_YEAR_RE = /^(\d{4})-(01|07)-01$/;
const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** `YYYY-01-01` or `YYYY-07-01` (years 1900-2999): the first day of a half-year. */
export function isHalfYearStart(value: string): boolean {
  const m = HALF_YEAR_RE.exec(value);
  return !!m && Number(m[1]) >= 1900 && Number(m[1]) <= 2999;
}

/** A real calendar date `YYYY-MM-DD`. */
export function isCalendarDate(value: string): boolean {
  const m = DATE_RE.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const back = new Date(Date.UTC(y, mo - 1, d));
  return back.getUTCFullYear() === y && back.getUTCMonth() === mo - 1 && back.getUTCDate() === d;
}

/**
 * A percentage typed by a person → basis points (1 % = 100), exactly: spaces and a trailing "%" are ignored, a
 * comma is the decimal point, at most two decimals. "12,25 %" → 1225; anything else (negative, "abc") → null.
 */
export function parsePercent(input: string | number | null | undefined): number | null {
  if (input === null || input === undefined) return null;
  if (typeof input === "number") {
    if (!Number.isFinite(input) || input < 0) return null;
    const bp = Math.round(input * 100);
    return Math.abs(bp - input * 100) < 1e-6 ? bp : null;
  }
  const text = input
    .replace(/[\s\u00a0\u202f]/g, "")
    .replace(/%$/, "")
    .replace(",", ".");
  const m = /^([0-9]{1,6})(?:\.([0-9]{1,2}))?$/.exec(text);
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? "").padEnd(2, "0"));
}

const blank = (v: unknown) => v === undefined || v === null || (typeof v === "string" && v.trim() === "");

/** The first day of the half-year: required, 1 January or 1 July. */
export const halfYearFrom = () =>
  z
    .string({ error: "validation.required" })
    .trim()
    .min(1, { error: "validation.required", abort: true })
    .refine(isHalfYearStart, { error: "validation.interestFrom" });

/** The rate in per cent as typed (text or number) → the percentage as a number with at most two decimals. */
export const ratePercent = () =>
  z
    .union([z.string(), z.number()], { error: "validation.required" })
    .refine((v) => !blank(v), { error: "validation.required", abort: true })
    .refine(
      (v) => {
        const bp = parsePercent(v);
        return bp !== null && bp <= MAX_RATE_PERCENT * 100;
      },
      { error: "validation.interestRate" },
    )
    .transform((v) => parsePercent(v)! / 100);

/** The § 3a compensation in NOK as typed (optional) → integer øre, or null when left empty. */
export const compensationAmount = () =>
  z
    .union([z.string(), z.number(), z.null()], { error: "validation.interestCompensation" })
    .optional()
    .refine(
      (v) => {
        if (blank(v)) return true;
        const ore = parseAmount(v);
        return ore !== null && ore >= 0 && ore <= MAX_COMPENSATION_ORE;
      },
      { error: "validation.interestCompensation" },
    )
    .transform((v) => (blank(v) ? null : parseAmount(v)));

const source = () =>
  z
    .string()
    .trim()
    .max(500, { error: "validation.tooLong" })
    .nullable()
    .optional()
    .transform((v) => v || null);

const rateFields = {
  ratePercent: ratePercent(),
  compensation: compensationAmount(),
  /** Where the figure was published (regulation, URL); shown to admins. */
  source: source(),
};

/** PUT /v1/interests/{from}: the half-year's figures (all of them: what is left out is cleared). */
export const UpdateInterestRateInput = z.object(rateFields);
export type UpdateInterestRateInput = z.infer<typeof UpdateInterestRateInput>;

/** POST /v1/interests: a new half-year. */
export const CreateInterestRateInput = z.object({ from: halfYearFrom(), ...rateFields });
export type CreateInterestRateInput = z.infer<typeof CreateInterestRateInput>;

/** The path parameter of one half-year. */
export const InterestRateFromParam = z.object({ from: halfYearFrom() });

const date = () =>
  z
    .string({ error: "validation.required" })
    .trim()
    .min(1, { error: "validation.required", abort: true })
    .refine(isCalendarDate, { error: "validation.date" });

/**
 * GET /v1/interests/calculate: the principal in NOK (SPEC 5 amount rules), the due date and either the date it was
 * paid or the date to calculate up to. `principal` comes out in øre.
 */
export const InterestCalculationQuery = z
  .object({
    principal: z
      .string({ error: "validation.required" })
      .refine((v) => !blank(v), { error: "validation.required", abort: true })
      .refine(
        (v) => {
          const ore = parseAmount(v);
          return ore !== null && ore >= 0;
        },
        { error: "validation.interestPrincipal" },
      )
      .transform((v) => parseAmount(v)!),
    dueDate: date(),
    paidDate: date().optional(),
    untilDate: date().optional(),
  })
  .superRefine((q, ctx) => {
    if (q.paidDate === undefined && q.untilDate === undefined)
      ctx.addIssue({ code: "custom", path: ["paidDate"], message: "validation.required" });
    if (q.paidDate !== undefined && q.untilDate !== undefined)
      ctx.addIssue({ code: "custom", path: ["untilDate"], message: "validation.invalid" });
  });
export type InterestCalculationQuery = z.infer<typeof InterestCalculationQuery>;

/** What the API answers for one half-year (docs/api.md, issue 4). */
export const InterestRateView = z.object({
  from: z.string(),
  to: z.string(),
  ratePercent: z.number(),
  rateBasisPoints: z.number().int(),
  compensationOre: z.number().int().nullable(),
  source: z.string().nullable(),
  updatedBy: z.string(),
  createdAt: z.number(),
  updatedAt: z.number(),
});
export type InterestRateView = z.infer<typeof InterestRateView>;

/** The admin resource `interests`: /v1/interests, the admin page under "rates". */
export const InterestRateResource = defineResource({
  name: "interests",
  id: "from",
  schemas: { create: CreateInterestRateInput, update: UpdateInterestRateInput, view: InterestRateView },
  list: { sortable: ["from"], defaultDesc: true, search: "prefix" },
  access: { read: "admin", write: "admin" },
  nav: { group: "rates", label: "nav.interests" },
});
