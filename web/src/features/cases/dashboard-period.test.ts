import { describe, expect, it } from "vitest";
import { periodRange } from "./dashboard-period";

describe("the dashboard's periods", () => {
  it("gives from–to for each period, across a year's end and a leap February", () => {
    expect(periodRange("thisMonth", "2026-11-26")).toEqual({ from: "2026-11-01", to: "2026-11-26" });
    expect(periodRange("lastMonth", "2026-01-15")).toEqual({ from: "2025-12-01", to: "2025-12-31" });
    expect(periodRange("lastMonth", "2028-03-31")).toEqual({ from: "2028-02-01", to: "2028-02-29" });
    expect(periodRange("thisYear", "2026-11-26")).toEqual({ from: "2026-01-01", to: "2026-11-26" });
    expect(periodRange("last12Months", "2026-11-26")).toEqual({ from: "2025-12-01", to: "2026-11-26" });
    expect(periodRange("last12Months", "2026-12-01")).toEqual({ from: "2026-01-01", to: "2026-12-01" });
    expect(periodRange("custom", "2026-11-26", { from: "2026-02-01", to: "2026-02-10" })).toEqual({
      from: "2026-02-01",
      to: "2026-02-10",
    });
  });
});
