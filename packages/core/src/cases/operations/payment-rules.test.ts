import { describe, expect, it } from "vitest";
import {
  allocateCaseAmount,
  distributionOrder,
  MAX_DISTRIBUTION_CASES,
  openPartsOf,
  openTotalOf,
  paidAfter,
} from "./payment-rules";

// A case of 10 000,00 kr principal with a 750,00 kr fee and 123,45 kr interest (amounts in øre).
const open = { feesOre: 750_00, interestOre: 123_45, principalOre: 10_000_00 };

describe("allocating a payment on a case (costs, interest, principal; domain-norway 1.10)", () => {
  it("500,00 kr pays only fees", () => {
    expect(allocateCaseAmount(open, 500_00)).toEqual({ feesOre: 500_00, interestOre: 0, principalOre: 0, restOre: 0 });
  });

  it("1 000,00 kr pays the fee, the interest, and 126,55 kr of the principal", () => {
    expect(allocateCaseAmount(open, 1_000_00)).toEqual({
      feesOre: 750_00,
      interestOre: 123_45,
      principalOre: 126_55,
      restOre: 0,
    });
  });

  it("exactly the total pays everything; 1 øre more is the rest", () => {
    expect(allocateCaseAmount(open, 10_873_45)).toEqual({ ...open, restOre: 0 });
    expect(allocateCaseAmount(open, 10_873_46).restOre).toBe(1);
  });

  it("a credit note lowers the principal first, then interest, then fees", () => {
    expect(allocateCaseAmount(open, 10_100_00, "creditNote")).toEqual({
      principalOre: 10_000_00,
      interestOre: 100_00,
      feesOre: 0,
      restOre: 0,
    });
  });

  it("parts and rest always add up to the amount (every amount 0…12 000 kr in 7,77 kr steps)", () => {
    for (let amount = 0; amount < 12_000_00; amount += 777) {
      const a = allocateCaseAmount(open, amount);
      expect(a.feesOre + a.interestOre + a.principalOre + a.restOre).toBe(amount);
    }
  });

  it("what was paid before is not open: a second payment continues where the first stopped", () => {
    const c = { ...open, paidOre: 0 };
    const first = allocateCaseAmount(openPartsOf(c), 800_00);
    const after = { ...c, ...paidAfter(c, first) };
    expect(after).toMatchObject({ feesPaidOre: 750_00, interestPaidOre: 50_00, principalPaidOre: 0, paidOre: 800_00 });
    expect(allocateCaseAmount(openPartsOf(after), 100_00)).toEqual({
      feesOre: 0,
      interestOre: 73_45,
      principalOre: 26_55,
      restOre: 0,
    });
    expect(openTotalOf(after)).toBe(10_873_45 - 800_00);
  });

  it("the excess goes to the other cases oldest first, at most MAX_DISTRIBUTION_CASES", () => {
    const others = Array.from({ length: 15 }, (_, i) => ({ caseNumber: 20 - i }));
    const order = distributionOrder(others).map((c) => c.caseNumber);
    expect(order).toHaveLength(MAX_DISTRIBUTION_CASES);
    expect(order.slice(0, 3)).toEqual([6, 7, 8]);
  });
});
