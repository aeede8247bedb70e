import { z } from "zod";
import { defineResource } from "../resource/define";
import { municipalityNumber, stamps, text } from "../resource/fields";

/** A municipality (kommune) by its number: what legal letters are addressed by (admin resource). */
const fields = { name: text(100), county: text(100) };

export const CreateMunicipalityNumberInput = z.object({ number: municipalityNumber(), ...fields });
export const UpdateMunicipalityNumberInput = z.object(fields);
export const MunicipalityNumberView = z.object({ number: z.string(), name: z.string(), county: z.string(), ...stamps });
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
  csv: { columns: ["number", "name", "county"] },
});
