import "../i18n/resources"; // registers the texts of the keys named here
import { z } from "zod";
import { defineResource } from "../resource/define";
import { postcode, stamps, text } from "../resource/fields";

/**
 * A court (tingrett) and the municipalities it serves: where a petition (begjæring) for a municipality's debtor is
 * sent (admin resource). The numbers are typed "0301, 3201" or sent as a list.
 */
export const MAX_MUNICIPALITIES = 60;

const numbers = () =>
  z
    .union([z.string().max(MAX_MUNICIPALITIES * 6), z.array(z.string().max(10)).max(MAX_MUNICIPALITIES)], {
      error: "validation.municipalityNumbers",
    })
    .transform((v) => (Array.isArray(v) ? v : v.split(/[\s,;]+/)).map((n) => n.trim()).filter(Boolean))
    .refine((list) => list.length > 0, { error: "validation.required", abort: true })
    .refine((list) => list.length <= MAX_MUNICIPALITIES && list.every((n) => /^[0-9]{4}$/.test(n)), {
      error: "validation.municipalityNumbers",
    })
    .transform((list) => [...new Set(list)].sort());

const fields = {
  courtName: text(150),
  address: text(200),
  postcode: postcode(),
  city: text(100),
  municipalityNumbers: numbers(),
};

export const CreatePetitionCourtListInput = z.object(fields);
export const UpdatePetitionCourtListInput = z.object(fields);
export const PetitionCourtListView = z.object({
  id: z.string(),
  courtName: z.string(),
  address: z.string(),
  postcode: z.string(),
  city: z.string(),
  municipalityNumbers: z.array(z.string()),
  ...stamps,
});
export type PetitionCourtListView = z.infer<typeof PetitionCourtListView>;

export const PetitionCourtListResource = defineResource({
  name: "petition-court-lists",
  id: "id",
  schemas: { create: CreatePetitionCourtListInput, update: UpdatePetitionCourtListInput, view: PetitionCourtListView },
  list: { sortable: ["courtName"], search: "prefix" },
  access: { read: "admin", write: "admin" },
  nav: { group: "legal", label: "nav.petitionCourtLists" },
  csv: { columns: ["id", "courtName", "address", "postcode", "city", "municipalityNumbers"] },
});
