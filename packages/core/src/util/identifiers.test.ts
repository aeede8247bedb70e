import { describe, expect, it } from "vitest";
import {
  isValidAccountNumber,
  isValidIban,
  isValidOrgNumber,
  isValidPostcode,
  normaliseIdentifier,
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
