import "../i18n/company-register"; // registers the texts of the keys named here
import { z } from "zod";

/**
 * A company as the company register (Enhetsregisteret, Brønnøysundregistrene) has it, in our words (issue 21;
 * docs/company-register.md). The address is the business address (forretningsadresse), else the postal one.
 */
export const CompanyRecord = z
  .object({
    orgNumber: z.string(),
    name: z.string(),
    organisationForm: z.object({ code: z.string(), description: z.string() }).nullable(),
    address: z
      .object({
        lines: z.array(z.string()),
        postcode: z.string(),
        city: z.string(),
        country: z.string(),
        countryCode: z.string(),
      })
      .nullable(),
    /** Registered in the VAT register (Merverdiavgiftsregisteret). */
    vatRegistered: z.boolean(),
    bankrupt: z.boolean(),
    underLiquidation: z.boolean(),
    underForcedLiquidation: z.boolean(),
    /** The day it was deleted from the register (YYYY-MM-DD), if it was. */
    deletedOn: z.string().nullable(),
    /** Why a case against it needs a second look: keys of the i18n catalogue "companyRegister". */
    warnings: z.array(z.string()),
  })
  .meta({ id: "CompanyRecord" });
export type CompanyRecord = z.infer<typeof CompanyRecord>;

export const CompanySearchResult = z
  .object({ data: z.array(CompanyRecord), total: z.number().int() })
  .meta({ id: "CompanySearchResult" });
export type CompanySearchResult = z.infer<typeof CompanySearchResult>;

/** A search of the register by name (SPEC 8: a company name of at least 2 characters). */
export const CompanySearchQuery = z.object({
  name: z
    .string({ error: "validation.required" })
    .trim()
    .min(1, { error: "validation.required" })
    .min(2, { error: "validation.nameMin2" })
    .max(180, { error: "validation.tooLong" }),
  page: z.coerce.number({ error: "validation.number" }).int().min(0).max(499, { error: "validation.outOfRange" }).optional(),
});
