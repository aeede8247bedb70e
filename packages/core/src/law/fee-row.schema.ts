import "../i18n/law"; // registers the texts of the keys named here
import { z } from "zod";
import { LEGAL_REGIMES } from "./vocabulary";
import { defineResource } from "../resource/define";
import { calendarDate, isCalendarDay, oneOf, optionalText, stamps } from "../resource/fields";
import { parseAmount } from "../util/money";

/**
 * Input of the admin resource `fees`: the dated rows of collection-law figures (law/figures.ts `FeeRow`). Pure: the
 * web's form validates with these schemas. What an admin types is text: amounts in NOK ("750,00"), fractions
 * "1/20", dates `YYYY-MM-DD` (the web's date field). The outputs: øre, fractions as typed, null where left empty
 * ("not set": a calculation needing the figure refuses, which is how the new law's coming regulation is handled).
 *
 * The regime switch: a row with regime `inkassolov-2026` from the date the new law takes effect switches it on for
 * every letter sent from that day (docs/collection-law.md).
 */

export const ROUNDINGS = ["whole-kroner", "none"] as const;
export type Rounding = (typeof ROUNDINGS)[number];

/** The highest amount accepted, in øre (the sats has been below NOK 1 000 since 1989; 100 000 catches typos). */
export const MAX_FEE_AMOUNT_ORE = 10_000_000;

const blank = (v: unknown) => v === undefined || v === null || (typeof v === "string" && v.trim() === "");

/** `n/d` with 1 ≤ n ≤ 99, 1 ≤ d ≤ 999. */
export const isFraction = (v: string) => /^([1-9][0-9]?)\/([1-9][0-9]{0,2})$/.test(v.replace(/\s/g, ""));

const fraction = () =>
  z
    .string({ error: "validation.feeFraction" })
    .nullable()
    .optional()
    .refine((v) => blank(v) || isFraction(v!), { error: "validation.feeFraction" })
    .transform((v) => (blank(v) ? null : (v!.replace(/\s/g, "") as `${number}/${number}`)));

const amount = () =>
  z
    .union([z.string(), z.number(), z.null()], { error: "validation.feeAmount" })
    .optional()
    .refine(
      (v) => {
        if (blank(v)) return true;
        const ore = parseAmount(v);
        return ore !== null && ore > 0 && ore <= MAX_FEE_AMOUNT_ORE;
      },
      { error: "validation.feeAmount" },
    )
    .transform((v) => (blank(v) ? null : parseAmount(v)));

const optionalDate = () =>
  z
    .string({ error: "validation.date" })
    .nullable()
    .optional()
    .refine((v) => blank(v) || isCalendarDay(v!.trim()), { error: "validation.date" })
    .transform((v) => (blank(v) ? null : v!.trim()));

const fields = {
  regime: oneOf(LEGAL_REGIMES),
  /** The inkassosat in NOK; empty: not set. */
  inkassosats: amount(),
  smallFeeFraction: fraction(),
  paymentDemandFraction: fraction(),
  rounding: oneOf(ROUNDINGS),
  /** The rettsgebyr R of the row's year in NOK; empty: not set. */
  rettsgebyr: amount(),
  /** The fractions apply only to claims due on or after this date (the 2020 halving); empty: every claim. */
  claimsDueFrom: optionalDate(),
  source: optionalText(500),
};

/** PUT /v1/fees/{validFrom}: all the figures (what is left out is cleared). */
export const UpdateFeeRowInput = z.object(fields);
export type UpdateFeeRowInput = z.output<typeof UpdateFeeRowInput>;

/** POST /v1/fees: a new row. */
export const CreateFeeRowInput = z.object({ validFrom: calendarDate(), ...fields });
export type CreateFeeRowInput = z.output<typeof CreateFeeRowInput>;

export const FeeRowParam = z.object({ validFrom: calendarDate() });

export const FeeRowView = z.object({
  validFrom: z.string(),
  regime: z.enum(LEGAL_REGIMES),
  inkassosatsOre: z.number().int().nullable(),
  smallFeeFraction: z.string().nullable(),
  paymentDemandFraction: z.string().nullable(),
  rounding: z.enum(ROUNDINGS),
  rettsgebyrOre: z.number().int().nullable(),
  claimsDueFrom: z.string().nullable(),
  source: z.string().nullable(),
  ...stamps,
});
export type FeeRowView = z.infer<typeof FeeRowView>;

/** The admin resource `fees`: /v1/fees, the admin page under "rates". */
export const FeeRowResource = defineResource({
  name: "fees",
  id: "validFrom",
  schemas: { create: CreateFeeRowInput, update: UpdateFeeRowInput, view: FeeRowView },
  list: { sortable: ["validFrom"], defaultDesc: true, search: "prefix" },
  access: { read: "admin", write: "admin" },
  nav: { group: "rates", label: "nav.fees" },
});
