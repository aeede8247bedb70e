import { describe, expect, it } from "vitest";
import {
  CreateInterestRateInput,
  InterestCalculationQuery,
  isHalfYearStart,
  parsePercent,
  UpdateInterestRateInput,
} from "./interest-rate.schema";

const issues = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join("."), i.message]));

describe("interest rate input", () => {
  it("reads percentages as people type them, exactly, in basis points", () => {
    expect(parsePercent("12,25")).toBe(1225);
    expect(parsePercent("12.25")).toBe(1225);
    expect(parsePercent(" 12,25 % ")).toBe(1225);
    expect(parsePercent("12,5")).toBe(1250);
    expect(parsePercent("8")).toBe(800);
    expect(parsePercent(12.25)).toBe(1225);
    expect(parsePercent(0.07)).toBe(7);
    for (const bad of ["abc", "12,255", "-1", "", "1,2,3", 12.255, -1, Number.NaN, null, undefined])
      expect(parsePercent(bad as string), String(bad)).toBeNull();
  });

  it("takes only 1 January and 1 July", () => {
    expect(isHalfYearStart("2026-01-01")).toBe(true);
    expect(isHalfYearStart("2026-07-01")).toBe(true);
    for (const bad of ["2026-03-01", "2026-07-02", "01.07.2026", "2026-7-1", "1899-01-01"])
      expect(isHalfYearStart(bad), bad).toBe(false);
  });

  it("validates a new half-year with message keys, and gives numbers out", () => {
    expect(
      CreateInterestRateInput.parse({
        from: "2027-01-01",
        ratePercent: "12,75",
        compensation: "430,50",
        source: " FOR ",
      }),
    ).toEqual({ from: "2027-01-01", ratePercent: 12.75, compensation: 43_050, source: "FOR" });
    expect(issues(CreateInterestRateInput.safeParse({ from: "2026-03-01", ratePercent: "51" }))).toEqual({
      from: "validation.interestFrom",
      ratePercent: "validation.interestRate",
    });
    expect(issues(CreateInterestRateInput.safeParse({}))).toEqual({
      from: "validation.required",
      ratePercent: "validation.required",
    });
    expect(issues(UpdateInterestRateInput.safeParse({ ratePercent: "50,01", compensation: "-1" }))).toEqual({
      ratePercent: "validation.interestRate",
      compensation: "validation.interestCompensation",
    });
    expect(UpdateInterestRateInput.parse({ ratePercent: 50, compensation: "" })).toEqual({
      ratePercent: 50,
      compensation: null,
      source: null,
    });
  });

  it("validates a calculation query: principal in NOK, dates, and a paid or until date", () => {
    expect(
      InterestCalculationQuery.parse({ principal: "10 000,00", dueDate: "2026-05-15", paidDate: "2026-08-14" }),
    ).toEqual({ principal: 1_000_000, dueDate: "2026-05-15", paidDate: "2026-08-14" });
    expect(issues(InterestCalculationQuery.safeParse({ principal: "x", dueDate: "2026-02-30" }))).toEqual({
      principal: "validation.interestPrincipal",
      dueDate: "validation.date",
      paidDate: "validation.required",
    });
  });
});
