import { describe, expect, it } from "vitest";
import { GLOBAL_SCOPE, readCounters } from "../dynamo/counters";
import { municipalityNumbers } from "./municipality-numbers";
import { petitionCourtLists } from "./petition-court-lists";
import { SAMPLE, seedReferenceData } from "./seed";

describe("the reference data sample of npm start", () => {
  it("seeds each empty list once, counted, and leaves a list an admin has filled alone", async () => {
    await municipalityNumbers.create({ number: "9999", name: "Egen", county: "Egen" }, { userId: "admin" });
    await seedReferenceData();
    await seedReferenceData();
    const counts = await readCounters(GLOBAL_SCOPE, Object.keys(SAMPLE));
    expect(Object.fromEntries(Object.entries(counts).map(([k, v]) => [k, v.count]))).toEqual({
      "municipality-numbers": 1,
      "police-stations": SAMPLE["police-stations"].length,
      "petition-court-lists": SAMPLE["petition-court-lists"].length,
      "force-collection-address": SAMPLE["force-collection-address"].length,
    });
    const oslo = await petitionCourtLists.list({
      page: 1,
      rowsPerPage: 5,
      sort: { field: "courtName", desc: false },
      search: "oslo",
    });
    expect(oslo.data).toMatchObject([{ courtName: "Oslo tingrett", municipalityNumbers: ["0301"], updatedBy: "seed" }]);
  });
});
