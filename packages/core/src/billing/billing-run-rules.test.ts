import { describe, expect, it } from "vitest";
import { invoiceLinesOf, isIssueDay, lastPeriod } from "./billing-run-rules";

describe("billing run periods", () => {
  it("invoices the last whole month, quarter or year before today, across a year's end", () => {
    expect(lastPeriod("monthly", "2026-11-01")).toEqual({ from: "2026-10-01", to: "2026-10-31" });
    expect(lastPeriod("monthly", "2027-01-05")).toEqual({ from: "2026-12-01", to: "2026-12-31" });
    expect(lastPeriod("monthly", "2028-03-01")).toEqual({ from: "2028-02-01", to: "2028-02-29" });
    expect(lastPeriod("quarterly", "2026-05-20")).toEqual({ from: "2026-01-01", to: "2026-03-31" });
    expect(lastPeriod("quarterly", "2027-01-01")).toEqual({ from: "2026-10-01", to: "2026-12-31" });
    expect(lastPeriod("yearly", "2027-01-10")).toEqual({ from: "2026-01-01", to: "2026-12-31" });
  });

  it("issues on the day of issue of a period's first month only", () => {
    expect(isIssueDay({ period: "monthly", dayOfIssue: 5 }, "2026-11-05")).toBe(true);
    expect(isIssueDay({ period: "monthly", dayOfIssue: 5 }, "2026-11-06")).toBe(false);
    expect(isIssueDay({ period: "quarterly", dayOfIssue: 1 }, "2026-10-01")).toBe(true);
    expect(isIssueDay({ period: "quarterly", dayOfIssue: 1 }, "2026-11-01")).toBe(false);
    expect(isIssueDay({ period: "yearly", dayOfIssue: 1 }, "2027-01-01")).toBe(true);
    expect(isIssueDay({ period: "yearly", dayOfIssue: 1 }, "2027-02-01")).toBe(false);
  });
});

describe("invoiceLinesOf", () => {
  const none = { purchases: [], steps: [], invoiceCopyPages: 0, extraUsers: 0, perUserYearOre: 60_000, partnerFee: [] };
  const period = { from: "2026-07-01", to: "2026-09-30" };

  it("has no line when nothing is billable (no invoice then)", () => {
    expect(invoiceLinesOf(none, "monthly", period)).toEqual([]);
  });

  it("prices extra users at the yearly price in proportion to the period, and pages at NOK 2, in both languages", () => {
    const lines = invoiceLinesOf({ ...none, extraUsers: 3, invoiceCopyPages: 5 }, "quarterly", period);
    expect(lines.map((l) => [l.description.en, l.quantity, l.unitPriceOre])).toEqual([
      ["Invoice copy by post, per page", 5, 200],
      ["Users beyond those included, 01.07.2026–30.09.2026", 3, 15_000],
    ]);
    expect(lines[1]!.description.no).toBe("Brukere utover de inkluderte, 01.07.2026–30.09.2026");
  });
});
