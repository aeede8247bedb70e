import { describe, expect, it } from "vitest";
import { INTEREST_RATES } from "../ledger/interest/rates";
import { caseInterestOn, caseInterestWith, paymentOnCase, type PayableCase } from "./case-interest";

// Worked examples of interest to the payment day (docs/case-operations.md "Interest to the payment day"). Every
// figure is computed by hand in the comment: interest = round(balance × rate × days / 365) per period, half up, the
// days counted from the day after the due date (or after a payment) up to and including the last day.

/** A case of one claim (no fees unless said) before any payment. */
const caseOf = (openOre: number, dueDate: string, feesOre = 0): PayableCase => ({
  claims: [{ voucherId: "v1", dueDate, openOre }],
  principalOre: openOre,
  interestOre: 0,
  feesOre,
  paidOre: 0,
});

/** The case after a payment: its paid parts, interest and dated principal (what the settlement writes). */
const pay = (c: PayableCase, date: string, amountOre: number) => {
  const p = paymentOnCase(c, date, amountOre, "payment", INTEREST_RATES);
  return { ...p, c: { ...c, ...p.after } };
};

describe("interest to the payment day, on the balance over time", () => {
  it("a part payment between two letters (usability review C3): interest to the payment day, then on what is left", () => {
    // 38 400,00 kr due 06.10.2026 (interest from 07.10), 12,25 % (2026 H2). A payment of 10 000,00 kr dated
    // 08.12.2026. Interest 07.10–08.12 = 63 days: 38 400 × 12,25 % × 63/365 = 811,923 → 811,92 kr.
    // The payment: interest 811,92, principal 10 000 − 811,92 = 9 188,08; the balance 29 211,92 kr.
    const { allocation, paidInFull, c } = pay(caseOf(38_400_00, "2026-10-06"), "2026-12-08", 10_000_00);
    expect(allocation).toEqual({ feesOre: 0, interestOre: 811_92, principalOre: 9_188_08 });
    expect(paidInFull).toBe(false);
    expect(c).toMatchObject({ interestOre: 811_92, interestToDate: "2026-12-08", principalPaidOre: 9_188_08 });
    expect(c.principalPayments).toEqual([{ date: "2026-12-08", amountOre: 9_188_08 }]);
    // The next letter on 12.12: 09.12–12.12 = 4 days on 29 211,92: × 12,25 % × 4/365 = 39,216 → 39,22 kr.
    // Interest 811,92 + 39,22 = 851,14; to pay 38 400 + 851,14 − 10 000 = 29 251,14 kr (the product said 29 263,47,
    // 863,47 kr of interest on the full principal for 67 days).
    const letter = caseInterestOn(c, "2026-12-12", INTEREST_RATES, true);
    expect(letter.periods).toEqual([
      { from: "2026-10-07", to: "2026-12-08", rateBasisPoints: 1225, baseOre: 38_400_00, amountOre: 811_92 },
      { from: "2026-12-09", to: "2026-12-12", rateBasisPoints: 1225, baseOre: 29_211_92, amountOre: 39_22 },
    ]);
    expect(letter.totalOre).toBe(851_14);
    expect(38_400_00 + letter.totalOre - 10_000_00).toBe(29_251_14);
  });

  it("two part payments in different rate periods (across 01.07.2026: 12,00 % then 12,25 %)", () => {
    // 10 000,00 kr due 15.05.2026. Payment 1: 2 000,00 kr dated 10.06 (26 days at 12,00 %):
    //   10 000 × 12 % × 26/365 = 85,479 → 85,48; principal 2 000 − 85,48 = 1 914,52; balance 8 085,48.
    const first = pay(caseOf(10_000_00, "2026-05-15"), "2026-06-10", 2_000_00);
    expect(first.allocation).toEqual({ feesOre: 0, interestOre: 85_48, principalOre: 1_914_52 });
    // Payment 2: 3 000,00 kr dated 14.08. Interest on 8 085,48: 11.06–30.06, 20 days at 12,00 %: 53,165 → 53,16;
    //   01.07–14.08, 45 days at 12,25 %: 122,113 → 122,11. Accrued to 14.08: 85,48 + 53,16 + 122,11 = 260,75, of
    //   which 85,48 is paid: interest 175,27, principal 3 000 − 175,27 = 2 824,73; balance 5 260,75.
    const second = pay(first.c, "2026-08-14", 3_000_00);
    expect(second.allocation).toEqual({ feesOre: 0, interestOre: 175_27, principalOre: 2_824_73 });
    expect(second.c.interestOre).toBe(260_75);
    // To 30.09: 15.08–30.09, 47 days on 5 260,75 at 12,25 %: 82,983 → 82,98. Open: 5 260,75 + 82,98 = 5 343,73.
    const later = caseInterestOn(second.c, "2026-09-30", INTEREST_RATES);
    expect(later.periods.map((p) => [p.from, p.to, p.rateBasisPoints, p.baseOre, p.amountOre])).toEqual([
      ["2026-05-16", "2026-06-10", 1200, 10_000_00, 85_48],
      ["2026-06-11", "2026-06-30", 1200, 8_085_48, 53_16],
      ["2026-07-01", "2026-08-14", 1225, 8_085_48, 122_11],
      ["2026-08-15", "2026-09-30", 1225, 5_260_75, 82_98],
    ]);
    expect(later.totalOre - 260_75 + 10_000_00 - 1_914_52 - 2_824_73).toBe(5_343_73);
  });

  it("a payment of the principal only does not pay the case in full: the interest to its day is paid first", () => {
    // 10 000,00 kr due 01.10.2026 and 10 000,00 kr paid on 19.11: 49 days at 12,25 % = 164,452 → 164,45 kr of
    // interest first, principal 9 835,55; left 164,45 kr of principal, and interest runs on it: 20.11–30.11,
    // 11 days: 164,45 × 12,25 % × 11/365 = 0,607 → 0,61 kr.
    const { allocation, paidInFull, c } = pay(caseOf(10_000_00, "2026-10-01"), "2026-11-19", 10_000_00);
    expect(allocation).toEqual({ feesOre: 0, interestOre: 164_45, principalOre: 9_835_55 });
    expect(paidInFull).toBe(false);
    expect(caseInterestOn(c, "2026-11-30", INTEREST_RATES).totalOre - 164_45).toBe(61);
    // paying what is left on its day (164,45 + 1 day on 164,45 = 0,055 → 0,06: 164,51) pays it in full
    const rest = pay(c, "2026-11-20", 164_51);
    expect(rest.allocation).toEqual({ feesOre: 0, interestOre: 6, principalOre: 164_45 });
    expect(rest.paidInFull).toBe(true);
  });

  it("pays fees first, and a backdated payment lowers the balance from its own day", () => {
    // 1 000,00 kr due 01.10.2026, a fee of 35,00 kr, the last letter on 20.11 (interest to 20.11: 50 days,
    // 16,781 → 16,78 kr). A payment of 500,00 kr dated 10.11 (40 days: 13,425 → 13,42): fee 35,00, interest
    // 13,42, principal 451,58. The case's interest is brought to 20.11 on what is left: 13,42 + 548,42 × 12,25 %
    // × 10/365 = 1,840 → 1,84: 15,26 kr.
    const c = { ...caseOf(1_000_00, "2026-10-01", 35_00), interestOre: 16_78, interestToDate: "2026-11-20" };
    const p = pay(c, "2026-11-10", 500_00);
    expect(p.allocation).toEqual({ feesOre: 35_00, interestOre: 13_42, principalOre: 451_58 });
    expect(p.c).toMatchObject({ interestOre: 15_26, interestToDate: "2026-11-20" });
  });

  it("counts principal paid without a date (cases paid before the dates were kept) from the first interest day", () => {
    // 1 000,00 kr due 01.10.2026, 400,00 kr of it paid with no date: interest to 20.11 on 600,00, 50 days:
    // 600 × 12,25 % × 50/365 = 10,068 → 10,07 kr
    const c = { ...caseOf(1_000_00, "2026-10-01"), principalPaidOre: 400_00 };
    expect(caseInterestWith(c, "2026-11-20", INTEREST_RATES).totalOre).toBe(10_07);
  });
});
