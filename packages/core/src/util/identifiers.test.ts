import { describe, expect, it } from "vitest";
import {
  isValidAccountNumber,
  isValidIban,
  isValidOrgNumber,
  isValidPostcode,
  normaliseIdentifier,
  isValidKid,
  kidCheckDigitMod10,
  kidCheckDigitMod11,
  isValidNationalId,
} from "./identifiers";

describe("organisation number (MOD11, weights 3 2 7 6 5 4 3 2)", () => {
  it.each(["923609016", "812345672", "998877660", "911002205", "923 609 016"])("accepts %s", (v) =>
    expect(isValidOrgNumber(v)).toBe(true),
  );
  it.each(["923609017", "812345671", "12345678", "1234567890", "abcdefghi", ""])("rejects %s", (v) =>
    expect(isValidOrgNumber(v)).toBe(false),
  );
});

describe("account number (MOD11, weights 5 4 3 2 7 6 5 4 3 2)", () => {
  it.each(["12345678903", "1234.56.78903", "86011117947"])("accepts %s", (v) =>
    expect(isValidAccountNumber(v)).toBe(true),
  );
  it.each(["12345678901", "1234567890", "123456789012", "8601111794x"])("rejects %s", (v) =>
    expect(isValidAccountNumber(v)).toBe(false),
  );
});

describe("IBAN (ISO 13616 mod 97)", () => {
  it.each([
    "NO9386011117947",
    "NO93 8601 1117 947",
    "no93 8601 1117 947",
    "DE89370400440532013000",
    "GB82WEST12345698765432",
    "SE4550000000058398257466",
  ])("accepts %s", (v) => expect(isValidIban(v)).toBe(true));
  it.each([
    ["wrong check digits", "NO9486011117947"],
    ["wrong length for NO", "NO938601111794"],
    ["unknown country", "XX9386011117947"],
    ["a plain account number", "86011117947"],
    ["German with a typo", "DE89370400440532013001"],
  ])("rejects %s", (_, v) => expect(isValidIban(v)).toBe(false));
});

describe("postcode and normalising", () => {
  it("takes four digits", () => {
    expect(isValidPostcode("0155")).toBe(true);
    expect(isValidPostcode("155")).toBe(false);
    expect(isValidPostcode("01555")).toBe(false);
  });
  it("strips spaces and dots", () => expect(normaliseIdentifier("1234.56 78903")).toBe("12345678903"));
});

describe("KID (4-25 digits, MOD10 or MOD11)", () => {
  it("computes the check digits of the worked examples", () => {
    expect(kidCheckDigitMod10("12345678")).toBe("2");
    expect(kidCheckDigitMod10("1234")).toBe("4");
    expect(kidCheckDigitMod11("12345678")).toBe("5");
    expect(kidCheckDigitMod11("1234")).toBe("3");
  });
  it.each(["123456782", "12344", "123456785", "12343"])("accepts %s", (kid) => expect(isValidKid(kid)).toBe(true));
  it.each([
    ["a wrong check digit", "123456781"],
    ["too short", "123"],
    ["too long", "1".repeat(25) + "2"],
    ["letters", "12A44"],
  ])("rejects %s", (_, kid) => expect(isValidKid(kid)).toBe(false));
  it("takes '-' as the MOD11 check character for remainder 1", () => {
    const body = Array.from({ length: 200 }, (_, i) => String(1000 + i)).find((b) => kidCheckDigitMod11(b) === "-")!;
    expect(isValidKid(`${body}-`)).toBe(true);
  });
});

describe("fødselsnummer and D-number (two MOD11 check digits)", () => {
  it.each([
    ["a fødselsnummer", "15108695088"],
    ["a D-number (day + 40)", "55108610092"],
    ["29 February of a leap year", "29022410057"],
  ])("accepts %s", (_, id) => expect(isValidNationalId(id)).toBe(true));
  it.each([
    ["a wrong first check digit", "15108695098"],
    ["a wrong second check digit", "15108695089"],
    ["10 digits", "1510869508"],
  ])("rejects %s", (_, id) => expect(isValidNationalId(id)).toBe(false));
});
