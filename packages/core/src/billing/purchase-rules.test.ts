import { describe, expect, it } from "vitest";
import { SEEDED_PLANS } from "./plan-seed";
import { netOf, TopUpInput, topUpLines, withVat } from "./purchase-rules";

const medium = { ...SEEDED_PLANS["plan-medium"], discountPercent: 10, discountFromQuantity: 100 };
const coupon = (c: object) =>
  ({ code: "X", validFrom: "2026-01-01", validTo: "2026-12-31", maxUses: 5, uses: 0, ...c }) as never;

describe("purchase rules (issue 19)", () => {
  it("quantities are 0..10 000 and at least one is bought: per field 422 keys", () => {
    const issues = (v: unknown) =>
      TopUpInput.safeParse(v).error?.issues.map((i) => [i.path.join("."), i.message]) ?? [];
    expect(issues({ cases: -1 })).toEqual([["cases", "purchase.quantityRange"]]);
    expect(issues({ sends: 10_001 })).toEqual([["sends", "purchase.quantityRange"]]);
    expect(issues({})).toEqual([["cases", "purchase.nothingToBuy"]]);
    expect(issues({ cases: 1.5 })).toEqual([["cases", "validation.number"]]);
    expect(issues({ creditChecks: 10_000 })).toEqual([]);
  });

  it("the plan's discount scheme beyond its quantity, a percent coupon per line, an amount coupon never below 0", () => {
    const lines = topUpLines(medium, { cases: 120, sends: 0, creditChecks: 0 }, null);
    // 120 × 49,00 kr, 10 % off the 20 beyond 100: 98,00 kr
    expect(lines).toEqual([
      {
        description: { no: "Saker (Medium)", en: "Cases (Medium)" },
        quantity: 120,
        unitPriceOre: 4_900,
        discountOre: 9_800,
      },
    ]);
    expect(
      netOf(topUpLines(medium, { cases: 2, sends: 2, creditChecks: 0 }, coupon({ kind: "percent", percentOff: 50 }))),
    ).toBe(6_400);
    expect(
      netOf(
        topUpLines(medium, { cases: 1, sends: 1, creditChecks: 0 }, coupon({ kind: "amount", amountOffOre: 99_999 })),
      ),
    ).toBe(0);
    const free = topUpLines(medium, { cases: 1, sends: 0, creditChecks: 0 }, coupon({ kind: "units", freeSends: 5 }));
    expect(free[1]).toMatchObject({ quantity: 5, unitPriceOre: 0 });
    expect(withVat(29_900)).toBe(37_375);
  });
});
