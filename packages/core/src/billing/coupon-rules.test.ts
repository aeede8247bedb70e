import { describe, expect, it } from "vitest";
import { t } from "../i18n/all";
import { couponPrice, couponRefusal, couponUnits } from "./coupon-rules";

/** Worked examples of a coupon at a purchase (docs/billing.md "Coupons"). */
const coupon = {
  code: "VINTER-25",
  kind: "percent" as const,
  percentOff: 25,
  amountOffOre: null,
  freeCases: null,
  freeSends: null,
  freeCreditChecks: null,
  validFrom: "2026-12-01",
  validTo: "2026-12-31",
  maxUses: 2,
  uses: 0,
};

describe("couponRefusal", () => {
  it("lets a coupon be used from its first to its last day, while uses are left", () => {
    expect(couponRefusal(coupon, "2026-12-01")).toBeNull();
    expect(couponRefusal(coupon, "2026-12-31")).toBeNull();
    expect(couponRefusal({ ...coupon, uses: 1 }, "2026-12-15")).toBeNull();
  });

  it("refuses an unknown, a not yet valid, an expired and a used-up coupon, each saying why in both languages", () => {
    const cases = [
      [couponRefusal(null, "2026-12-15"), "Kupongkoden finnes ikke.", "The coupon code does not exist."],
      [
        couponRefusal(coupon, "2026-11-30"),
        "Kupongen gjelder først fra 01.12.2026.",
        "The coupon is valid from 01.12.2026.",
      ],
      [couponRefusal(coupon, "2027-01-01"), "Kupongen gikk ut 31.12.2026.", "The coupon expired on 31.12.2026."],
      [
        couponRefusal({ ...coupon, uses: 2 }, "2026-12-15"),
        "Kupongen er brukt opp (høyst 2 ganger).",
        "The coupon has been used up (at most 2 times).",
      ],
    ] as const;
    for (const [refusal, no, en] of cases) {
      expect(refusal).not.toBeNull();
      expect(t("no", refusal!.message, refusal!.params)).toBe(no);
      expect(t("en", refusal!.message, refusal!.params)).toBe(en);
    }
  });
});

describe("couponPrice", () => {
  it("takes a percent off, rounded to the øre half up: 25 % of NOK 299,00 is 74,75, leaving 224,25", () => {
    expect(couponPrice(coupon, 29_900)).toBe(22_425);
    expect(couponPrice({ ...coupon, percentOff: 10 }, 1_005)).toBe(904); // 100,5 øre off rounds to 101
  });

  it("takes a fixed amount off, never below 0", () => {
    const amount = { ...coupon, kind: "amount" as const, percentOff: null, amountOffOre: 10_000 };
    expect(couponPrice(amount, 29_900)).toBe(19_900);
    expect(couponPrice(amount, 4_900)).toBe(0);
    expect(couponPrice({ ...coupon, percentOff: 100 }, 29_900)).toBe(0);
  });

  it("leaves the price of a units coupon alone and gives its units", () => {
    const units = { ...coupon, kind: "units" as const, percentOff: null, freeCases: 3, freeSends: 10 };
    expect(couponPrice(units, 29_900)).toBe(29_900);
    expect(couponUnits(units)).toEqual({ cases: 3, sends: 10, creditChecks: 0 });
    expect(couponUnits(coupon)).toEqual({ cases: 0, sends: 0, creditChecks: 0 });
  });
});
