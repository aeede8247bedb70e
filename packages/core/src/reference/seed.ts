import { GLOBAL_SCOPE, readCounters } from "../dynamo/counters";
import { log } from "../util/log";
import { forceCollectionAddresses } from "./force-collection-addresses";
import { municipalityNumbers } from "./municipality-numbers";
import { petitionCourtLists } from "./petition-court-lists";
import { policeStations } from "./police-stations";

/**
 * A small sample of the reference data for `npm start` (docs/reference-data.md says where it comes from and that it
 * is a sample, not the full registers). Each list is seeded only while it is empty, so what an admin enters or
 * imports is never overwritten.
 */
const SEED = { userId: "seed" };
const oslo = { address: "Grønlandsleiret 44", postcode: "0190", city: "Oslo" };

export const SAMPLE = {
  "municipality-numbers": [
    // postcodes: the main ranges of Bring's postnummerregister (docs/reference-data.md), a sample, not the register
    { number: "0301", name: "Oslo", county: "Oslo", postcodes: ["0001-1299"] },
    { number: "1103", name: "Stavanger", county: "Rogaland", postcodes: ["4001-4099"] },
    { number: "3201", name: "Bærum", county: "Akershus", postcodes: ["1300-1369"] },
    { number: "4601", name: "Bergen", county: "Vestland", postcodes: ["5003-5199", "5221-5268"] },
    { number: "5001", name: "Trondheim", county: "Trøndelag", postcodes: ["7003-7099"] },
    { number: "5501", name: "Tromsø", county: "Troms", postcodes: ["9006-9099"] },
  ],
  "police-stations": [
    { district: "Oslo politidistrikt", name: "Oslo politihus", ...oslo },
    {
      district: "Vest politidistrikt",
      name: "Bergen sentrum politistasjon",
      address: "Allehelgens gate 6",
      postcode: "5016",
      city: "Bergen",
    },
    {
      district: "Trøndelag politidistrikt",
      name: "Trondheim politistasjon",
      address: "Gryta 4",
      postcode: "7010",
      city: "Trondheim",
    },
  ],
  "petition-court-lists": [
    {
      courtName: "Oslo tingrett",
      address: "C.J. Hambros plass 4",
      postcode: "0164",
      city: "Oslo",
      municipalityNumbers: ["0301"],
    },
    {
      courtName: "Bergen tingrett",
      address: "Tollbodallmenningen 1B",
      postcode: "5004",
      city: "Bergen",
      municipalityNumbers: ["4601"],
    },
  ],
  "force-collection-address": [
    { municipalityNumber: "0301", officeName: "Namsfogden i Oslo", ...oslo },
    {
      municipalityNumber: "4601",
      officeName: "Vest politidistrikt, namsmannen i Bergen",
      address: "Allehelgens gate 6",
      postcode: "5016",
      city: "Bergen",
    },
  ],
};

const rows = <T>(items: T[]) => items.map((create, i) => ({ line: i + 2, idField: "", id: null, create }));

/** Seeds each reference list that is empty (one BatchGet of counters; nothing else when all are seeded). */
export async function seedReferenceData(): Promise<void> {
  const counts = await readCounters(GLOBAL_SCOPE, Object.keys(SAMPLE));
  const empty = (name: keyof typeof SAMPLE) => counts[name]!.count === 0;
  if (empty("municipality-numbers")) await municipalityNumbers.importRows(rows(SAMPLE["municipality-numbers"]), SEED);
  if (empty("police-stations")) await policeStations.importRows(rows(SAMPLE["police-stations"]), SEED);
  if (empty("petition-court-lists")) await petitionCourtLists.importRows(rows(SAMPLE["petition-court-lists"]), SEED);
  if (empty("force-collection-address"))
    await forceCollectionAddresses.importRows(rows(SAMPLE["force-collection-address"]), SEED);
  log.info("reference.seeded", { lists: Object.keys(SAMPLE).filter((n) => empty(n as keyof typeof SAMPLE)) });
}
