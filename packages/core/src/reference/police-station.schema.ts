import { z } from "zod";
import { defineResource } from "../resource/define";
import { postcode, stamps, text } from "../resource/fields";

/** A police station (politistasjon) and its district: where a police report is sent (admin resource). */
const fields = { district: text(100), name: text(150), address: text(200), postcode: postcode(), city: text(100) };

export const CreatePoliceStationInput = z.object(fields);
export const UpdatePoliceStationInput = z.object(fields);
export const PoliceStationView = z.object({
  id: z.string(),
  district: z.string(),
  name: z.string(),
  address: z.string(),
  postcode: z.string(),
  city: z.string(),
  ...stamps,
});
export type PoliceStationView = z.infer<typeof PoliceStationView>;

export const PoliceStationResource = defineResource({
  name: "police-stations",
  id: "id",
  schemas: { create: CreatePoliceStationInput, update: UpdatePoliceStationInput, view: PoliceStationView },
  list: { sortable: ["name", "district"], search: "prefix" },
  access: { read: "admin", write: "admin" },
  nav: { group: "legal", label: "nav.policeStations" },
  // `id` first: a row with an id changes that station, a row without one adds a station
  csv: { columns: ["id", "district", "name", "address", "postcode", "city"] },
});
