import { describe, expect, it } from "vitest";
import { statusAfterResponse } from "./step-response-rules";

describe("the case status a step response sets (SPEC 4 OngoingPayroll)", () => {
  const deduction = { monthlyDeductionOre: 1_500_00, firstWithdrawalDate: "2026-12-20" };
  const none = { monthlyDeductionOre: null, firstWithdrawalDate: null };

  it("moves a case to ongoing-payroll when the enforcement petition's response records a payroll deduction", () => {
    expect(statusAfterResponse("enforcement-petition", deduction, "active")).toBe("ongoing-payroll");
    expect(statusAfterResponse("enforcement-petition", deduction, "ready")).toBe("ongoing-payroll");
    // already there, or a case paused, closed or merged: unchanged
    for (const status of ["ongoing-payroll", "paused", "closed", "merged"] as const)
      expect(statusAfterResponse("enforcement-petition", deduction, status)).toBeNull();
    // half a deduction is none (the rules refuse it anyway), and other steps' responses never move the status
    expect(
      statusAfterResponse("enforcement-petition", { ...deduction, firstWithdrawalDate: null }, "active"),
    ).toBeNull();
    expect(statusAfterResponse("eviction", deduction, "active")).toBeNull();
  });

  it("takes it back to active when the response no longer records one", () => {
    expect(statusAfterResponse("enforcement-petition", none, "ongoing-payroll")).toBe("active");
    expect(statusAfterResponse("enforcement-petition", none, "active")).toBeNull();
  });
});
