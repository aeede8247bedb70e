import { describe, expect, it } from "vitest";
import { parseAmount } from "./money";

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
    expect(parseAmount(302.26)).toBe(30226);
    expect(parseAmount(0.1 + 0.2)).toBe(30);
    expect(parseAmount(Number.NaN)).toBeNull();
  });
});
