import { describe, expect, it } from "vitest";
import { AppError } from "../../util/error";
import { calculateInterest, MissingRateError } from "./interest";
import { B2B_COMPENSATION, compensationFor, halfYearStart, INTEREST_RATES, rateFor } from "./rates";

const NOK_10_000 = 1_000_000;

describe("rates", () => {
  it("has one row per half-year from 2019 H2 to 2026 H2, in order, each starting 1 January or 1 July", () => {
    expect(INTEREST_RATES[0]!.from).toBe("2019-07-01");
    expect(INTEREST_RATES.at(-1)!.from).toBe("2026-07-01");
    expect(INTEREST_RATES).toHaveLength(15);
    for (const row of [...INTEREST_RATES, ...B2B_COMPENSATION]) expect(row.from).toMatch(/^\d{4}-(01|07)-01$/);
    const froms = INTEREST_RATES.map((r) => r.from);
    expect([...froms].sort()).toEqual(froms);
  });
  it("finds the rate of the half-year and none outside the data", () => {
    expect(rateFor("2026-06-30")?.rateBasisPoints).toBe(1200);
    expect(rateFor("2026-07-01")?.rateBasisPoints).toBe(1225);
    expect(rateFor("2024-02-29")?.rateBasisPoints).toBe(1250);
    expect(rateFor("2019-06-30")).toBeUndefined(); // 2019 H1 is not in the research
    expect(rateFor("2018-12-31")).toBeUndefined();
    expect(rateFor("2027-01-01")).toBeUndefined();
    expect(halfYearStart("2026-12-31")).toBe("2026-07-01");
  });
  it("gives the § 3a compensation per half-year, and none where the research found none", () => {
    expect(compensationFor("2024-03-01")).toBe(47_000); // regjeringen.no: NOK 470
    expect(compensationFor("2026-08-14")).toBe(43_000);
    expect(compensationFor("2020-02-01")).toBeUndefined();
    expect(compensationFor("2021-02-01")).toBeUndefined();
  });
});

