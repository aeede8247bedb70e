import { describe, expect, it } from "vitest";
import { addDays, daysOverdue, duePeriodRange, dueRangeOf, osloToday } from "./due-periods";
import { hasDebtorSearch, validateDebtorSearch, validateLedgerSearch } from "./search";

const TODAY = "2026-03-01";

describe("due-period presets", () => {
  it("gives the due dates of each preset (an item due yesterday is 1 day overdue)", () => {
    expect(duePeriodRange("1to30", TODAY)).toEqual({ dueFrom: "2026-01-30", dueTo: "2026-02-28" });
    expect(duePeriodRange("31to90", TODAY)).toEqual({ dueFrom: "2025-12-01", dueTo: "2026-01-29" });
    expect(duePeriodRange("over90", TODAY)).toEqual({ dueTo: "2025-11-30" });
    expect(duePeriodRange("notDue", TODAY)).toEqual({ dueFrom: TODAY });
    expect(duePeriodRange("all", TODAY)).toEqual({});
  });

  it("leaves no gap and no overlap between the presets", () => {
    const over90 = duePeriodRange("over90", TODAY);
    const mid = duePeriodRange("31to90", TODAY);
    const recent = duePeriodRange("1to30", TODAY);
    expect(addDays(over90.dueTo!, 1)).toBe(mid.dueFrom);
    expect(addDays(mid.dueTo!, 1)).toBe(recent.dueFrom);
    expect(addDays(recent.dueTo!, 1)).toBe(duePeriodRange("notDue", TODAY).dueFrom);
    expect(daysOverdue(recent.dueTo!, TODAY)).toBe(1);
    expect(daysOverdue(recent.dueFrom!, TODAY)).toBe(30);
    expect(daysOverdue(mid.dueFrom!, TODAY)).toBe(90);
    expect(daysOverdue(over90.dueTo!, TODAY)).toBe(91);
  });

  it("uses a preset before typed dates, and typed dates when there is no preset", () => {
    expect(dueRangeOf({ period: "notDue", dueFrom: "2020-01-01" }, TODAY)).toEqual({ dueFrom: TODAY });
    expect(dueRangeOf({ dueFrom: "2026-01-01" }, TODAY)).toEqual({ dueFrom: "2026-01-01" });
    expect(dueRangeOf({}, TODAY)).toEqual({});
  });

  it("takes today in Oslo", () => {
    expect(osloToday(new Date("2026-06-30T22:30:00Z"))).toBe("2026-07-01");
  });
});

describe("validateLedgerSearch", () => {
  it("keeps a known preset or valid dates, drops the rest", () => {
    expect(validateLedgerSearch({ period: "31to90", dueFrom: "2026-01-01", page: "2" })).toEqual({
      period: "31to90",
      page: 2,
    });
    expect(validateLedgerSearch({ period: "all" })).toEqual({});
    expect(validateLedgerSearch({ period: "x", dueFrom: "2026-02-30", dueTo: "2026-02-28" })).toEqual({
      dueTo: "2026-02-28",
    });
  });
});

describe("validateDebtorSearch", () => {
  it("keeps digits-only fields the router parsed as numbers", () => {
    expect(validateDebtorSearch({ postcode: 9990, name: " Kari ", city: "" })).toEqual({
      postcode: "9990",
      name: "Kari",
    });
    expect(hasDebtorSearch({})).toBe(false);
    expect(hasDebtorSearch({ city: "Bergen" })).toBe(true);
  });
});
