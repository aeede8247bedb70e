import { z } from "zod";
import { defineResource } from "../resource/define";
import { municipalityNumber, postcode, stamps, text } from "../resource/fields";

/**
 * The enforcement office (namsmannen) that serves a municipality, by municipality number: where a petition for
 * enforcement (utlegg) against a debtor living there is sent (admin resource).
 */
const fields = { officeName: text(150), address: text(200), postcode: postcode(), city: text(100) };

export const CreateForceCollectionAddressInput = z.object({ municipalityNumber: municipalityNumber(), ...fields });
export const UpdateForceCollectionAddressInput = z.object(fields);
export const ForceCollectionAddressView = z.object({
  municipalityNumber: z.string(),
  officeName: z.string(),
  address: z.string(),
  postcode: z.string(),
  city: z.string(),
  ...stamps,
});
export type ForceCollectionAddressView = z.infer<typeof ForceCollectionAddressView>;

export const ForceCollectionAddressResource = defineResource({
  name: "force-collection-address",
  id: "municipalityNumber",
  schemas: {
    create: CreateForceCollectionAddressInput,
    update: UpdateForceCollectionAddressInput,
    view: ForceCollectionAddressView,
  },
  list: { sortable: ["municipalityNumber", "officeName"], search: "prefix" },
  access: { read: "admin", write: "admin" },
  nav: { group: "legal", label: "nav.forceCollectionAddress" },
  csv: { columns: ["municipalityNumber", "officeName", "address", "postcode", "city"] },
});
