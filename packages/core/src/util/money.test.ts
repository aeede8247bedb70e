import { describe, expect, it } from "vitest";
import { MAX_AMOUNT_ORE, parseAmount, readAmount } from "./money";

describe("amounts (SPEC 5)", () => {
  it.each([
    ["1234,50", 123450],
    ["1 234,50", 123450],
    ["1\u00a0234,5", 123450],
    ["10000", 1000000],
    ["0,01", 1],
    ["-250,00", -25000],
    ["1234.50", 123450],
  ])("reads %s as %i øre", (input, ore) => expect(parseAmount(input)).toBe(ore));
  it.each(["", "abc", "12,3,4", "1.234,50", "12,345", "kr 100", "1e3"])("gives no value for %j", (input) =>
    expect(parseAmount(input)).toBeNull(),
  );
  it("reads numbers from spreadsheets to the øre", () => {
    expect(readAmount(302.26, "rounded")).toEqual({ ore: 30226 });
    expect(readAmount(0.1 + 0.2, "rounded")).toEqual({ ore: 30 });
    expect(parseAmount(Number.NaN)).toBeNull();
  });
  it("reads a number decimal-exactly otherwise (G10): more than two decimals is no number, like the text", () => {
    expect(parseAmount(302.26)).toBe(30226);
    expect(parseAmount(12.3)).toBe(1230);
    expect(parseAmount(-250)).toBe(-25000);
    for (const v of [12.345, 1.005, 0.305, 0.015, 0.1 + 0.2, 1e-7])
      expect(readAmount(v), String(v)).toEqual({ problem: "validation.number" });
  });
});

describe("amounts are bounded (F7): at most NOK 10 000 000 000 a voucher", () => {
  it("accepts the maximum, either sign", () => {
    expect(parseAmount("10 000 000 000")).toBe(MAX_AMOUNT_ORE);
    expect(parseAmount(-10_000_000_000)).toBe(-MAX_AMOUNT_ORE);
  });
  it.each([
    ["one øre more", "10000000000,01"],
    ["2^53 - 1 øre", "90071992547409,91"],
    ["1e21 as a number", 1e21],
    ["1e308 as a number", 1e308],
    ["400 digits", "9".repeat(400)],
  ])("refuses %s as too large", (_, input) => {
    expect(parseAmount(input)).toBeNull();
    expect(readAmount(input)).toEqual({ problem: "validation.amountTooLarge" });
  });
  it("refuses non-finite numbers as no number", () => {
    for (const v of [Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, Number.NaN])
      expect(readAmount(v)).toEqual({ problem: "validation.number" });
  });
});
