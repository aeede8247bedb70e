import { describe, expect, it } from "vitest";
import { formatPercent, missingHalfYears } from "./format";

describe("interest formatting", () => {
  it("shows rates as no-NO percentages and finds half-years without a rate", () => {
    expect(formatPercent(12.25)).toBe("12,25\u00a0%");
    expect(formatPercent(8)).toBe("8,00\u00a0%");
    expect(missingHalfYears(["2026-07-01", "2025-07-01", "2024-07-01", "2025-01-01"])).toEqual(["2026-01-01"]);
    expect(missingHalfYears(["2019-07-01"])).toEqual([]);
  });
});
