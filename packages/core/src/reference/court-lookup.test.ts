import { describe, expect, it } from "vitest";
import { petitionAddressee, petitionBodyOf, postcodeInRanges, type CourtReference } from "./court-lookup";
import { SAMPLE } from "./seed";

// the sample npm start seeds (seed.ts): Oslo and Bergen have offices and courts, Trondheim has neither
const ref: CourtReference = {
  municipalities: SAMPLE["municipality-numbers"],
  offices: SAMPLE["force-collection-address"],
  courts: SAMPLE["petition-court-lists"],
};

describe("where a petition goes (issue 18, letters-legal-review #5)", () => {
  it("names the body of each petition: forliksråd, namsmann or tingrett; other letters none", () => {
    expect(petitionBodyOf("conciliation-claim")).toBe("conciliation-board");
    expect(petitionBodyOf("enforcement-petition")).toBe("enforcement-office");
    expect(petitionBodyOf("eviction")).toBe("enforcement-office");
    expect(petitionBodyOf("bankruptcy-petition")).toBe("district-court");
    expect(petitionBodyOf("bankruptcy-notice")).toBeNull();
  });

  it("reads postcode ranges and single postcodes as numbers", () => {
    expect(postcodeInRanges("0150", ["0001-1299"])).toBe(true);
    expect(postcodeInRanges("1300", ["0001-1299"])).toBe(false);
    expect(postcodeInRanges("1300", ["0001-1299", "1300"])).toBe(true);
    expect(postcodeInRanges("12a4", ["0001-9999"])).toBe(false);
  });

  it("addresses a debtor at 0150 to the forliksråd, the namsmann and the tingrett of Oslo", () => {
    expect(petitionAddressee("conciliation-board", "0150", ref)).toEqual({
      addressee: {
        body: "conciliation-board",
        name: "Oslo forliksråd",
        addressLines: ["c/o Namsfogden i Oslo", "Grønlandsleiret 44", "0190 Oslo"],
        municipalityNumber: "0301",
      },
    });
    expect(petitionAddressee("enforcement-office", " 0150 ", ref)).toMatchObject({
      addressee: { name: "Namsfogden i Oslo", addressLines: ["Grønlandsleiret 44", "0190 Oslo"] },
    });
    expect(petitionAddressee("district-court", "5006", ref)).toMatchObject({
      addressee: { name: "Bergen tingrett", addressLines: ["Tollbodallmenningen 1B", "5004 Bergen"] },
    });
  });

  it("says what is missing instead of an empty court name", () => {
    expect(petitionAddressee("enforcement-office", "", ref)).toEqual({ missing: "postcode" });
    expect(petitionAddressee("enforcement-office", null, ref)).toEqual({ missing: "postcode" });
    expect(petitionAddressee("enforcement-office", "9999", ref)).toEqual({ missing: "municipality", postcode: "9999" });
    expect(petitionAddressee("enforcement-office", "7010", ref)).toEqual({
      missing: "enforcement-office",
      municipality: "5001 Trondheim",
    });
    expect(petitionAddressee("conciliation-board", "7010", ref)).toEqual({
      missing: "enforcement-office",
      municipality: "5001 Trondheim",
    });
    expect(petitionAddressee("district-court", "7010", ref)).toEqual({
      missing: "district-court",
      municipality: "5001 Trondheim",
    });
  });
});