describe("calculateInterest", () => {
  it("reproduces the worked example: NOK 10 000 due 2026-05-15 paid 2026-08-14 is NOK 302.26", () => {
    // 2026-05-16..2026-06-30 = 16 + 30 = 46 days at 12.00 %: 1 000 000 × 0.12 × 46 / 365 = 15 123.29 → 15 123
    // 2026-07-01..2026-08-14 = 31 + 14 = 45 days at 12.25 %: 1 000 000 × 0.1225 × 45 / 365 = 15 102.74 → 15 103
    const result = calculateInterest({ principalOre: NOK_10_000, dueDate: "2026-05-15", paidDate: "2026-08-14" });
    expect(result.periods).toEqual([
      { from: "2026-05-16", to: "2026-06-30", days: 46, ratePercent: 12, baseOre: NOK_10_000, interestOre: 15_123 },
      { from: "2026-07-01", to: "2026-08-14", days: 45, ratePercent: 12.25, baseOre: NOK_10_000, interestOre: 15_103 },
    ]);
    expect(result.totalOre).toBe(30_226);
  });

  it("gives the same with untilDate as with paidDate", () => {
    expect(
      calculateInterest({ principalOre: NOK_10_000, dueDate: "2026-05-15", untilDate: "2026-08-14" }).totalOre,
    ).toBe(30_226);
  });

  it("splits at 1 January when the rate changes inside the period", () => {
    // Due 2025-12-01, paid 2026-02-15:
    // 2025-12-02..2025-12-31 = 30 days at 12.25 %: 1 000 000 × 0.1225 × 30 / 365 = 10 068.49 → 10 068
    // 2026-01-01..2026-02-15 = 31 + 15 = 46 days at 12.00 %: 1 000 000 × 0.12 × 46 / 365 = 15 123.29 → 15 123
    // total 25 191 øre = NOK 251.91
    const result = calculateInterest({ principalOre: NOK_10_000, dueDate: "2025-12-01", paidDate: "2026-02-15" });
    expect(result.periods.map((p) => [p.from, p.to, p.days, p.ratePercent, p.interestOre])).toEqual([
      ["2025-12-02", "2025-12-31", 30, 12.25, 10_068],
      ["2026-01-01", "2026-02-15", 46, 12, 15_123],
    ]);
    expect(result.totalOre).toBe(25_191);
  });

  it("splits at every half-year even when the rate stays the same", () => {
    // 2024 H1 and H2 are both 12.50 %: due 2024-06-20, paid 2024-07-10.
    // 2024-06-21..06-30 = 10 days: 1 000 000 × 0.125 × 10 / 365 = 3 424.66 → 3 425
    // 2024-07-01..07-10 = 10 days: same, 3 425; total 6 850
    const result = calculateInterest({ principalOre: NOK_10_000, dueDate: "2024-06-20", paidDate: "2024-07-10" });
    expect(result.periods.map((p) => p.days)).toEqual([10, 10]);
    expect(result.totalOre).toBe(6_850);
  });

  it("reduces the base by partial payments from the day after the payment date", () => {
    // NOK 10 000 due 2026-05-15; NOK 4 000 paid 2026-06-10; interest until 2026-08-14.
    // 2026-05-16..06-10 = 26 days on 1 000 000 at 12.00 %: 1 000 000 × 0.12 × 26 / 365 = 8 547.95 → 8 548
    // 2026-06-11..06-30 = 20 days on   600 000 at 12.00 %:   600 000 × 0.12 × 20 / 365 = 3 945.21 → 3 945
    // 2026-07-01..08-14 = 45 days on   600 000 at 12.25 %:   600 000 × 0.1225 × 45 / 365 = 9 061.64 → 9 062
    // total 21 555 øre
    const result = calculateInterest({
      principalOre: NOK_10_000,
      dueDate: "2026-05-15",
      untilDate: "2026-08-14",
      payments: [{ date: "2026-06-10", amountOre: 400_000 }],
    });
    expect(result.periods.map((p) => [p.from, p.to, p.days, p.baseOre, p.interestOre])).toEqual([
      ["2026-05-16", "2026-06-10", 26, 1_000_000, 8_548],
      ["2026-06-11", "2026-06-30", 20, 600_000, 3_945],
      ["2026-07-01", "2026-08-14", 45, 600_000, 9_062],
    ]);
    expect(result.totalOre).toBe(21_555);
  });

  it("handles several payments, one before the due date, one after the end, and stops when nothing is left", () => {
    // Base 1 000 000 − 200 000 (paid before due) = 800 000 from 2026-05-16.
    // 2026-05-16..05-31 = 16 days on 800 000 at 12 %: 800 000 × 0.12 × 16 / 365 = 4 208.22 → 4 208
    // 800 000 paid 2026-05-31 → base 0 from 2026-06-01: no more periods. The payment after the end is ignored.
    const result = calculateInterest({
      principalOre: NOK_10_000,
      dueDate: "2026-05-15",
      untilDate: "2026-08-14",
      payments: [
        { date: "2026-09-01", amountOre: 100_000 },
        { date: "2026-05-31", amountOre: 900_000 },
        { date: "2026-05-01", amountOre: 200_000 },
      ],
    });
    expect(result.periods).toEqual([
      { from: "2026-05-16", to: "2026-05-31", days: 16, ratePercent: 12, baseOre: 800_000, interestOre: 4_208 },
    ]);
    expect(result.totalOre).toBe(4_208);
  });

  it("treats a payment of the whole amount on a date like paidDate on that date", () => {
    const byPayment = calculateInterest({
      principalOre: NOK_10_000,
      dueDate: "2026-05-15",
      untilDate: "2026-12-31",
      payments: [{ date: "2026-08-14", amountOre: NOK_10_000 }],
    });
    expect(byPayment.totalOre).toBe(30_226);
  });

  it("counts 29 February as a day and still divides by 365 in a leap year", () => {
    // Due 2023-12-31, paid 2024-06-30: 31 + 29 + 31 + 30 + 31 + 30 = 182 days at 12.50 %.
    // 1 000 000 × 0.125 × 182 / 365 = 62 328.77 → 62 329 (a 366 divisor would give 62 158)
    const full = calculateInterest({ principalOre: NOK_10_000, dueDate: "2023-12-31", paidDate: "2024-06-30" });
    expect(full.periods).toEqual([
      { from: "2024-01-01", to: "2024-06-30", days: 182, ratePercent: 12.5, baseOre: NOK_10_000, interestOre: 62_329 },
    ]);
    // Due 2024-02-27, paid 2024-03-01: 28 Feb, 29 Feb, 1 Mar = 3 days: 1 000 000 × 0.125 × 3 / 365 = 1 027.40 → 1 027
    const across = calculateInterest({ principalOre: NOK_10_000, dueDate: "2024-02-27", paidDate: "2024-03-01" });
    expect(across.periods[0]!.days).toBe(3);
    expect(across.totalOre).toBe(1_027);
  });

  it("rounds each period to whole øre, half up", () => {
    // 365 øre at 10.00 % for 5 days = 365 × 0.10 × 5 / 365 = 0.5 øre → 1; for 4 days = 0.4 → 0.
    const rates = [{ from: "2030-01-01", rateBasisPoints: 1000 }];
    expect(
      calculateInterest({ principalOre: 365, dueDate: "2030-01-01", paidDate: "2030-01-06", rates }).totalOre,
    ).toBe(1);
    expect(
      calculateInterest({ principalOre: 365, dueDate: "2030-01-01", paidDate: "2030-01-05", rates }).totalOre,
    ).toBe(0);
  });

  it("stays exact for large amounts", () => {
    // NOK 10 billion for the 45 days of the worked example's second period: 10^12 × 0.1225 × 45 / 365 = 15 102 739 726.03
    const result = calculateInterest({ principalOre: 1e12, dueDate: "2026-06-30", paidDate: "2026-08-14" });
    expect(result.totalOre).toBe(15_102_739_726);
  });

  it("refuses a period with no rate", () => {
    const before2019 = () =>
      calculateInterest({ principalOre: NOK_10_000, dueDate: "2018-12-01", paidDate: "2019-08-01" });
    expect(before2019).toThrow(MissingRateError);
    expect(before2019).toThrow(/2018-12-02/);
    try {
      before2019();
    } catch (e) {
      expect((e as MissingRateError).date).toBe("2018-12-02");
    }
    // 2019 H1 is missing from the data, so a period reaching into it refuses too.
    expect(() => calculateInterest({ principalOre: 1, dueDate: "2019-06-29", paidDate: "2019-07-02" })).toThrow(
      MissingRateError,
    );
    // After the last published half-year.
    expect(() => calculateInterest({ principalOre: 1, dueDate: "2026-12-30", paidDate: "2027-01-01" })).toThrow(
      /2027-01-01/,
    );
  });

  it("gives 0 for zero or negative days", () => {
    expect(calculateInterest({ principalOre: NOK_10_000, dueDate: "2026-05-15", paidDate: "2026-05-15" })).toEqual({
      totalOre: 0,
      periods: [],
    });
    expect(calculateInterest({ principalOre: NOK_10_000, dueDate: "2026-05-15", paidDate: "2026-05-01" })).toEqual({
      totalOre: 0,
      periods: [],
    });
    // Even where no rate exists: there is nothing to calculate.
    expect(
      calculateInterest({ principalOre: NOK_10_000, dueDate: "2010-05-15", paidDate: "2010-05-15" }).totalOre,
    ).toBe(0);
    // One day: 1 000 000 × 0.12 / 365 = 328.77 → 329
    expect(
      calculateInterest({ principalOre: NOK_10_000, dueDate: "2026-05-15", paidDate: "2026-05-16" }).totalOre,
    ).toBe(329);
  });

  it("rejects malformed input with a validation error", () => {
    const bad = [
      { principalOre: 10.5, dueDate: "2026-05-15", paidDate: "2026-08-14" },
      { principalOre: -1, dueDate: "2026-05-15", paidDate: "2026-08-14" },
      { principalOre: 1, dueDate: "2026-02-30", paidDate: "2026-08-14" },
      { principalOre: 1, dueDate: "15.05.2026", paidDate: "2026-08-14" },
      {
        principalOre: 1,
        dueDate: "2026-05-15",
        paidDate: "2026-08-14",
        payments: [{ date: "2026-06-01", amountOre: 0 }],
      },
      {
        principalOre: 1,
        dueDate: "2026-05-15",
        paidDate: "2026-08-14",
        rates: [{ from: "2026-02-01", rateBasisPoints: 1 }],
      },
    ];
    for (const input of bad) expect(() => calculateInterest(input)).toThrow(AppError);
  });
});
