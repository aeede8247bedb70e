import { describe, expect, it } from "vitest";
import { isoToLocalDate, localDateToIso, parseDateInput } from "./date-input";

describe("parseDateInput", () => {
  it("reads a date as typed in Norway, day first", () => {
    expect(parseDateInput("15.05.2026")).toBe("2026-05-15");
    expect(parseDateInput(" 1.5.2026 ")).toBe("2026-05-01");
    expect(parseDateInput("01/05/26")).toBe("2026-05-01");
    expect(parseDateInput("01-05-2026")).toBe("2026-05-01");
    expect(parseDateInput("01052026")).toBe("2026-05-01");
    expect(parseDateInput("2026-05-01")).toBe("2026-05-01");
  });
  it("gives '' for an empty field and null for what is no calendar date", () => {
    expect(parseDateInput("  ")).toBe("");
    expect(parseDateInput("31.02.2026")).toBeNull();
    expect(parseDateInput("29.02.2025")).toBeNull();
    expect(parseDateInput("29.02.2028")).toBe("2028-02-29");
    expect(parseDateInput("05.13.2026")).toBeNull();
    expect(parseDateInput("15.05")).toBeNull();
    expect(parseDateInput("mai 2026")).toBeNull();
  });
  it("converts to and from the calendar's local dates", () => {
    const d = isoToLocalDate("2026-12-31")!;
    expect([d.getFullYear(), d.getMonth(), d.getDate()]).toEqual([2026, 11, 31]);
    expect(localDateToIso(d)).toBe("2026-12-31");
    expect(isoToLocalDate("31.12.2026")).toBeUndefined();
  });
});
