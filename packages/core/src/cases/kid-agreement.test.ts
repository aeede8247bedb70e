import { describe, expect, it } from "vitest";
import {
  caseKid,
  caseNumberInText,
  caseNumberOfKid,
  legacyCaseKid,
  legacyCaseNumberOfKid,
} from "./kid-agreement";

// worked examples of research/domain-norway.md 3.1 (checked against Ondkloss/norwegian-numbers.js there)
describe("the KID of a case under the customer's KID agreement (issue 18 #13)", () => {
  it("pads the case number to the agreed length and adds the agreed check digit", () => {
    expect(caseKid(1234, { length: 5, modulus: "MOD10" })).toBe("12344"); // 1234 → 4 (MOD10)
    expect(caseKid(1234, { length: 5, modulus: "MOD11" })).toBe("12343"); // 1234 → 3 (MOD11)
    expect(caseKid(12345678, { length: 9, modulus: "MOD10" })).toBe("123456782"); // → 2
    expect(caseKid(12345678, { length: 9, modulus: "MOD11" })).toBe("123456785"); // → 5
    // leading zeros keep the agreed length: 000012345678 → Luhn 2 as well (zeros add nothing)
    expect(caseKid(12345678, { length: 13, modulus: "MOD10" })).toBe("0000123456782");
  });

  it("makes none when the case number does not fit the length (the letter names the case number)", () => {
    expect(caseKid(123456, { length: 5, modulus: "MOD10" })).toBeNull();
  });

  it("finds the case number again from such a KID, and only from such a KID", () => {
    const agreement = { length: 10, modulus: "MOD10" } as const;
    const kid = caseKid(42, agreement)!;
    expect(kid).toHaveLength(10);
    expect(caseNumberOfKid(kid, agreement)).toBe(42);
    expect(caseNumberOfKid(kid, { length: 10, modulus: "MOD11" })).toBeNull(); // another modulus
    expect(caseNumberOfKid(kid.slice(1), agreement)).toBeNull(); // another length
    const wrong = kid.slice(0, -1) + String((Number(kid.at(-1)) + 1) % 10);
    expect(caseNumberOfKid(wrong, agreement)).toBeNull(); // a wrong check digit
  });

  it("reads the case number a payment's message names as the letters ask, never a bare number", () => {
    expect(caseNumberInText("Saksnummer 123")).toBe(123);
    expect(caseNumberInText("sak nr. 77, Kari")).toBe(77);
    expect(caseNumberInText("case number 9")).toBe(9);
    expect(caseNumberInText("2026-118")).toBeNull();
    expect(caseNumberInText(undefined)).toBeNull();
  });

  it("still finds the case of a KID the letters made before the agreement became a setting", () => {
    const kid = legacyCaseKid("10001", 7);
    expect(kid).toBe("100010000071"); // 10001 000007 + MOD10 (5 + 2 + 2 = 9 → 1)
    expect(legacyCaseNumberOfKid(kid)).toBe(7);
    expect(legacyCaseNumberOfKid("100010000072")).toBeNull();
  });
});
