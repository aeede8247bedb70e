import "../i18n/resources"; // registers the texts of the keys named here
import { z } from "zod";
import { defineResource } from "../resource/define";
import { municipalityNumber, stamps, text } from "../resource/fields";

/** A municipality (kommune) by its number: what legal letters are addressed by (admin resource). */
export const MAX_POSTCODE_RANGES = 200;

/**
 * The postcodes of the municipality, "0001-1299, 1300" (Bring's postnummerregister names each postcode's
 * municipality): a petition is addressed by the debtor's postcode (court-lookup.ts). Typed as text or sent as a list;
 * none is an empty list (such a municipality is never found by a postcode).
 */
const postcodeRanges = () =>
  z
    .union([z.string().max(MAX_POSTCODE_RANGES * 10), z.array(z.string().max(10)).max(MAX_POSTCODE_RANGES)], {
      error: "validation.postcodeRanges",
    })
    .nullable()
    .optional()
    .transform((v) => (v == null ? [] : Array.isArray(v) ? v : v.split(/[\s,;]+/)).map((n) => n.trim()).filter(Boolean))
    .refine(
      (list) =>
        list.length <= MAX_POSTCODE_RANGES &&
        list.every((r) => {
          const m = /^([0-9]{4})(?:-([0-9]{4}))?$/.exec(r);
          return !!m && (!m[2] || m[2] >= m[1]!);
        }),
      { error: "validation.postcodeRanges" },
    );

const fields = { name: text(100), county: text(100), postcodes: postcodeRanges() };

export const CreateMunicipalityNumberInput = z.object({ number: municipalityNumber(), ...fields });
export const UpdateMunicipalityNumberInput = z.object(fields);
export const MunicipalityNumberView = z.object({
  number: z.string(),
  name: z.string(),
  county: z.string(),
  postcodes: z.array(z.string()),
  ...stamps,
});
export type MunicipalityNumberView = z.infer<typeof MunicipalityNumberView>;

export const MunicipalityNumberResource = defineResource({
  name: "municipality-numbers",
  id: "number",
  schemas: {
    create: CreateMunicipalityNumberInput,
    update: UpdateMunicipalityNumberInput,
    view: MunicipalityNumberView,
  },
  list: { sortable: ["number", "name"], search: "prefix" },
  access: { read: "admin", write: "admin" },
  nav: { group: "legal", label: "nav.municipalityNumbers" },
  // a file of municipalities from before the postcodes (issue 18) imports as it did: no postcodes
  csv: { columns: ["number", "name", "county", "postcodes"], optional: ["postcodes"] },
});
