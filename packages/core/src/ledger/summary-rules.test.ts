import { describe, expect, it } from "vitest";
import { overdueFigures, overduePeriodOf, overduePeriodRange, receivedFigures, receivedFrom } from "./summary-rules";

describe("the dashboard's periods", () => {
  it("puts a due date in its period of days overdue, at the edges too", () => {
    const today = "2026-03-01";
    expect(overduePeriodOf("2026-03-01", today)).toBe("notDue");
    expect(overduePeriodOf("2026-02-28", today)).toBe("1to14");
    expect(overduePeriodOf("2026-02-15", today)).toBe("1to14"); // 14 days
    expect(overduePeriodOf("2026-02-14", today)).toBe("15to30");
    expect(overduePeriodOf("2026-01-30", today)).toBe("15to30"); // 30 days
    expect(overduePeriodOf("2026-01-29", today)).toBe("31to60");
    expect(overduePeriodOf("2025-12-31", today)).toBe("31to60"); // 60 days
    expect(overduePeriodOf("2025-12-30", today)).toBe("61to90");
    expect(overduePeriodOf("2025-12-01", today)).toBe("61to90"); // 90 days
    expect(overduePeriodOf("2025-11-30", today)).toBe("over90");
  });

  it("gives each period's due dates as the ledger page filters them", () => {
    const today = "2026-03-01";
    expect(overduePeriodRange("notDue", today)).toEqual({ dueFrom: "2026-03-01" });
    expect(overduePeriodRange("1to14", today)).toEqual({ dueFrom: "2026-02-15", dueTo: "2026-02-28" });
    expect(overduePeriodRange("over90", today)).toEqual({ dueTo: "2025-11-30" });
  });

  it("sums dated figures into the periods", () => {
    const byDue: [string, { count: number; amountOre: number }][] = [
      ["2026-03-05", { count: 2, amountOre: 10 }],
      ["2026-02-20", { count: 1, amountOre: 5 }],
      ["2026-02-21", { count: 0, amountOre: 0 }],
      ["2020-01-01", { count: 1, amountOre: 7 }],
    ];
    expect(overdueFigures(byDue, "2026-03-01").map((f) => [f.period, f.count, f.amountOre])).toEqual([
      ["notDue", 2, 10],
      ["1to14", 1, 5],
      ["15to30", 0, 0],
      ["31to60", 0, 0],
      ["61to90", 0, 0],
      ["over90", 1, 7],
    ]);
    // in January "the last 30 days" reach into last year, and the counters are read from there
    expect(receivedFrom("2026-01-10")).toBe("2025-12-12");
    expect(receivedFrom("2026-03-20")).toBe("2026-01-01");
    const paid: [string, { count: number; amountOre: number }][] = [
      ["2025-12-20", { count: 1, amountOre: 100 }],
      ["2026-01-02", { count: 2, amountOre: 30 }],
    ];
    expect(receivedFigures(paid, "2026-01-10")).toEqual({
      thisMonth: { count: 2, amountOre: 30 },
      last30Days: { count: 3, amountOre: 130 },
      thisYear: { count: 2, amountOre: 30 },
    });
  });
});
