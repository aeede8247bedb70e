import { describe, expect, it } from "vitest";
import {
  caseCounterDelta,
  caseKeyOf,
  caseNumberOf,
  claimTypeOf,
  missingCustomerFields,
  openedStatus,
  searchRefsOf,
} from "./case-rules";
import { countryOf, isCountryCode } from "../ledger/debtor-rules";

const counted = {
  status: "ready" as const,
  stepKey: "none",
  createdDay: "2026-11-20",
  principalOre: 1000,
  interestOre: 0,
  feesOre: 0,
  paidOre: 0,
};

describe("case rules", () => {
  it("keys cases by their zero-padded number, and reads only digits as a case id", () => {
    expect(caseKeyOf(42)).toBe("0000000042");
    expect(caseNumberOf("42")).toBe(42);
    expect([caseNumberOf("0"), caseNumberOf("abc"), caseNumberOf("1e3")]).toEqual([null, null, null]);
  });
  it("starts a case waiting while not yet due, ready once the due date has passed", () => {
    expect(openedStatus("2026-11-20", "2026-11-20")).toBe("waiting");
    expect(openedStatus("2026-11-19", "2026-11-20")).toBe("ready");
  });
  it("takes a debtor's country from its ISO code, Norway when it has none (issue 17)", () => {
    expect(countryOf({})).toBe("NO");
    expect(countryOf({ country: null })).toBe("NO");
    expect(countryOf({ country: "SE" })).toBe("SE");
    // the old guess from the address is gone: a debtor without a country lives in Norway
    expect(countryOf({ postcode: "SE-11122", city: "Stockholm, Sverige" } as { country?: string })).toBe("NO");
    expect(["SE", "NO", "DE"].every(isCountryCode)).toBe(true);
    expect(["se", "XX", "SWE", "", "ZZ"].some(isCountryCode)).toBe(false);
  });
  it("names the creditor fields letters need that are missing", () => {
    expect(
      missingCustomerFields({
        name: "A",
        orgNumber: "1",
        address: "x",
        postNumber: "0155",
        city: "Oslo",
        accountNumber: " ",
      }),
    ).toEqual(["accountNumber"]);
  });
  it("labels claim types", () => {
    expect([1, 2, 5, 11, 12].map((type) => claimTypeOf({ type }))).toEqual([
      "invoice",
      "reminderFee",
      "rent",
      "interestNote",
      "principal",
    ]);
  });
  it("moves status, step and day counters by the difference of a change", () => {
    const created = caseCounterDelta(null, counted);
    expect(Object.fromEntries(created)).toEqual({
      cases: { count: 1, amountOre: 0 },
      "cases#status#ready": { count: 1, amountOre: 1000 },
      "cases#step#none": { count: 1, amountOre: 0 },
      "cases#day#2026-11-20": { count: 1, amountOre: 1000 },
      "cases#remaining#2026-11-20": { count: 0, amountOre: 1000 },
    });
    const closed = caseCounterDelta(counted, { ...counted, status: "closed", paidOre: 1000 });
    expect(Object.fromEntries(closed)).toEqual({
      "cases#status#ready": { count: -1, amountOre: -1000 },
      "cases#status#closed": { count: 1, amountOre: 0 },
      "cases#step#none": { count: -1, amountOre: 0 },
      "cases#closed#2026-11-20": { count: 1, amountOre: 0 },
      "cases#paid#2026-11-20": { count: 0, amountOre: 1000 },
      "cases#remaining#2026-11-20": { count: 0, amountOre: -1000 },
    });
  });
  it("indexes number, debtor name and its words, customer number, invoice numbers and KIDs for search", () => {
    const refs = searchRefsOf({
      caseNumber: 7,
      debtorName: "Åse Bjørnstad",
      customerNumber: "K-1",
      claims: [{ number: "F-9", kid: "123" }],
    });
    expect(refs.sort()).toEqual(
      ["7", "ase bjornstad", "ase", "bjornstad", "k-1", "f-9", "123"].map((t) => `${t}#0000000007`).sort(),
    );
  });
});
